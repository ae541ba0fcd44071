import Foundation

/// The checkout the tests run in: its root, and the folders tests read (`layouts/`, `README.md`,
/// `Tests/Goldens`, `Tests/FuzzRegressions`).
public enum Repository {
    /// The repository's root folder.
    public static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// `relative` under the root.
    public static func url(_ relative: String) -> URL {
        root.appendingPathComponent(relative)
    }
}
