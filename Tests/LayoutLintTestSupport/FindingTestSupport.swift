import LayoutLintKit
import LayoutModel

extension Finding {
    /// A finding as a rule would make it on each of `devices` (merged when there are several),
    /// for reporter and baseline tests: `figures` by device name, the same `fix` on each, a
    /// built-in device's own width (others 375 pt and up).
    public static func sample(
        rule: String, severity: Severity, claim: String, figures: [String: String] = [:], devices: [String] = ["iPhone 15"],
        file: String, line: Int, column: Int, screen: String, node: String? = nil, atMs: Double? = nil, fix: FixProposal? = nil,
        byDevice: Bool = false
    ) -> Finding {
        let findings = devices.enumerated().map { index, device in
            Finding(
                ruleID: rule, file: file, location: SourceLocation(line: line, column: column), screen: screen, node: node,
                occurrence: Occurrence(
                    device: device, width: DeviceProfile.builtIn.first { $0.name == device }?.width ?? 375 + Double(index),
                    severity: severity, claim: claim, figures: figures[device] ?? "", atMs: atMs,
                    proposal: fix),
                figuresByDevice: byDevice)
        }
        return FindingMerger.merge(findings)[0]
    }
}
