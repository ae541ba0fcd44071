import Foundation
import LayoutLintKit

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
/// Paths are `<file>/<screen>/<device>/<name>` (`PictureFolder`, its parts made distinct among
/// their siblings by `PictureNames.distinct`), or, for the older entry points, slugs of the
/// names as given (`scoped(to:)`, `write(_:screen:device:file:)`).
///
/// Nothing inside the output folder is followed if it is a symbolic link: the output folder is
/// LayoutLint's, so a link found where a folder or a picture goes is removed (the link only;
/// what it points to is never read, written or deleted) and a real folder or file takes its
/// place. The output folder itself may be a link: that is the user's choice of folder.
public struct ArtifactWriter: Sendable {
    /// The output folder.
    public var root: String
    /// The folder of the layout file the pictures are of (`fileFolder(_:)`), when scoped.
    public var fileFolder: String?

    public init(root: String) {
        self.root = root
    }

    /// This writer for the pictures of the layout file at `file`.
    public func scoped(to file: String) -> ArtifactWriter {
        var writer = self
        writer.fileFolder = Self.fileFolder(file)
        return writer
    }

    /// The folder of a layout file's pictures on its own: its path as given, without `.json`,
    /// slugged ("layouts/daily-puzzle.json" → "layouts-daily-puzzle"). Among other files whose
    /// folders would collide, `PictureNames.distinct` over their `PictureNames.fileStem`s decides.
    public static func fileFolder(_ file: String) -> String {
        slug(PictureNames.fileStem(file))
    }

    /// The folder of `screen` on `device` under this writer's file folder, by slugs alone.
    public func folder(screen: String, device: String) -> PictureFolder {
        PictureFolder(file: fileFolder, screen: Self.slug(screen), device: Self.slug(device))
    }

    /// The relative path of a picture of `screen` on `device` under this writer's file folder.
    public func relativePath(screen: String, device: String, file: String) -> String {
        folder(screen: screen, device: device).path + "/" + file
    }

    /// Removes the PNG files a previous run left in the folder of `screen` on `device`, so the
    /// folder holds only what this run writes. Other files are left alone.
    public func clear(screen: String, device: String) {
        clear(folder(screen: screen, device: device))
    }

    /// Removes the PNG files a previous run left in `folder`. A symbolic link on the way (or
    /// named like a picture) is removed itself, never followed.
    public func clear(_ folder: PictureFolder) {
        var path = root
        for component in folder.path.split(separator: "/") {
            path = (path as NSString).appendingPathComponent(String(component))
            switch Self.kind(of: path) {
            case .folder: continue
            case .link: _ = unlink(path)
            case .missing, .other: break
            }
            return
        }
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: path) else { return }
        for name in names where name.hasSuffix(".png") {
            let file = (path as NSString).appendingPathComponent(name)
            if Self.kind(of: file) == .folder { continue }
            _ = unlink(file)
        }
    }

    /// "Daily puzzle" → "daily-puzzle" (`PictureNames.slug`).
    public static func slug(_ name: String) -> String {
        PictureNames.slug(name)
    }

    /// The longest slug kept whole (`PictureNames.maxSlugLength`).
    public static let maxSlugLength = PictureNames.maxSlugLength

    /// The relative path of a picture of `screen` on `device`, e.g. `daily-puzzle/iphone-15/frame-1200.png`.
    public static func relativePath(screen: String, device: String, file: String) -> String {
        "\(slug(screen))/\(slug(device))/\(file)"
    }

    /// Writes `png` to `<root>/[<file folder>/]<screen>/<device>/<file>` and returns the path written.
    @discardableResult
    public func write(_ png: [UInt8], screen: String, device: String, file: String) throws(ArtifactWriteError) -> String {
        try write(png, relativePath: relativePath(screen: screen, device: device, file: file))
    }

    /// Writes `png` to `<root>/<folder>/<file>` and returns the path written.
    @discardableResult
    public func write(_ png: [UInt8], in folder: PictureFolder, file: String) throws(ArtifactWriteError) -> String {
        try write(png, relativePath: folder.path + "/" + file)
    }

    /// Writes `bytes` to `<root>/<relativePath>` atomically, creating folders as needed; returns
    /// `<root>/<relativePath>`. Symbolic links below the root on the way are replaced, not followed.
    @discardableResult
    public func write(_ bytes: [UInt8], relativePath: String) throws(ArtifactWriteError) -> String {
        let components = relativePath.split(separator: "/").map(String.init)
        try Self.makeFolder(root)
        var folder = root
        for component in components.dropLast() {
            folder = (folder as NSString).appendingPathComponent(component)
            try Self.makeRealFolder(folder)
        }
        let target = (folder as NSString).appendingPathComponent(components.last ?? "")
        // Renaming over a link replaces the link; a folder in the way is an error the rename reports.
        do {
            try AtomicFile.write(bytes, to: target)
        } catch {
            throw ArtifactWriteError(path: error.path, reason: error.reason)
        }
        // The path as the user gave the folder (relative stays relative), for messages and index.json.
        return (root as NSString).appendingPathComponent(relativePath)
    }

    /// What is at a path, without following a link there.
    enum Kind { case missing, folder, link, other }

    static func kind(of path: String) -> Kind {
        var status = stat()
        guard lstat(path, &status) == 0 else { return .missing }
        switch status.st_mode & S_IFMT {
        case S_IFDIR: return .folder
        case S_IFLNK: return .link
        default: return .other
        }
    }

    /// Makes `path` a real folder inside the root: a symbolic link there is removed first (the
    /// link, not its target), a regular file is an error.
    private static func makeRealFolder(_ path: String) throws(ArtifactWriteError) {
        switch kind(of: path) {
        case .folder: return
        case .link:
            guard unlink(path) == 0 else {
                throw ArtifactWriteError(
                    path: path, reason: "it is a symbolic link that cannot be removed (\(String(cString: strerror(errno)).lowercased()))")
            }
        case .other: throw ArtifactWriteError(path: path, reason: "it is a file, not a folder")
        case .missing: break
        }
        guard mkdir(path, 0o755) == 0 || kind(of: path) == .folder else {
            throw ArtifactWriteError(path: path, reason: "the folder cannot be created (\(String(cString: strerror(errno)).lowercased()))")
        }
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

/// An `ArtifactWriter` for the pictures of one screen × device: files go into `folder`.
public struct PictureWriter: Sendable {
    public var writer: ArtifactWriter
    public var folder: PictureFolder

    public init(writer: ArtifactWriter, folder: PictureFolder) {
        self.writer = writer
        self.folder = folder
    }

    /// Writes `png` as `<folder>/<file>`; returns the path written.
    @discardableResult
    public func write(_ png: [UInt8], file: String) throws(ArtifactWriteError) -> String {
        try writer.write(png, in: folder, file: file)
    }

    /// Removes the PNG files a previous run left in the folder.
    public func clear() {
        writer.clear(folder)
    }

    /// The folder as a path under the writer's root.
    public var path: String {
        (writer.root as NSString).appendingPathComponent(folder.path)
    }
}
