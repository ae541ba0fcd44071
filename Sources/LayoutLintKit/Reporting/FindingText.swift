import LayoutModel

/// A finding as one block of text, for reporters that hold one text per finding (GitHub
/// annotations, Checkstyle and JUnit entries, Code Quality descriptions): the message (which
/// ends with the fix) on the first line, then each consequence on a line of its own.
public enum FindingText {
    /// "message\nrelated: file:line:col: message [rule]\n…".
    public static func withRelated(_ finding: Finding) -> String {
        ([finding.message] + finding.related.map { "related: " + located($0) }).joined(separator: "\n")
    }

    /// `withRelated`, then the screen on a line of its own: for reporters with no place of
    /// their own for it.
    public static func withRelatedAndScreen(_ finding: Finding) -> String {
        withRelated(finding) + "\nscreen: " + finding.screen
    }

    /// "file:line:col: message [rule]".
    public static func located(_ finding: Finding) -> String {
        "\(finding.file):\(finding.line):\(finding.column): \(finding.message) [\(finding.ruleID)]"
    }
}
