import LayoutModel

/// JUnit XML that CI systems show as a test report: one `testsuite` per file, one `testcase`
/// per screen, failing with its error and warning findings (each once, its message naming the
/// devices, its consequences under it); a file's input errors are an `error` test case; info
/// findings go to the suite's `system-out`.
///
/// Valid against the Apache Ant JUnit schema (`junit.xsd`). The timestamp is given, so the
/// output is deterministic; each case's `time` is the sum of its screen's runs (`runSeconds`),
/// a suite's the sum of its cases.
public struct JUnitReporter: Reporter {
    /// When the run happened, `YYYY-MM-DDTHH:MM:SS`.
    public var timestamp: String
    /// The host name the schema requires.
    public var hostname: String

    public init(timestamp: String = "1970-01-01T00:00:00", hostname: String = "localhost") {
        self.timestamp = timestamp
        self.hostname = hostname
    }

    public func report(_ report: LintReport) -> String {
        var files: [String] = []
        var seen: Set<String> = []
        for file in report.metrics.map(\.file) + report.errors.map(\.file) + report.findings.map(\.file) where seen.insert(file).inserted {
            files.append(file)
        }
        let findings = Dictionary(grouping: report.findings, by: \.file)
        let errors = Dictionary(grouping: report.errors, by: \.file)
        let metrics = Dictionary(grouping: report.metrics, by: \.file)
        var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuites>\n"
        for (id, file) in files.sorted().enumerated() {
            xml += suite(
                file, id: id, metrics: metrics[file] ?? [], findings: findings[file] ?? [], errors: errors[file] ?? [],
                seconds: report.runSeconds)
        }
        return xml + "</testsuites>\n"
    }

    private func suite(
        _ file: String, id: Int, metrics: [ScreenMetrics], findings: [Finding], errors: [InputError], seconds: [String: Double]
    ) -> String {
        var cases = ""
        var total = 0.0
        var failures = 0
        let name = XMLText.escape(file)
        if !errors.isEmpty {
            let text = errors.map(\.description).joined(separator: "\n")
            cases += "    <testcase name=\"decoding\" classname=\"\(name)\" time=\"0\">\n"
            cases +=
                "      <error type=\"input-error\" message=\"\(XMLText.escape(FindingCounts.count(errors.count, "input error")))\">\(XMLText.escape(text))</error>\n"
            cases += "    </testcase>\n"
        }
        // One case per screen: the screens analysed, then any other screen a finding names.
        var screens: [String] = []
        for screen in metrics.map(\.screen) + findings.map(\.screen) where !screens.contains(screen) { screens.append(screen) }
        for screen in screens {
            let failing = findings.filter { $0.screen == screen && $0.severity >= .warning }
            let time = metrics.filter { $0.screen == screen }.reduce(0.0) { sum, metric in
                sum + (seconds[LintReport.runKey(file: file, screen: screen, device: metric.device)] ?? 0)
            }
            total += time
            let caseName = XMLText.escape(screen)
            guard !failing.isEmpty else {
                cases += "    <testcase name=\"\(caseName)\" classname=\"\(name)\" time=\"\(Format.seconds(time))\"/>\n"
                continue
            }
            failures += 1
            let worst = failing.map(\.severity).max() ?? .warning
            let text = failing.map(Self.entry).joined(separator: "\n")
            cases += "    <testcase name=\"\(caseName)\" classname=\"\(name)\" time=\"\(Format.seconds(time))\">\n"
            cases +=
                "      <failure type=\"\(worst.rawValue)\" message=\"\(XMLText.escape(FindingCounts(failing).bySeverity))\">\(XMLText.escape(text))</failure>\n"
            cases += "    </testcase>\n"
        }
        let infos = findings.filter { $0.severity == .info }.map(Self.entry).joined(separator: "\n")
        let tests = screens.count + (errors.isEmpty ? 0 : 1)
        var xml = "  <testsuite package=\"layoutlint\" id=\"\(id)\" name=\"\(name)\" timestamp=\"\(timestamp)\" "
        xml +=
            "hostname=\"\(XMLText.escape(hostname.isEmpty ? "localhost" : hostname))\" tests=\"\(tests)\" failures=\"\(failures)\" errors=\"\(errors.isEmpty ? 0 : 1)\" time=\"\(Format.seconds(total))\">\n"
        xml += "    <properties/>\n" + cases
        xml += "    <system-out>\(XMLText.escape(infos))</system-out>\n    <system-err></system-err>\n  </testsuite>\n"
        return xml
    }

    /// "file:line:col: severity: message [rule]", then its consequences indented.
    static func entry(_ finding: Finding) -> String {
        let head = "\(finding.file):\(finding.line):\(finding.column): \(finding.severity.rawValue): \(finding.message) [\(finding.ruleID)]"
        return ([head] + finding.related.map { "    related: " + FindingText.located($0) }).joined(separator: "\n")
    }
}
