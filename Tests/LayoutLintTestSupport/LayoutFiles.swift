import Foundation

/// The example screens of the repository's `layouts/` folder.
public enum TimelineLint {
    /// The repository's `layouts/` folder.
    public static let layoutsFolder = Repository.url("layouts")

    /// The text of a file in the repository's `layouts/` folder.
    public static func layoutFile(_ name: String) throws -> String {
        try String(contentsOf: layoutsFolder.appendingPathComponent(name), encoding: .utf8)
    }
}
