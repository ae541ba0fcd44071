import Foundation

/// A file could not be written; names the path and the reason the system gave.
public struct AtomicFileError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The file (or its folder) that could not be written.
    public var path: String
    /// Why, in lower case: "no such file or directory", "is a directory", ….
    public var reason: String

    public var description: String { "cannot write \(path): \(reason)" }
}

/// The one way LayoutLint writes an output file (reports, JSON, pictures): the bytes go to a
/// temporary file in the target's own folder, which is then renamed over the target. A rename
/// within a folder is atomic, so a reader (or a run that is interrupted) sees either the old
/// file whole or the new file whole, never a half-written file that looks complete; a failure
/// removes the temporary file and leaves any existing target untouched.
public enum AtomicFile {
    /// Writes `bytes` to `path`, replacing it whole. The folder must exist.
    public static func write(_ bytes: [UInt8], to path: String) throws(AtomicFileError) {
        let target = URL(fileURLWithPath: path)
        let temporary = target.deletingLastPathComponent()
            .appendingPathComponent(".\(target.lastPathComponent).\(UUID().uuidString).tmp").path
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw failure(path) }
        var written = 0
        while written < bytes.count {
            let count = bytes.withUnsafeBytes { buffer in
                Foundation.write(descriptor, buffer.baseAddress.map { $0 + written }, buffer.count - written)
            }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else {
                let error = failure(path)
                close(descriptor)
                unlink(temporary)
                throw error
            }
            written += count
        }
        guard close(descriptor) == 0 else {
            let error = failure(path)
            unlink(temporary)
            throw error
        }
        guard rename(temporary, path) == 0 else {
            let error = failure(path)
            unlink(temporary)
            throw error
        }
    }

    /// Writes `text` as UTF-8 to `path`, replacing it whole.
    public static func write(_ text: String, to path: String) throws(AtomicFileError) {
        try write(Array(text.utf8), to: path)
    }

    /// The error of the last system call, read before anything else can change `errno`.
    private static func failure(_ path: String) -> AtomicFileError {
        AtomicFileError(path: path, reason: String(cString: strerror(errno)).lowercased())
    }
}
