import LayoutModel

/// JUnit XML that CI systems show as a test report: one `testsuite` per file, one `testcase`
/// per screen × device, failing with its error and warning findings; a file's input errors
/// are an `error` test case; info findings go to the suite's `system-out`.
///
/// Valid against the Apache Ant JUnit schema (`junit.xsd`). The timestamp is given, so the
/// output is deterministic; each case's `time` is its run's `runSeconds`, a suite's their sum.
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
            xml += suite(file, id: id, metrics: metrics[file] ?? [], findings: findings[file] ?? [], errors: errors[file] ?? [], seconds: report.runSeconds)
        }
        return xml + "</testsuites>\n"
    }

    private func suite(_ file: String, id: Int, metrics: [ScreenMetrics], findings: [Finding], errors: [InputError], seconds: [String: Double]) -> String {
        var cases = ""
        var total = 0.0
        var failures = 0
        let name = XMLText.escape(file)
        if !errors.isEmpty {
            let text = errors.map(\.description).joined(separator: "\n")
            cases += "    <testcase name=\"decoding\" classname=\"\(name)\" time=\"0\">\n"
            cases += "      <error type=\"input-error\" message=\"\(XMLText.escape(Self.count(errors.count, "input error")))\">\(XMLText.escape(text))</error>\n"
            cases += "    </testcase>\n"
        }
        // Findings of screens without metrics (not analysed on any device) get a case per screen.
        let analysed = Set(metrics.map(\.screen))
        var runs = metrics.map { (screen: $0.screen, device: Optional($0.device)) }
        for finding in findings where !analysed.contains(finding.screen) && !runs.contains(where: { $0.screen == finding.screen }) {
            runs.append((finding.screen, nil))
        }
        for run in runs {
            let failing = findings.filter {
                $0.screen == run.screen && (run.device == nil || $0.device == nil || $0.device == run.device) && $0.severity >= .warning
            }
            let caseName = XMLText.escape("\(run.screen) on \(run.device ?? "every device")")
            let time = run.device.flatMap { seconds[LintReport.runKey(file: file, screen: run.screen, device: $0)] } ?? 0
            total += time
            guard !failing.isEmpty else {
                cases += "    <testcase name=\"\(caseName)\" classname=\"\(name)\" time=\"\(Format.seconds(time))\"/>\n"
                continue
            }
            failures += 1
            let worst = failing.map(\.severity).max() ?? .warning
            let text = failing.map(\.description).joined(separator: "\n")
            cases += "    <testcase name=\"\(caseName)\" classname=\"\(name)\" time=\"\(Format.seconds(time))\">\n"
            cases += "      <failure type=\"\(worst.rawValue)\" message=\"\(XMLText.escape(Self.count(failing.count, "finding")))\">\(XMLText.escape(text))</failure>\n"
            cases += "    </testcase>\n"
        }
        let infos = findings.filter { $0.severity == .info }.map(\.description).joined(separator: "\n")
        let tests = runs.count + (errors.isEmpty ? 0 : 1)
        var xml = "  <testsuite package=\"layoutlint\" id=\"\(id)\" name=\"\(name)\" timestamp=\"\(timestamp)\" "
        xml += "hostname=\"\(XMLText.escape(hostname.isEmpty ? "localhost" : hostname))\" tests=\"\(tests)\" failures=\"\(failures)\" errors=\"\(errors.isEmpty ? 0 : 1)\" time=\"\(Format.seconds(total))\">\n"
        xml += "    <properties/>\n" + cases
        xml += "    <system-out>\(XMLText.escape(infos))</system-out>\n    <system-err></system-err>\n  </testsuite>\n"
        return xml
    }

    static func count(_ n: Int, _ noun: String) -> String { "\(n) \(noun)\(n == 1 ? "" : "s")" }
}
