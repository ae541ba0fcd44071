import Foundation
import Testing

/// Byte-for-byte comparison with files in Tests/Goldens/.
public enum GoldenFile {
    public static let directory = Repository.url("Tests/Goldens")

    /// Expects `actual` to equal the golden `name`; on a mismatch writes `<name>.actual` next to it.
    public static func check(_ actual: String, against name: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let golden = directory.appendingPathComponent(name)
        let actualURL = directory.appendingPathComponent(name + ".actual")
        let expected = try? Data(contentsOf: golden)
        if expected == Data(actual.utf8) {
            try? FileManager.default.removeItem(at: actualURL)
            return
        }
        try? Data(actual.utf8).write(to: actualURL)
        Issue.record("\(name) differs from its golden; see \(actualURL.path)", sourceLocation: sourceLocation)
    }
}
