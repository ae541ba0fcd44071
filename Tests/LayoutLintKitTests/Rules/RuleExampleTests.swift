import LayoutLintTestSupport
import LayoutModel
import Testing

@testable import LayoutLintKit
@testable import LayoutLintPictures

/// Runs every rule's own examples, so a rule is tested the moment it exists (SwiftLint style).
@Suite struct RuleExampleTests {
    static let rules = RuleRegistry.all.map { RuleCase(rule: $0) }

    @Test func everyRuleIsDescribed() {
        #expect(!RuleRegistry.all.isEmpty)
        var seen: Set<String> = []
        for rule in RuleRegistry.all {
            let description = rule.description
            #expect(seen.insert(description.id).inserted, "duplicate rule id \(description.id)")
            #expect(description.id.allSatisfy { $0.isLowercase || $0 == "-" }, "\(description.id) is not kebab-case")
            #expect(!description.name.isEmpty && !description.summary.isEmpty && !description.rationale.isEmpty)
            #expect(!description.triggeringExamples.isEmpty, "\(description.id) has no triggering example")
            #expect(!description.nonTriggeringExamples.isEmpty, "\(description.id) has no non-triggering example")
        }
    }

    @Test(arguments: rules)
    func triggeringExamplesFindAtTheMarkers(_ ruleCase: RuleCase) throws {
        let description = ruleCase.rule.description
        for (number, example) in description.triggeringExamples.enumerated() {
            let marked = MarkedExample(example.layout)
            let file = "\(description.id)-triggering-\(number + 1).json"
            let at = example.sourceLocation
            let report = Linter(options: .comparingPixels(), rules: [ruleCase.rule]).lint(file: file, bytes: Array(marked.text.utf8))
            #expect(report.errors.isEmpty, "\(file): \(report.errors.map(\.description))", sourceLocation: at)
            #expect(!marked.markers.isEmpty, "\(file) marks no expected finding with ↓", sourceLocation: at)
            // Exactly one finding per marker, on every device the example's screens list.
            let decoded = DocumentDecoder().decode(Array(marked.text.utf8), file: file)
            let devices = (decoded.document?.screens ?? []).flatMap(\.devices).map(\.name).sorted().joined(separator: "+")
            let expected = marked.markers.map { "\(devices) \($0)" }.sorted()
            let found = report.findings.map { "\($0.devices.sorted().joined(separator: "+")) \($0.line):\($0.column)" }.sorted()
            #expect(found == expected, "\(file): \(report.findings.map(\.description))", sourceLocation: at)
            for finding in report.findings {
                #expect(finding.ruleID == description.id, sourceLocation: at)
                #expect(
                    finding.message.first.map { !$0.isUppercase } ?? false, "messages are lower-case: \(finding.message)",
                    sourceLocation: at)
                if let severity = example.severity { #expect(finding.severity == severity, "\(finding.description)", sourceLocation: at) }
            }
        }
    }

    @Test(arguments: rules)
    func nonTriggeringExamplesFindNothing(_ ruleCase: RuleCase) throws {
        let description = ruleCase.rule.description
        for (number, example) in description.nonTriggeringExamples.enumerated() {
            let file = "\(description.id)-non-triggering-\(number + 1).json"
            let report = Linter(options: .comparingPixels(), rules: [ruleCase.rule]).lint(file: file, bytes: Array(example.layout.utf8))
            #expect(report.errors.isEmpty, "\(file): \(report.errors.map(\.description))", sourceLocation: example.sourceLocation)
            #expect(report.findings.isEmpty, "\(file): \(report.findings.map(\.description))", sourceLocation: example.sourceLocation)
        }
    }

    /// SwiftLint's disabled pass: each triggering example with its rule disabled on the screen
    /// (`"lint": {"disable": [id]}`) finds nothing, so disabling works for every rule.
    @Test(arguments: rules)
    func triggeringExamplesFindNothingWithTheRuleDisabled(_ ruleCase: RuleCase) throws {
        let description = ruleCase.rule.description
        for (number, example) in description.triggeringExamples.enumerated() {
            let text = MarkedExample(example.layout).text
            // Every screen object of the example: the top-level one, or each of "screens".
            let disabled = text.replacingOccurrences(
                of: #"{"screen": "#, with: #"{"lint": {"disable": ["\#(description.id)"]}, "screen": "#)
            #expect(disabled != text, "the example has no screen object to disable the rule on", sourceLocation: example.sourceLocation)
            let file = "\(description.id)-disabled-\(number + 1).json"
            let report = Linter(options: .comparingPixels(), rules: [ruleCase.rule]).lint(file: file, bytes: Array(disabled.utf8))
            #expect(report.errors.isEmpty, "\(file): \(report.errors.map(\.description))", sourceLocation: example.sourceLocation)
            #expect(report.findings.isEmpty, "\(file): \(report.findings.map(\.description))", sourceLocation: example.sourceLocation)
        }
    }
}

extension RuleExample {
    /// Where the example is written, for Swift Testing to report a failure there.
    var sourceLocation: Testing.SourceLocation {
        Testing.SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    }
}

/// A rule, named for test output.
struct RuleCase: CustomTestStringConvertible, Sendable {
    var rule: any Rule.Type
    var testDescription: String { rule.description.id }
}

/// An example with its `↓` markers removed and their locations recorded.
struct MarkedExample {
    var text = ""
    var markers: [LayoutModel.SourceLocation] = []

    init(_ source: String) {
        var line = 1, column = 1
        for scalar in source.unicodeScalars {
            if scalar == "↓" {
                markers.append(LayoutModel.SourceLocation(line: line, column: column))
                continue
            }
            text.unicodeScalars.append(scalar)
            if scalar == "\n" {
                line += 1
                column = 1
            } else {
                column += 1
            }
        }
    }
}

/// The same situation gives the same findings on every device: each rule's examples, run on
/// each built-in device in turn, find exactly at their markers (or nothing).
@Suite struct RuleExamplesOnEveryDeviceTests {
    @Test(arguments: RuleExampleTests.rules)
    func examplesFindTheSameOnEveryBuiltInDevice(_ ruleCase: RuleCase) throws {
        let description = ruleCase.rule.description
        for device in DeviceProfile.builtIn {
            var options = LintOptions.comparingPixels()
            options.devices = [device]
            let linter = Linter(options: options, rules: [ruleCase.rule])
            for (number, example) in description.triggeringExamples.enumerated() {
                let marked = MarkedExample(example.layout)
                let report = linter.lint(file: "\(description.id)-\(number + 1).json", bytes: Array(marked.text.utf8))
                let found = report.findings.map { "\($0.line):\($0.column)" }.sorted()
                #expect(
                    found == marked.markers.map { "\($0.line):\($0.column)" }.sorted(),
                    "\(device.name): \(report.findings.map(\.description))")
            }
            for (number, example) in description.nonTriggeringExamples.enumerated() {
                let report = linter.lint(file: "\(description.id)-ok-\(number + 1).json", bytes: Array(example.layout.utf8))
                #expect(report.findings.isEmpty, "\(device.name): \(report.findings.map(\.description))")
            }
        }
    }
}

extension LintOptions {
    /// The default options with the Cairo rasterizer, as the command line runs: the launch
    /// screen and the relaunch snapshot are compared pixel by pixel.
    static func comparingPixels() -> LintOptions {
        var options = LintOptions()
        options.rasterizer = CairoRasterizer(layouter: options.layouter)
        return options
    }
}
