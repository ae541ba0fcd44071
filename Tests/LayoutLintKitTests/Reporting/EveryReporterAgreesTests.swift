import Foundation
import LayoutLintTestSupport
import LayoutModel
import Testing

@testable import LayoutLintKit

/// The nine reporters print the same findings: for every file in `layouts/` and every rule's
/// triggering examples, each reporter's findings, read back from its own output, have the
/// messages of the JSON report (each with its fix in words), as many of them, and the same
/// machine fixes where the format carries them.
@Suite struct EveryReporterAgreesTests {
    /// The documents: every example screen and every rule's triggering examples.
    static let documents: [String] = {
        let screens = ((try? FileManager.default.contentsOfDirectory(atPath: TimelineLint.layoutsFolder.path)) ?? [])
            .filter { $0.hasSuffix(".json") }.sorted().map { "layouts/" + $0 }
        let examples = RuleRegistry.all.flatMap { rule in
            rule.description.triggeringExamples.indices.map { "example:\(rule.description.id):\($0)" }
        }
        return screens + examples + ["text-settings"]
    }()

    /// A screen linted at several text sizes and locales: messages name them, and every
    /// reporter must print the same ones.
    static let textSettingsScreen = """
        {"screen": "Settings", "devices": ["iPhone SE (3rd generation)", "iPhone 15"], "contentSizes": ["large", "xxxLarge", "accessibility3"],
         "locales": ["en", "de"], "root": {"id": "root", "background": "#FFFFFF", "style": {"padding": 16}, "children": [
          {"id": "wifi", "kind": "label", "background": "#FFFFFF", "style": {"height": 22}, "text": {"en": "Wi-Fi", "de": "WLAN"}},
          {"id": "title", "kind": "label", "background": "#FFFFFF", "numberOfLines": 1, "style": {"width": 120}, "text": {"en": "Settings", "de": "Einstellungen und Datenschutz"}}
        ]}}
        """

    /// The report on one document, as `lint` makes it (fixes resolved against the bytes).
    static func report(_ document: String) throws -> LintReport {
        let text: String
        if document == "text-settings" {
            text = textSettingsScreen
        } else if document.hasPrefix("example:") {
            let parts = document.split(separator: ":")
            let rule = try #require(RuleRegistry.all.first { $0.description.id == parts[1] })
            text = MarkedExample(rule.description.triggeringExamples[Int(parts[2]) ?? 0].layout).text
        } else {
            text = try TimelineLint.layoutFile(String(document.dropFirst("layouts/".count)))
        }
        return Linter(options: .comparingPixels()).lint(file: document.replacingOccurrences(of: ":", with: "-"), bytes: Array(text.utf8))
    }

    /// XML and HTML entities back to text.
    static func unescapeXML(_ text: String) -> String {
        text.replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">").replacingOccurrences(
            of: "&quot;", with: "\""
        )
        .replacingOccurrences(of: "&apos;", with: "'").replacingOccurrences(of: "&#10;", with: "\n").replacingOccurrences(
            of: "&#9;", with: "\t"
        )
        .replacingOccurrences(of: "&#13;", with: "\r").replacingOccurrences(of: "&amp;", with: "&")
    }

    /// The values of `attribute` in every `<element …>` of `xml`, unescaped.
    static func attributes(_ attribute: String, of element: String, in xml: String) -> [String] {
        xml.components(separatedBy: "<\(element) ").dropFirst().compactMap { tag in
            guard
                let start = tag.range(of: " \(attribute)=\"")
                    ?? (tag.hasPrefix("\(attribute)=\"") ? tag.range(of: "\(attribute)=\"") : nil),
                let end = tag[start.upperBound...].firstIndex(of: "\"")
            else { return nil }
            return unescapeXML(String(tag[start.upperBound..<end]))
        }
    }

    @Test(arguments: documents)
    func everyReporterPrintsTheSameFindings(document: String) throws {
        let report = try Self.report(document)
        #expect(report.errors.isEmpty, "\(report.errors)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(JSONReporter().report(report).utf8)) as? [String: Any])
        let findings = json["findings"] as? [[String: Any]] ?? []
        let messages = findings.compactMap { $0["message"] as? String }.sorted()
        let fixes = findings.compactMap { $0["fix"] as? [String: Any] }.filter { $0["applicable"] as? Bool == true }.count
        #expect(messages == report.findings.map(\.message).sorted())
        #expect(messages.count == FindingCounts(report.findings).findings)

        // text: a line per finding (not indented, not a fix note), and a fix note per fix.
        let text = TextReporter().report(report).split(separator: "\n").map(String.init)
        let textFindings = text.filter { !$0.hasPrefix(" ") && !$0.contains(": note: fix: ") }
        let textMessages = textFindings.map { line -> String in
            let afterSeverity =
                line.range(of: #": (error|warning|note): "#, options: .regularExpression).map { String(line[$0.upperBound...]) } ?? line
            return afterSeverity.replacingOccurrences(of: #" \[[a-z-]+\]$"#, with: "", options: .regularExpression)
        }
        #expect(textMessages.sorted() == messages, "text")
        #expect(text.filter { $0.contains(": note: fix: ") }.count == fixes, "text fixes")

        // SARIF: a result per finding, the fix per machine fix.
        let sarif = try #require(try JSONSerialization.jsonObject(with: Data(SARIFReporter().report(report).utf8)) as? [String: Any])
        let results = ((sarif["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]]) ?? []
        #expect(results.compactMap { ($0["message"] as? [String: Any])?["text"] as? String }.sorted() == messages, "sarif")
        #expect(results.filter { $0["fixes"] != nil }.count == fixes, "sarif fixes")

        // GitHub: an annotation per finding, its message before the related lines.
        let github = GitHubReporter().report(report).split(separator: "\n").compactMap { line -> String? in
            guard let range = line.range(of: "::", options: .backwards) else { return nil }
            let data = String(line[range.upperBound...]).components(separatedBy: "%0A")[0]
            return data.replacingOccurrences(of: "%0D", with: "\r").replacingOccurrences(of: "%25", with: "%")
        }
        #expect(github.sorted() == messages, "github")

        // Checkstyle and GitLab: the message is the first line.
        let checkstyle = Self.attributes("message", of: "error", in: CheckstyleReporter().report(report)).map {
            $0.components(separatedBy: "\n")[0]
        }
        #expect(checkstyle.sorted() == messages, "checkstyle")
        let gitlab = try #require(try JSONSerialization.jsonObject(with: Data(GitLabReporter().report(report).utf8)) as? [[String: Any]])
        #expect(gitlab.compactMap { ($0["description"] as? String)?.components(separatedBy: "\n")[0] }.sorted() == messages, "gitlab")

        // JUnit: each failure and system-out entry "file:line:col: severity: message [rule]".
        let junit = JUnitReporter().report(report)
        let failures = junit.components(separatedBy: "<failure ").dropFirst().map { chunk in
            // After the start tag's ">", up to the end tag.
            String(chunk.components(separatedBy: "</failure>")[0].split(separator: ">", maxSplits: 1).last ?? "")
        }
        let infos = junit.components(separatedBy: "<system-out>").dropFirst().map { $0.components(separatedBy: "</system-out>")[0] }
        let entries = (failures + infos).map(Self.unescapeXML)
            .flatMap { $0.split(separator: "\n").map(String.init) }
            .filter { !$0.hasPrefix(" ") && !$0.isEmpty }
            .map { line in
                (line.range(of: #": (error|warning|info): "#, options: .regularExpression).map { String(line[$0.upperBound...]) } ?? line)
                    .replacingOccurrences(of: #" \[[a-z-]+\]$"#, with: "", options: .regularExpression)
            }
        #expect(entries.sorted() == messages, "junit")

        // Markdown and HTML: an item per finding, each message in it, a fix note per fix.
        let markdown = MarkdownReporter().report(report)
        #expect(markdown.split(separator: "\n").filter { $0.hasPrefix("- **") }.count == messages.count, "markdown")
        for message in messages { #expect(markdown.contains(MarkdownReporter.cell(message)), "markdown: \(message)") }
        #expect(markdown.split(separator: "\n").filter { $0.hasPrefix("  - fix: ") }.count == fixes, "markdown fixes")
        let html = HTMLReporter().report(report)
        #expect(html.components(separatedBy: "<li class=\"finding ").count - 1 == messages.count, "html")
        for message in messages {
            #expect(html.contains("<span class=\"message\">\(HTMLReporter.escape(message))</span>"), "html: \(message)")
        }
        #expect(html.components(separatedBy: "<p class=\"fix\">").count - 1 == fixes, "html fixes")

        // The summary counts what was printed.
        let summary = json["summary"] as? [String: Int]
        #expect(summary?["findings"] == messages.count && summary?["fixable"] == fixes)
        #expect(summary?["related"] == findings.reduce(0) { $0 + (($1["related"] as? [Any])?.count ?? 0) })
    }

    /// Per-device copies are merged for every rule: two findings of one rule, place and words
    /// (numbers aside) never cover different devices; they would be one finding.
    @Test(arguments: documents)
    func noFindingIsPrintedOncePerDevice(document: String) throws {
        let report = try Self.report(document)
        var seen: [String: [Set<String>]] = [:]
        for finding in report.findings + report.findings.flatMap(\.related) {
            let key =
                "\(finding.ruleID) \(finding.line):\(finding.column) \(finding.node ?? "-") \(NumberedText.template(finding.occurrences.first?.claim ?? ""))"
            let devices = Set(finding.devices)
            for other in seen[key, default: []] {
                #expect(
                    !other.isDisjoint(with: devices), "\(document): \(key) printed separately for \(other.sorted()) and \(devices.sorted())"
                )
            }
            seen[key, default: []].append(devices)
        }
    }
}
