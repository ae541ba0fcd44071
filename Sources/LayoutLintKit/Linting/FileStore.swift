import Foundation
import LayoutModel

/// Where a run reads its layouts, its configuration and its baseline, and writes the layouts
/// `lint --fix` fixes: the disk (`DiskFiles`, what the command line uses) or files held in
/// memory (`MemoryFiles`: the fuzz target, tests), so every use lints through the same code.
public protocol FileStore: Sendable {
    /// The folder relative paths are read from (an absolute path).
    var workingDirectory: String { get }
    /// The files named in `paths` and the `*.json` files of the folders among them, searched
    /// recursively (hidden entries skipped) in sorted order, each with the folder that found
    /// it; an error for each path that does not exist.
    func search(_ paths: [String]) -> (sources: [SourceFiles.Source], errors: [InputError])
    /// The bytes of `file`, or an input error when it cannot be read or is larger than `limit`.
    func read(_ file: String, limit: Int) -> Result<[UInt8], InputError>
    /// True when `path` is a file or a folder.
    func exists(_ path: String) -> Bool
    /// True when `path` is a folder.
    func isFolder(_ path: String) -> Bool
    /// Replaces `file` whole with `bytes`.
    func write(_ bytes: [UInt8], to file: String) throws(AtomicFileError)
    /// One spelling of the file at `path` (links resolved, `.` and `..` removed, absolute), so
    /// a file reached by two paths is fixed once.
    func canonical(_ path: String) -> String
}

/// The disk: files as the command line finds, reads and writes them (`SourceFiles`, `AtomicFile`).
public struct DiskFiles: FileStore {
    /// The disk, relative paths read from the process's working directory.
    public init() {}

    public var workingDirectory: String { FileManager.default.currentDirectoryPath }

    public func search(_ paths: [String]) -> (sources: [SourceFiles.Source], errors: [InputError]) {
        SourceFiles.search(paths)
    }

    public func read(_ file: String, limit: Int) -> Result<[UInt8], InputError> {
        SourceFiles.read(file, limit: limit)
    }

    public func exists(_ path: String) -> Bool {
        FileManager.default.fileExists(atPath: path)
    }

    public func isFolder(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
    }

    public func write(_ bytes: [UInt8], to file: String) throws(AtomicFileError) {
        try AtomicFile.write(bytes, to: file)
    }

    public func canonical(_ path: String) -> String {
        URL(fileURLWithPath: path).resolvingSymlinksInPath().standardizedFileURL.path
    }
}

/// Files held in memory, by path: a run over them reads and writes nothing on disk. Paths are
/// relative to `workingDirectory` (an absolute path inside it names the same file); a folder is
/// any prefix of a file's path that ends at a `/`. Safe to share between threads.
public final class MemoryFiles: FileStore, @unchecked Sendable {
    /// The folder paths are relative to (an absolute path).
    public let workingDirectory: String
    private let lock = NSLock()
    private var contents: [String: [UInt8]]

    /// Files of `contents` (path → bytes), relative to `workingDirectory` (by default the
    /// process's, against which the configuration's folder and absolute paths are resolved).
    public init(_ contents: [String: [UInt8]] = [:], workingDirectory: String = FileManager.default.currentDirectoryPath) {
        self.workingDirectory = workingDirectory
        self.contents = [:]
        for (path, bytes) in contents { self.contents[key(path)] = bytes }
    }

    /// The bytes of `path` now (after any fix written to it), or nil when there is no such file.
    public subscript(path: String) -> [UInt8]? {
        get { locked { contents[key(path)] } }
        set { locked { contents[key(path)] = newValue } }
    }

    /// Every file's path, sorted.
    public var paths: [String] { locked { contents.keys.sorted() } }

    private func locked<Value>(_ body: () -> Value) -> Value {
        lock.lock()
        defer { lock.unlock() }
        return body()
    }

    /// `path` without `./` parts and, when inside the working directory, relative to it.
    private func key(_ path: String) -> String {
        var parts: [Substring] = []
        let prefix = workingDirectory.hasSuffix("/") ? workingDirectory : workingDirectory + "/"
        let relative = path == workingDirectory ? "" : path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
        for part in relative.split(separator: "/", omittingEmptySubsequences: true) where part != "." {
            if part == "..", let last = parts.last, last != ".." {
                parts.removeLast()
            } else {
                parts.append(part)
            }
        }
        return (relative.hasPrefix("/") ? "/" : "") + parts.joined(separator: "/")
    }

    public func search(_ paths: [String]) -> (sources: [SourceFiles.Source], errors: [InputError]) {
        var sources: [SourceFiles.Source] = []
        var errors: [InputError] = []
        let files = self.paths
        for path in paths {
            let key = key(path)
            if files.contains(key) {
                sources.append(SourceFiles.Source(file: path, folder: nil))
                continue
            }
            let prefix = key.isEmpty ? "" : key + "/"
            let found = files.filter { file in
                guard file.hasPrefix(prefix), file.hasSuffix(".json") else { return false }
                return !file.dropFirst(prefix.count).split(separator: "/").contains { $0.hasPrefix(".") }
            }
            guard !found.isEmpty || isFolder(path) else {
                errors.append(InputError(file: path, location: .start, message: "no such file or folder"))
                continue
            }
            let folder = path.hasSuffix("/") ? String(path.dropLast()) : path
            sources += found.map { SourceFiles.Source(file: folder + "/" + $0.dropFirst(prefix.count), folder: path) }
        }
        return (sources, errors)
    }

    public func read(_ file: String, limit: Int) -> Result<[UInt8], InputError> {
        guard let bytes = self[file] else {
            let reason = isFolder(file) ? "it is a folder, not a file" : "no such file"
            return .failure(InputError(file: file, location: .start, message: "cannot read the file: \(reason)"))
        }
        guard bytes.count <= limit else {
            return .failure(
                InputError(file: file, location: .start, message: "the file is \(bytes.count) bytes; the limit is \(limit) bytes"))
        }
        return .success(bytes)
    }

    public func exists(_ path: String) -> Bool {
        self[path] != nil || isFolder(path)
    }

    public func isFolder(_ path: String) -> Bool {
        let key = key(path)
        let prefix = key.isEmpty ? "" : key + "/"
        return paths.contains { $0.hasPrefix(prefix) }
    }

    public func write(_ bytes: [UInt8], to file: String) throws(AtomicFileError) {
        guard !isFolder(file) else { throw AtomicFileError(path: file, reason: "is a directory") }
        self[file] = bytes
    }

    public func canonical(_ path: String) -> String {
        key(path)
    }
}
