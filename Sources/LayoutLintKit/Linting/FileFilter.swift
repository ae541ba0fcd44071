import Foundation

/// Which of the collected files are linted: `include` and `exclude` globs from the
/// configuration (relative to its folder) and the command line (relative to the working
/// directory). Applies to files named directly too, so a pre-commit hook passing every
/// changed `*.json` lints only the layouts.
public struct FileFilter: Sendable, Hashable {
    /// A glob and the folder its paths are relative to.
    public struct Pattern: Sendable, Hashable {
        public var glob: Glob
        /// An absolute folder.
        public var base: String

        /// `glob`, matched against paths relative to the absolute folder `base`.
        public init(_ glob: Glob, base: String) {
            self.glob = glob
            self.base = base
        }
    }

    /// When not empty, a file must match one of these.
    public var include: [Pattern] = []
    /// A file matching one of these is skipped.
    public var exclude: [Pattern] = []

    /// A filter; with no patterns it admits every file.
    public init(include: [Pattern] = [], exclude: [Pattern] = []) {
        self.include = include
        self.exclude = exclude
    }

    /// True when `path` (as collected, relative to `workingDirectory` or absolute) is linted.
    public func admits(_ path: String, workingDirectory: String = FileManager.default.currentDirectoryPath) -> Bool {
        if include.isEmpty && exclude.isEmpty { return true }
        let absolute = path.hasPrefix("/") ? path : workingDirectory + "/" + path
        let standardized = URL(fileURLWithPath: absolute).standardizedFileURL.path
        func matches(_ pattern: Pattern) -> Bool {
            let base = URL(fileURLWithPath: pattern.base).standardizedFileURL.path
            let prefix = base.hasSuffix("/") ? base : base + "/"
            guard standardized.hasPrefix(prefix) else { return false }
            return pattern.glob.matches(String(standardized.dropFirst(prefix.count)))
        }
        if !include.isEmpty && !include.contains(where: matches) { return false }
        return !exclude.contains(where: matches)
    }
}
