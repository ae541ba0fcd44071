import LayoutModel

/// What a rule sees: one screen on one device, its analyses, and the rule's settings.
struct RuleContext: Sendable {
    var file: String
    var screen: Screen
    var device: DeviceProfile
    /// The analyses shared by all rules for this screen × device.
    var analysis: ScreenAnalysis
    /// This rule's settings (defaults overridden by configuration and screen budgets).
    var settings: RuleSettings
    /// The rule's severity after overrides.
    var severity: Severity
    var ruleID: String

    /// The value of a numeric option, or its default.
    func option(_ name: String, default value: Double) -> Double {
        settings.options[name] ?? value
    }

    /// A finding located at the node with tree index `node`.
    func finding(at node: Int, _ message: String, severity: Severity? = nil, atMs: Double? = nil) -> Finding {
        let target = screen.tree.nodes[node]
        return finding(at: target.location, node: target.id, message, severity: severity, atMs: atMs)
    }

    /// A finding at an explicit location (an event, an inserted node, the screen).
    func finding(at location: SourceLocation, node: String?, _ message: String, severity: Severity? = nil, atMs: Double? = nil) -> Finding {
        Finding(
            ruleID: ruleID, severity: severity ?? self.severity, message: message, file: file,
            line: location.line, column: location.column, screen: screen.name, device: device.name,
            node: node, atMs: atMs)
    }

    /// "iPhone 15 (393pt wide)", for messages.
    var deviceDescription: String { "\(device.name) (\(formatPoints(device.width))pt wide)" }
}

/// Formats a number of points for a message: integers without a fraction, others to 0.1.
func formatPoints(_ value: Double) -> String {
    let rounded = (value * 10).rounded() / 10
    if rounded == rounded.rounded() { return String(Int(rounded)) }
    return String(rounded)
}
