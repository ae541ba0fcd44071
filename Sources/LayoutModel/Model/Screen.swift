/// One screen of an app as described in a layout file.
public struct Screen: Sendable, Hashable {
    public var name: String
    public var tree: NodeTree
    /// The devices to lay out on, resolved to profiles (default: the standard matrix).
    public var devices: [DeviceProfile]
    public var timeline: [TimelineEvent]
    /// Shown before the first frame.
    public var launchScreen: NodeTree?
    /// The relaunch snapshot, when the screen describes one.
    public var restoration: Restoration?
    /// Per-screen rule settings, same shape as the configuration's `rules`.
    public var budgets: [String: RuleSettings]
    /// Rules disabled for the whole screen.
    public var disabledRules: [String]
    /// Where the screen's object starts.
    public var location: SourceLocation
    /// The text sizes the screen is linted at on every device (`contentSizes`); empty: the
    /// default size only, unnamed in findings.
    public var contentSizes: [ContentSizeCategory] = []
    /// The locales whose strings the screen is linted with (`locales`); empty: the strings as
    /// written (a `text` table's first entry), unnamed in findings.
    public var locales: [String] = []

    public init(
        name: String, tree: NodeTree, devices: [DeviceProfile] = DeviceProfile.defaultMatrix,
        timeline: [TimelineEvent] = [], launchScreen: NodeTree? = nil, restoration: Restoration? = nil,
        budgets: [String: RuleSettings] = [:], disabledRules: [String] = [], location: SourceLocation = .start
    ) {
        self.name = name
        self.tree = tree
        self.devices = devices
        self.timeline = timeline
        self.launchScreen = launchScreen
        self.restoration = restoration
        self.budgets = budgets
        self.disabledRules = disabledRules
        self.location = location
    }
}

/// How severe a finding is.
public enum Severity: String, Sendable, Hashable, CaseIterable, Comparable {
    case info, warning, error

    private var rank: Int {
        switch self {
        case .info: 0
        case .warning: 1
        case .error: 2
        }
    }

    public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
}

/// Settings for one rule: `off`, a severity, or options (budgets), from a screen's `budgets` or the configuration's `rules`.
public struct RuleSettings: Sendable, Hashable {
    /// False when the rule is switched off.
    public var enabled: Bool = true
    /// Overrides the rule's default severity.
    public var severity: Severity?
    /// Numeric options by name, e.g. `maxAreaFraction: 0.25`.
    public var options: [String: Double] = [:]
    public var location: SourceLocation

    public init(enabled: Bool = true, severity: Severity? = nil, options: [String: Double] = [:], location: SourceLocation = .start) {
        self.enabled = enabled
        self.severity = severity
        self.options = options
        self.location = location
    }
}

/// A layout file: one or more screens.
public struct LayoutDocument: Sendable, Hashable {
    public var screens: [Screen]
    public init(screens: [Screen]) {
        self.screens = screens
    }
}
