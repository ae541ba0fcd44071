import LayoutModel

/// The linter's file entry points, for Swift callers: each lints through a `LintSession` of the
/// linter's options and rules on the disk, drawing nothing but what `options.artifacts` and
/// `options.rasterizer` draw.
extension Linter {
    /// Lints files and folders (folders recursively, `*.json`) as `lint` does, without the
    /// configuration, a baseline or fixes (`LintSession.lintFiles`).
    public func lint(paths: [String]) -> LintReport {
        LintSession(options: options, rules: rules).lintFiles(paths)
    }

    /// Lints one file's bytes; the findings' fixes are resolved to edits of these bytes.
    public func lint(file: String, bytes: [UInt8]) -> LintReport {
        LintSession(options: options, rules: rules).lintFile(file, decoded: decode(file: file, bytes: bytes), bytes: bytes)
    }

    /// Lints one decoded file: every screen × device analysed once, every rule run on it, the
    /// pictures that explain the findings written when the run has an artifact sink, and the
    /// findings merged across devices (`FindingMerger`): what every reporter prints. The file's
    /// work budget is the run's `maxWork` (the file's size is not known here).
    public func lint(file: String, decoded: DecodedDocument) -> LintReport {
        LintSession(options: options, rules: rules).lintDocument(file, decoded: decoded, fileFolder: nil, fileBytes: 0)
    }
}
