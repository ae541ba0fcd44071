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

    /// A finding on this device located at the node with index `node` in the screen's own
    /// tree (not a tree the timeline changed: inserted and removed nodes shift those); at the
    /// screen when there is no such node. See the other `finding`.
    public func finding(
        at node: Int, claim: String, figures: String = "", fix: FixProposal? = nil, severity: Severity? = nil,
        atMs: Double? = nil, byDevice: Bool = false
    ) -> Finding {
        guard screen.tree.nodes.indices.contains(node) else {
            return finding(
                at: screen.location, node: nil, claim: claim, figures: figures, fix: fix, severity: severity, atMs: atMs, byDevice: byDevice
            )
        }
        let target = screen.tree.nodes[node]
        return finding(
            at: target.location, node: target.id, claim: claim, figures: figures, fix: fix, severity: severity, atMs: atMs,
            byDevice: byDevice)
    }

    /// A finding on this device at an explicit location (an event, an inserted node, the
    /// screen): `claim` holds on every device the finding occurs on (numbers aside), `figures`
    /// are this device's numbers (listed beside each device's width when `byDevice`), `fix`
    /// what this device needs. The severity is the rule's unless given.
    public func finding(
        at location: SourceLocation, node: String?, claim: String, figures: String = "", fix: FixProposal? = nil,
        severity: Severity? = nil, atMs: Double? = nil, byDevice: Bool = false
    ) -> Finding {
        let occurrence = Occurrence(
            device: device.name, width: device.width, severity: severity ?? self.severity, claim: claim, figures: figures,
            atMs: atMs, proposal: fix)
        return Finding(
            ruleID: ruleID, file: file, location: location, screen: screen.name, node: node, occurrence: occurrence,
            figuresByDevice: byDevice)
    }

    /// The severity for a finding whose default depends on the case, unless the user set one.
    public func severity(default value: Severity) -> Severity {
        settings.severity ?? value
    }
}
