import LayoutModel

/// What a rule sees: one screen on one device, its analyses, and the rule's settings.
public struct RuleContext: Sendable {
    public var file: String
    public var screen: Screen
    public var device: DeviceProfile
    /// The analyses shared by all rules for this screen × device.
    public var analysis: ScreenAnalysis
    /// This rule's settings (defaults overridden by configuration and screen budgets).
    public var settings: RuleSettings
    /// The rule's severity after overrides.
    public var severity: Severity
    public var ruleID: String

    /// The value of a numeric option, or its default.
    public func option(_ name: String, default value: Double) -> Double {
        settings.options[name] ?? value
    }

    /// A finding located at the node with index `node` in the screen's own tree (not a tree
    /// the timeline changed: inserted and removed nodes shift those); at the screen when there
    /// is no such node.
    public func finding(at node: Int, _ message: String, severity: Severity? = nil, atMs: Double? = nil) -> Finding {
        guard screen.tree.nodes.indices.contains(node) else {
            return finding(at: screen.location, node: nil, message, severity: severity, atMs: atMs)
        }
        let target = screen.tree.nodes[node]
        return finding(at: target.location, node: target.id, message, severity: severity, atMs: atMs)
    }

    /// A finding at an explicit location (an event, an inserted node, the screen).
    public func finding(at location: SourceLocation, node: String?, _ message: String, severity: Severity? = nil, atMs: Double? = nil) -> Finding {
        Finding(
            ruleID: ruleID, severity: severity ?? self.severity, message: message, file: file,
            line: location.line, column: location.column, screen: screen.name, device: device.name,
            node: node, atMs: atMs)
    }

    /// The parts of a message that differs by device (see `FindingParts`), naming this device.
    public func parts(_ claim: String, _ figures: String, fix: FindingFix?) -> FindingParts {
        FindingParts(claim: claim, figures: figures, device: deviceDescription, deviceWidth: device.width, fix: fix)
    }

    /// "iPhone 15 (393pt wide)", for messages.
    public var deviceDescription: String { "\(device.name) (\(Format.points(device.width))pt wide)" }
}
