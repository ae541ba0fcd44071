import Foundation
import LayoutModel

/// A `.layoutlint.yml`: what a team checks in so every run lints the same way.
public struct Configuration: Sendable {
    /// Device names every screen is linted on; empty keeps each screen's own.
    public var devices: [String] = []
    /// Text sizes every screen is linted at; empty keeps each screen's own.
    public var contentSizes: [ContentSizeCategory] = []
    /// Locales every screen is linted in; empty keeps each screen's own.
    public var locales: [String] = []
    /// The reporter when `--reporter` is not given.
    public var reporter: ReporterKind?
    /// The minimum move that counts as a shift, in points.
    public var shiftThreshold: Double?
    /// The work budget of one layout file's screens × devices (`AnalysisOptions.maxWork`),
    /// exactly: no allowance per byte of the file is added to a budget that is given.
    public var maxWork: Int?
    /// Globs of the files to lint (none: every file found).
    public var include: [Glob] = []
    /// Globs of files never linted.
    public var exclude: [Glob] = []
    /// The absolute folder `include` and `exclude` are relative to: the configuration's.
    public var folder: String = FileManager.default.currentDirectoryPath
    /// Rule settings by rule id: `off`, a severity, or options (screen budgets override them).
    public var rules: [String: RuleSettings] = [:]
    /// The app's own font files, by the family and weight labels name them with.
    public var fonts: [FontSource] = []
    /// The faces of `fonts`, read by the session (`fontLibrary(from:configurationFile:)`): labels
    /// in their families are measured with them.
    public var fontLibrary = FontLibrary()

    public init() {}

    /// The file names looked for, in the working directory and then each parent.
    public static let fileName = ".layoutlint.yml"

    /// Applies the configuration to `options` (command-line values are applied after it): what
    /// every command reads (`applyRuns(to:)`) and what only `lint` reads (the rules, `include`
    /// and `exclude`).
    public func apply(to options: inout LintOptions) {
        applyRuns(to: &options)
        options.rules = rules
        options.files = fileFilter
    }

    /// The files a folder search keeps: `include` and `exclude`, relative to the configuration's folder.
    public var fileFilter: FileFilter {
        FileFilter(
            include: include.map { FileFilter.Pattern($0, base: folder) }, exclude: exclude.map { FileFilter.Pattern($0, base: folder) })
    }

    /// Applies what decides the runs and what they compute, which `layout`, `render` and `reuse`
    /// read as `lint` does: the devices, the text settings, the fonts, the shift threshold and
    /// the work budget.
    public func applyRuns(to options: inout LintOptions) {
        options.devices = devices.compactMap(DeviceProfile.named)
        options.contentSizes = contentSizes
        options.locales = locales
        if let shiftThreshold { options.analysis.shiftThreshold = shiftThreshold }
        if let maxWork {
            options.analysis.maxWork = maxWork
            options.analysis.workPerByte = 0
        }
        if !fontLibrary.isEmpty { options.fonts = fontLibrary }
    }
}
