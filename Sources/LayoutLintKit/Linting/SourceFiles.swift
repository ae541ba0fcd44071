import Foundation
import LayoutModel

/// Finds the layout files named on the command line: files as given, folders searched
/// recursively for `*.json` (hidden entries skipped), in a stable, sorted order.
public enum SourceFiles {
    /// A file to lint and the folder it was found in (nil when named itself).
    public struct Source: Sendable, Hashable {
        public var file: String
        /// The folder named on the command line whose search found the file; such files are
        /// skipped when they are not layout documents (`Contents.json`, `package.json`).
        public var folder: String?
    }

    /// The files to lint, each with the folder that found it, and an error for each path that
    /// does not exist.
    public static func search(_ paths: [String]) -> (sources: [Source], errors: [InputError]) {
        var sources: [Source] = []
        var errors: [InputError] = []
        let manager = FileManager.default
        for path in paths {
            var isDirectory: ObjCBool = false
            guard manager.fileExists(atPath: path, isDirectory: &isDirectory) else {
                errors.append(InputError(file: path, location: .start, message: "no such file or folder"))
                continue
            }
            guard isDirectory.boolValue else {
                sources.append(Source(file: path, folder: nil))
                continue
            }
            var found: [String] = []
            if let enumerator = manager.enumerator(atPath: path) {
                while let relative = enumerator.nextObject() as? String {
                    let name = (relative as NSString).lastPathComponent
                    if name.hasPrefix(".") {
                        enumerator.skipDescendants()
                        continue
                    }
                    if relative.hasSuffix(".json") { found.append((path as NSString).appendingPathComponent(relative)) }
                }
            }
            sources += found.sorted().map { Source(file: $0, folder: path) }
        }
        return (sources, errors)
    }

    /// The bytes of `file`, or an input error when it cannot be read or is larger than `limit`.
    public static func read(_ file: String, limit: Int) -> Result<[UInt8], InputError> {
        let url = URL(fileURLWithPath: file)
        if let size = (try? FileManager.default.attributesOfItem(atPath: file))?[.size] as? Int, size > limit {
            return .failure(InputError(file: file, location: .start, message: "the file is \(size) bytes; the limit is \(limit) bytes"))
        }
        do {
            return .success(Array(try Data(contentsOf: url)))
        } catch {
            // Foundation's own words name an error domain and number, not the reason.
            let manager = FileManager.default
            var isDirectory: ObjCBool = false
            let reason =
                !manager.fileExists(atPath: file, isDirectory: &isDirectory)
                ? "no such file"
                : isDirectory.boolValue
                    ? "it is a folder, not a file"
                    : !manager.isReadableFile(atPath: file)
                        ? "permission denied"
                        : error.localizedDescription.lowercased()
            return .failure(InputError(file: file, location: .start, message: "cannot read the file: \(reason)"))
        }
    }
}
