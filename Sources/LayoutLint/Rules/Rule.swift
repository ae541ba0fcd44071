import LayoutModel

/// A check over one screen on one device. One rule per file, SwiftLint style.
///
/// A rule reads the shared `ScreenAnalysis` in its context (computed once per screen × device)
/// and returns findings; it never prints and never does I/O.
protocol Rule: Sendable {
    /// The rule's id, name, rationale, defaults and examples.
    static var description: RuleDescription { get }
    init()
    /// The findings on this screen × device.
    func findings(in context: RuleContext) -> [Finding]
}

/// Everything a user (and the example test) needs to know about a rule.
struct RuleDescription: Sendable {
    /// Kebab-case id, e.g. `slot-mismatch`.
    var id: String
    var name: String
    /// One line: what it finds.
    var summary: String
    /// Why it matters to users of the app.
    var rationale: String
    var defaultSeverity: Severity
    /// Options (budgets) with their defaults, settable per screen (`budgets`) or in the config.
    var options: [RuleOption] = []
    /// Layouts that must produce findings exactly at the nodes marked with `↓`.
    var triggeringExamples: [RuleExample] = []
    /// Layouts that must produce no finding of this rule.
    var nonTriggeringExamples: [RuleExample] = []
}

/// A numeric option of a rule.
struct RuleOption: Sendable, Hashable {
    var name: String
    var defaultValue: Double
    var summary: String
}

/// An example layout document. In triggering examples a `↓` placed right before a node's `{`
/// marks where a finding is expected (one finding per marker and device listed).
struct RuleExample: Sendable {
    var layout: String
    /// Expected finding severities per marker, when the example checks them.
    var severity: Severity?

    init(_ layout: String, severity: Severity? = nil) {
        self.layout = layout
        self.severity = severity
    }
}
