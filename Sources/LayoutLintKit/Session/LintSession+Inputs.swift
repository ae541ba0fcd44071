import Foundation
import LayoutModel

/// The files a lint reads besides the layouts: the configuration and the baseline, read from
/// the session's `files`; every error located, as the command line prints it.
extension LintSession {
    /// Which configuration a lint uses.
    public enum ConfigurationSource: Sendable, Hashable {
        /// The defaults.
        case none
        /// `.layoutlint.yml` in the working directory or the nearest parent that has one; the
        /// defaults when none has.
        case nearest
        /// This file (`--config FILE`).
        case file(String)
    }

    /// The largest configuration read.
    static let configurationLimit = 1 << 20
    /// The largest baseline read.
    static let baselineLimit = 256 << 20

    /// The configuration `source` names with its font files read, or every error that makes it
    /// unusable (the file cannot be read, is invalid, or names a font file that cannot be read).
    public func configuration(_ source: ConfigurationSource) throws(Refusal) -> Configuration {
        let path: String?
        switch source {
        case .none: path = nil
        case .nearest: path = nearestConfiguration()
        case .file(let file): path = file
        }
        guard let file = path else { return Configuration() }
        let bytes: [UInt8]
        switch files.read(file, limit: Self.configurationLimit) {
        case .success(let read): bytes = read
        case .failure(let error): throw .input([error])
        }
        let (loaded, errors) = ConfigurationLoader().load(bytes: bytes, file: file)
        guard var configuration = loaded, errors.isEmpty else { throw .input(errors) }
        let fonts = configuration.fontLibrary(from: files, configurationFile: file)
        guard fonts.errors.isEmpty else { throw .input(fonts.errors) }
        configuration.fontLibrary = fonts.library
        return configuration
    }

    /// This session with the runs `source`'s configuration sets applied over its options
    /// (`Configuration.applyRuns(to:)`) and its `include`/`exclude` (the files a folder search
    /// keeps): what `layout`, `render` and `reuse` read, so they lay screens out on the devices,
    /// at the text settings and with the fonts `lint` does, from the same files. Without a
    /// configuration file the options stay as they are; one that is unusable refuses the command.
    func configuredRuns(_ source: ConfigurationSource) throws(Refusal) -> LintSession {
        if source == .nearest, nearestConfiguration() == nil { return self }
        guard source != .none else { return self }
        var session = self
        let configuration = try configuration(source)
        configuration.applyRuns(to: &session.options)
        session.options.files = configuration.fileFilter
        return session
    }

    /// `.layoutlint.yml` in the working directory (named as such) or the nearest parent that
    /// has one (its absolute path); nil when none has.
    func nearestConfiguration() -> String? {
        let here = files.workingDirectory
        var folder = URL(fileURLWithPath: here)
        while true {
            let candidate = folder.appendingPathComponent(Configuration.fileName)
            if files.exists(candidate.path) { return here == folder.path ? Configuration.fileName : candidate.path }
            let parent = folder.deletingLastPathComponent()
            if parent.path == folder.path { return nil }
            folder = parent
        }
    }

    /// The baseline in `file` (`--baseline FILE`), or the error that makes it unusable.
    public func baseline(_ file: String) throws(Refusal) -> Baseline {
        let bytes: [UInt8]
        switch files.read(file, limit: Self.baselineLimit) {
        case .success(let read): bytes = read
        case .failure(let error): throw .input([error])
        }
        switch Baseline.parse(bytes, file: file) {
        case .success(let parsed): return parsed
        case .failure(let error): throw .input([error])
        }
    }
}
