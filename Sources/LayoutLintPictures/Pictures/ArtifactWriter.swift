import LayoutLintKit
import Foundation

/// A picture could not be written; names the path and the fix.
public struct ArtifactWriteError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The folder or file that could not be created or written.
    public var path: String
    public var reason: String

    public var description: String {
        "cannot write pictures to \(path): \(reason); pass --pictures a folder you can write to"
    }
}

/// Writes PNG files under an output folder, atomically (through `AtomicFile`): each file is
/// written to a temporary file in the same folder and renamed into place, so a reader never
/// sees half a picture and a failure leaves no partial file behind.
///
/// Paths are `<screen>/<device>/<name>`, with screen and device names sanitised by `slug(_:)`.
public struct ArtifactWriter: Sendable {
    /// The output folder.
    public var root: String

    public init(root: String) {
        self.root = root
    }

    /// "Daily puzzle" → "daily-puzzle", "iPhone SE (3rd generation)" → "iphone-se-3rd-generation":
    /// lower-case ASCII letters and digits, runs of anything else become one hyphen, no
    /// leading or trailing hyphen; "unnamed" when nothing is left. A slug longer than
    /// `maxSlugLength` keeps its first characters and ends with a hash of the whole slug, so
    /// long names still fit in a file name and stay distinct.
    public static func slug(_ name: String) -> String {
        let full = fullSlug(name)
        guard full.utf8.count > maxSlugLength else { return full }
        // FNV-1a over the whole slug: deterministic across runs and platforms.
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in full.utf8 {
            hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
        }
        let digits = String(hash, radix: 16)
        let suffix = String(repeating: "0", count: 16 - digits.count) + digits
        var prefix = String(full.prefix(maxSlugLength - suffix.count - 1))
        while prefix.hasSuffix("-") { prefix.removeLast() }
        return "\(prefix)-\(suffix)"
    }

    /// The longest slug kept whole (ASCII, so characters = bytes); file systems allow 255 bytes
    /// per name, and picture names and temporary names add to the slug.
    public static let maxSlugLength = 80

    private static func fullSlug(_ name: String) -> String {
        var result = ""
        var pendingHyphen = false
        for scalar in name.lowercased().unicodeScalars {
            if ("a"..."z").contains(scalar) || ("0"..."9").contains(scalar) {
                if pendingHyphen, !result.isEmpty { result.append("-") }
                pendingHyphen = false
                result.unicodeScalars.append(scalar)
            } else {
                pendingHyphen = true
            }
        }
        return result.isEmpty ? "unnamed" : result
    }

    /// The relative path of a picture of `screen` on `device`, e.g. `daily-puzzle/iphone-15/frame-1200.png`.
    public static func relativePath(screen: String, device: String, file: String) -> String {
        "\(slug(screen))/\(slug(device))/\(file)"
    }

    /// Writes `png` to `<root>/<screen>/<device>/<file>` and returns the path written.
    @discardableResult
    public func write(_ png: [UInt8], screen: String, device: String, file: String) throws(ArtifactWriteError) -> String {
        try write(png, relativePath: Self.relativePath(screen: screen, device: device, file: file))
    }

    /// Writes `bytes` to `<root>/<relativePath>` atomically, creating folders as needed.
    @discardableResult
    public func write(_ bytes: [UInt8], relativePath: String) throws(ArtifactWriteError) -> String {
        let target = URL(fileURLWithPath: root).appendingPathComponent(relativePath)
        let folder = target.deletingLastPathComponent()
        try Self.makeFolder(folder.path)
        do {
            try AtomicFile.write(bytes, to: target.path)
        } catch {
            throw ArtifactWriteError(path: error.path, reason: error.reason)
        }
        return target.path
    }

    /// Creates `path` and its parents; an existing regular file in the way is an error.
    private static func makeFolder(_ path: String) throws(ArtifactWriteError) {
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) {
            guard isFolder.boolValue else { throw ArtifactWriteError(path: path, reason: "it is a file, not a folder") }
            return
        }
        do {
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        } catch {
            // Name the deepest part of the path that exists and is in the way, when there is one.
            var blocker = URL(fileURLWithPath: path)
            while blocker.path != "/", !FileManager.default.fileExists(atPath: blocker.path) {
                blocker.deleteLastPathComponent()
            }
            var blockerIsFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: blocker.path, isDirectory: &blockerIsFolder), !blockerIsFolder.boolValue {
                throw ArtifactWriteError(path: blocker.path, reason: "it is a file, not a folder")
            }
            throw ArtifactWriteError(path: path, reason: "the folder cannot be created in \(blocker.path)")
        }
    }
}
