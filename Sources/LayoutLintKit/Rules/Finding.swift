import LayoutModel

/// One problem a rule found, located at the node (or event) it concerns.
public struct Finding: Sendable, Hashable, Comparable {
    public var ruleID: String
    public var severity: Severity
    /// Lower-case; names the fix with numbers.
    public var message: String
    public var file: String
    /// 1-based.
    public var line: Int
    /// 1-based, in Unicode scalars.
    public var column: Int
    public var screen: String
    /// The device name, or nil for findings that hold on every device.
    public var device: String?
    /// The id of the node concerned, if any.
    public var node: String?
    /// The frame time the finding concerns, if any.
    public var atMs: Double?
    /// The edit that fixes it, when the rule knows one (`lint --fix` applies it).
    public var fix: Fix? = nil
    /// How this device's finding reads beside the same finding on other devices (its claim,
    /// this device's numbers and its fix); nil merges it only with identical messages.
    public var parts: FindingParts? = nil
    /// The id of the node whose change caused this finding, when it is a consequence of another
    /// finding at that node (a shift that an arrival caused): `FindingMerger` lists it under it.
    public var causeNode: String? = nil
    /// Every device the finding occurs on, after `FindingMerger` (empty before).
    public var devices: [String] = []
    /// Consequences of this finding, after `FindingMerger`: printed as notes under it.
    public var related: [Finding] = []

    public static func < (lhs: Finding, rhs: Finding) -> Bool {
        let left = (lhs.file, lhs.line, lhs.column, lhs.ruleID, lhs.screen)
        let right = (rhs.file, rhs.line, rhs.column, rhs.ruleID, rhs.screen)
        if left != right { return left < right }
        return (lhs.device ?? "", lhs.atMs ?? -1, lhs.message) < (rhs.device ?? "", rhs.atMs ?? -1, rhs.message)
    }
}

extension Finding: CustomStringConvertible {
    /// The finding as the text reporter prints it, with the device.
    public var description: String {
        "\(file):\(line):\(column): \(severity.rawValue): \(message) [\(ruleID)] (\(screen), \(device ?? "every device"))"
    }
}
