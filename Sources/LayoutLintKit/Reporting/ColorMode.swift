/// When the `text` reporter colours its output (`--color`).
public enum ColorMode: String, CaseIterable, Sendable {
    /// Only on a terminal, and never when `NO_COLOR` is set (https://no-color.org).
    case auto
    case always
    case never

    /// Whether to colour, given whether output goes to a terminal and the environment.
    public func enabled(isTerminal: Bool, environment: [String: String]) -> Bool {
        switch self {
        case .always: true
        case .never: false
        case .auto: isTerminal && (environment["NO_COLOR"] ?? "").isEmpty && environment["TERM"] != "dumb"
        }
    }
}

/// ANSI colours for a severity word in the text reporter.
enum ANSIColor {
    static let reset = "\u{1B}[0m"

    static func severity(_ severity: String) -> String {
        switch severity {
        case "error": "\u{1B}[1;31m" + severity + reset
        case "warning": "\u{1B}[1;33m" + severity + reset
        default: "\u{1B}[1;36m" + severity + reset
        }
    }
}
