import Foundation
import LayoutLintTestSupport
import LayoutModel
import Testing

@testable import LayoutLintKit

/// The CI reporters (sarif, junit, github, checkstyle, gitlab, markdown) against golden files,
/// on the same report as the text and json goldens.
@Suite struct CIReporterGoldenTests {
    static let report = ReporterGoldenTests.report

    @Test func sarifMatchesItsGolden() throws {
        let output = SARIFReporter(workingDirectory: "/work/project").report(Self.report)
        GoldenFile.check(output, against: "report.sarif")
        let parsed = try #require(try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any])
        let run = try #require((parsed["runs"] as? [[String: Any]])?.first)
        let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
        #expect(driver["version"] as? String == ToolInfo.version)
        #expect((driver["rules"] as? [Any])?.count == RuleRegistry.all.count)
        #expect((run["results"] as? [Any])?.count == Self.report.findings.count)
    }

    @Test func sarifURIsAreRelativeAndEncoded() {
        let reporter = SARIFReporter(workingDirectory: "/work/project")
        #expect(reporter.uri("/work/project/layouts/a b.json") == "layouts/a%20b.json")
        #expect(reporter.uri("./layouts/ü.json") == "layouts/%C3%BC.json")
        #expect(reporter.uri("/elsewhere/x.json") == "file:///elsewhere/x.json")
    }

    @Test func junitMatchesItsGolden() {
        GoldenFile.check(JUnitReporter(timestamp: "2026-01-02T03:04:05", hostname: "ci").report(Self.report), against: "report.junit.xml")
    }

    @Test func githubMatchesItsGoldenAndEscapes() {
        GoldenFile.check(GitHubReporter().report(Self.report), against: "report.github.txt")
        #expect(GitHubReporter.property("a:b,c%\nd") == "a%3Ab%2Cc%25%0Ad")
        #expect(GitHubReporter.data("50% of a:b\r\n") == "50%25 of a:b%0D%0A")
    }

    @Test func checkstyleMatchesItsGolden() {
        GoldenFile.check(CheckstyleReporter().report(Self.report), against: "report.checkstyle.xml")
    }

    @Test func gitlabMatchesItsGolden() throws {
        let output = GitLabReporter().report(Self.report)
        GoldenFile.check(output, against: "report.gitlab.json")
        let issues = try #require(try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [[String: Any]])
        #expect(issues.count == Self.report.errors.count + Self.report.findings.count)
        #expect(Set(issues.compactMap { $0["fingerprint"] as? String }).count == issues.count)
    }

    @Test func markdownMatchesItsGolden() {
        GoldenFile.check(MarkdownReporter().report(Self.report), against: "report.md")
        #expect(MarkdownReporter.cell("a|b <i>") == "a\\|b &lt;i&gt;")
    }

    @Test func fingerprintsIgnoreLinesAndColumns() {
        var finding = Self.report.findings[0]
        let before = Fingerprint.hash(finding)
        finding.line += 40
        finding.column = 3
        #expect(Fingerprint.hash(finding) == before)
        finding.node = "other"
        #expect(Fingerprint.hash(finding) != before)
        #expect(Fingerprint.hash("") == "cbf29ce484222325")
    }
}
