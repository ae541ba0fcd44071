import Foundation
import LayoutLintTestSupport
import LayoutModel
import Testing

@testable import LayoutLintKit

/// The SARIF and JUnit outputs are valid against the official schemas in the shared folder:
/// SARIF with Python's `jsonschema`, JUnit with `xmllint --schema` (CI installs both).
@Suite struct ReporterValidationTests {
    static let validator = SharedFiles.jsonSchemaValidator

    func write(_ text: String, named name: String) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("layoutlint-\(UUID().uuidString)-\(name)")
        try text.write(to: url, atomically: true, encoding: .utf8)
        return url
    }

    @Test func sarifIsValidAgainstTheSARIF210Schema() throws {
        guard let schema = SharedFiles.file("schemas/sarif-schema-2.1.0.json", for: "SARIF validation") else { return }
        let document = try write(SARIFReporter(workingDirectory: "/work").report(ReporterGoldenTests.report), named: "report.sarif")
        defer { try? FileManager.default.removeItem(at: document) }
        let (status, output) = try SharedFiles.run("python3", ["-c", Self.validator, schema.path, document.path])
        if status == 3 {
            Issue.record("the Python package jsonschema is missing; run `pip install jsonschema`")
            return
        }
        #expect(status == 0, "\(output)")
        // An invalid document is rejected, so the check can fail.
        let broken = try write(#"{"version": "2.1.0", "runs": [{"results": []}]}"#, named: "broken.sarif")
        defer { try? FileManager.default.removeItem(at: broken) }
        #expect(try SharedFiles.run("python3", ["-c", Self.validator, schema.path, broken.path]).status == 1)
    }

    @Test func junitIsValidAgainstTheJUnitSchema() throws {
        guard let schema = SharedFiles.file("schemas/junit.xsd", for: "JUnit validation") else { return }
        var report = ReporterGoldenTests.report
        report.findings.append(
            Finding.sample(
                rule: "overdraw", severity: .info, claim: "a <note> & more", file: "layouts/a.json", line: 2, column: 1,
                screen: "Screen \"A\""))
        let document = try write(JUnitReporter(timestamp: "2026-01-02T03:04:05", hostname: "ci").report(report), named: "junit.xml")
        defer { try? FileManager.default.removeItem(at: document) }
        let (status, output) = try SharedFiles.run("xmllint", ["--noout", "--schema", schema.path, document.path])
        if status == 127 {
            Issue.record("xmllint is missing; install libxml2-utils")
            return
        }
        #expect(status == 0, "\(output)")
        let broken = try write("<testsuites><testsuite name=\"x\"/></testsuites>", named: "broken.xml")
        defer { try? FileManager.default.removeItem(at: broken) }
        #expect(try SharedFiles.run("xmllint", ["--noout", "--schema", schema.path, broken.path]).status != 0)
    }
}
