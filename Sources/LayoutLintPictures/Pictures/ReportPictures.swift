import Foundation
import LayoutLintKit

/// The pictures a lint run wrote, read back for an HTML report that embeds them
/// (`--self-contained`).
public enum ReportPictures {
    /// The PNG bytes of every picture a finding (or a consequence) of `report` names, by path;
    /// pictures that cannot be read are left out.
    public static func read(_ report: LintReport) -> [String: [UInt8]] {
        var bytes: [String: [UInt8]] = [:]
        for finding in report.findings + report.findings.flatMap(\.related) {
            for path in finding.pictures where bytes[path] == nil {
                if let data = FileManager.default.contents(atPath: path) { bytes[path] = Array(data) }
            }
        }
        return bytes
    }
}
