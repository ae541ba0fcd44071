import Foundation

/// The reporters `--reporter` accepts.
public enum ReporterKind: String, CaseIterable, Sendable {
    case text, json, sarif, junit, github, checkstyle, gitlab, markdown, html

    /// The reporter of this kind. SARIF paths are made relative to the working directory;
    /// JUnit is stamped with the current time;
    /// HTML has no pictures (the `lint` command passes the ones it drew).
    public var reporter: any Reporter {
        switch self {
        case .text: TextReporter()
        case .json: JSONReporter()
        case .sarif: SARIFReporter(workingDirectory: FileManager.default.currentDirectoryPath)
        case .junit: JUnitReporter(timestamp: Self.timestamp(Date()), hostname: ProcessInfo.processInfo.hostName)
        case .github: GitHubReporter()
        case .checkstyle: CheckstyleReporter()
        case .gitlab: GitLabReporter()
        case .markdown: MarkdownReporter()
        case .html: HTMLReporter()
        }
    }

    /// `YYYY-MM-DDTHH:MM:SS` in UTC.
    static func timestamp(_ date: Date) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyy-MM-dd'T'HH:mm:ss"
        return formatter.string(from: date)
    }
}
