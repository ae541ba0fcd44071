/// The tool's name, version and home: what `--version` prints and SARIF's `tool.driver` says.
public enum ToolInfo {
    public static let name = "layoutlint"
    /// The release version (semantic versioning).
    public static let version = "0.5.0"
    /// Where the rules are documented.
    public static let informationURI = "https://github.com/layoutlint/layoutlint"

    /// The documentation anchor of a rule in the README's rule reference.
    public static func helpURI(rule id: String) -> String { "\(informationURI)#\(id)" }
}
