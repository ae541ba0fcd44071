/// The type and allowed range of one rule option, as rules declare them (LayoutLintKit's
/// `RuleOption`) and as screen `budgets` and the configuration file are checked against.
///
/// Lives in LayoutModel so the decoder can check `budgets` without knowing the rules.
public struct OptionSpec: Sendable, Hashable {
    /// What values an option takes.
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        /// Any number within the range.
        case number
        /// A whole number within the range.
        case integer
        /// A fraction of the screen (or a ratio) from 0 to 1.
        case fraction
    }

    public var name: String
    public var kind: Kind
    /// The smallest allowed value (inclusive).
    public var lower: Double
    /// The largest allowed value (inclusive).
    public var upper: Double

    /// An option `name` of `kind` taking values from `lower` to `upper`.
    public init(name: String, kind: Kind, lower: Double, upper: Double) {
        self.name = name
        self.kind = kind
        self.lower = lower
        self.upper = upper
    }

    /// "a fraction from 0 to 1", "a whole number from 0 to 1000": for messages and `rules`.
    public var valueDescription: String {
        let noun =
            switch kind {
            case .number: "a number"
            case .integer: "a whole number"
            case .fraction: "a fraction"
            }
        return "\(noun) from \(Format.number(lower)) to \(Format.number(upper))"
    }

    /// Why `value` is not allowed for this option of `rule`, or nil when it is.
    public func problem(with value: Double, rule: String) -> String? {
        let fits = value.isFinite && value >= lower && value <= upper && (kind != .integer || value.rounded() == value)
        if fits { return nil }
        return "option \"\(name)\" of rule \(rule) must be \(valueDescription), found \(Format.number(value))"
    }

    /// The message for an option name that `specs` do not declare, with a "did you mean".
    public static func unknownOption(_ name: String, rule: String, specs: [OptionSpec]) -> String {
        let names = specs.map(\.name)
        if names.isEmpty { return "unknown option \"\(name)\" for rule \(rule); it has no options" }
        let hint = Suggestions.hint(for: name, in: names)
        return "unknown option \"\(name)\" for rule \(rule)\(hint)" + (hint.isEmpty ? " (options: \(names.joined(separator: ", ")))" : "")
    }
}
