/// The reporters `--reporter` accepts.
public enum ReporterKind: String, CaseIterable, Sendable {
    case text, json

    /// The reporter of this kind.
    public var reporter: any Reporter {
        switch self {
        case .text: TextReporter()
        case .json: JSONReporter()
        }
    }
}
