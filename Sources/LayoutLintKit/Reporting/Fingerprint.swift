/// A finding's identity across runs: file, screen, rule, node and the words of its claim with
/// the numbers left out, never the line, column, devices or numbers, so editing elsewhere in a
/// file, moving the node or changing a size keeps the same fingerprint.
///
/// SARIF's `partialFingerprints` and GitLab's `fingerprint` use it; baselines match by `key`
/// without the claim.
public enum Fingerprint {
    /// The parts that identify `finding`, in a fixed order.
    public static func key(_ finding: Finding) -> String {
        [
            key(file: finding.file, screen: finding.screen, rule: finding.ruleID, node: finding.node),
            NumberedText.template(finding.occurrences.first?.claim ?? ""),
        ]
        .joined(separator: "\u{1F}")
    }

    /// The key of a finding with these parts (a baseline entry's).
    public static func key(file: String, screen: String, rule: String, node: String?) -> String {
        [file, screen, rule, node ?? "*"].joined(separator: "\u{1F}")
    }

    /// 16 hex digits of the FNV-1a 64-bit hash of `key(finding)`: stable across runs and platforms.
    public static func hash(_ finding: Finding) -> String {
        hash(key(finding))
    }

    /// 16 hex digits of the FNV-1a 64-bit hash of `text`'s UTF-8 bytes.
    public static func hash(_ text: String) -> String {
        var value: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            value ^= UInt64(byte)
            value &*= 0x100_0000_01b3
        }
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
