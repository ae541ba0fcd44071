import Foundation
import LayoutModel

/// Finds the layout files named on the command line: files as given, folders searched
/// recursively for `*.json` (hidden entries skipped), in a stable, sorted order.
public enum SourceFiles {
    /// The files to lint and an error for each path that does not exist.
    public static func collect(_ paths: [String]) -> (files: [String], errors: [InputError]) {
        var files: [String] = []
        var errors: [InputError] = []
        let manager = FileManager.default
        for path in paths {
            var isDirectory: ObjCBool = false
            guard manager.fileExists(atPath: path, isDirectory: &isDirectory) else {
                errors.append(InputError(file: path, location: .start, message: "no such file or folder"))
                continue
            }
            guard isDirectory.boolValue else {
                files.append(path)
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
            files.append(contentsOf: found.sorted())
        }
        return (files, errors)
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
            return .failure(InputError(file: file, location: .start, message: "cannot read the file: \(error.localizedDescription.lowercased())"))
        }
    }
}
