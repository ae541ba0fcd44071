import Foundation
import LayoutModel

/// What every command does once its arguments are parsed, as one call each: `lint(_:)`,
/// `render(_:)`, `reuse(_:)` and `layout(_:)`. The session reads the configuration, the
/// baseline and the layouts (from `files`), runs the one loop over a file's screens × devices
/// (`analyzeAll`, within the file's work budget), and returns what to print and the exit code;
/// it never prints and never exits.
///
/// It draws nothing itself: pixels are compared through `FrameRasterizer`, the pictures that
/// explain findings are written through an `ArtifactSink` and `render`'s and `reuse`'s pictures
/// through a `PictureRenderer`, all given in `drawing` (`LayoutLintPictures` gives the Cairo
/// ones). Without them a session lints exactly as the command line does, but compares no
/// pixels and draws no pictures.
public struct LintSession: Sendable {
    /// What every run starts from, before the configuration and the request are applied: the
    /// defaults, or what a Swift caller sets (a layouter, a rasterizer, limits).
    public var options: LintOptions
    /// The rules run on every analysis.
    public var rules: [any Rule.Type]
    /// What the session draws with.
    public var drawing: Drawing
    /// Where layouts, the configuration and the baseline are read, and fixed layouts written.
    public var files: any FileStore

    /// A session of `options` and `rules` that draws with `drawing` (by default nothing) and
    /// reads and writes `files` (by default the disk).
    public init(
        options: LintOptions = LintOptions(), rules: [any Rule.Type] = RuleRegistry.all, drawing: Drawing = Drawing(),
        files: any FileStore = DiskFiles()
    ) {
        self.options = options
        self.rules = rules
        self.drawing = drawing
        self.files = files
    }

    /// The drawing a session's commands use; empty, nothing is drawn and no pixels are compared.
    public struct Drawing: Sendable {
        /// Draws the launch screen, the relaunch snapshot and the first frame for `lint` and
        /// `render` to compare (unless `LintOptions.rasterizer` gives one). `reuse` and `layout`
        /// read no pixels, so they compare none.
        public var rasterizer: (any FrameRasterizer)?
        /// The sink that writes `lint`'s pictures into a folder, made for each run's folder.
        public var artifacts: (@Sendable (_ folder: String) -> any ArtifactSink)?
        /// Draws `render`'s pictures and `reuse`'s plots.
        public var pictures: (any PictureRenderer)?

        /// Drawing with these; each nil draws or compares nothing of its kind.
        public init(
            rasterizer: (any FrameRasterizer)? = nil, artifacts: (@Sendable (_ folder: String) -> any ArtifactSink)? = nil,
            pictures: (any PictureRenderer)? = nil
        ) {
            self.rasterizer = rasterizer
            self.artifacts = artifacts
            self.pictures = pictures
        }
    }

    /// What every command is told about devices and limits on the command line, applied over
    /// the configuration.
    public struct Choices: Sendable {
        /// `--device`: only these of each screen's own devices; each a built-in name or an
        /// inline profile's JSON.
        public var onlyDevices: [String] = []
        /// `--add-device`: also these devices; each a built-in name or an inline profile's JSON.
        public var addedDevices: [String] = []
        /// `--max-depth`, `--max-nodes`, `--max-rows`, `--max-events`; nil keeps the session's.
        public var limits: DecodingLimits?
        /// `--max-work`: the work budget of one file, exactly (no allowance per byte); nil
        /// keeps the configuration's or the default.
        public var maxWork: Int?
        /// `--content-size`: the text sizes every screen is linted at, by name (each argument
        /// may be a comma-separated list); empty keeps the configuration's or the screens'.
        public var contentSizes: [String] = []
        /// `--locale`: the locales every screen is linted in (comma lists too); empty keeps the
        /// configuration's or the screens'.
        public var locales: [String] = []
        /// `--pseudo-locale`: every string pseudo-localised.
        public var pseudoLocale = false

        /// No choice: the configuration's devices, limits and budget.
        public init() {}
    }

    /// Why a command ran nothing.
    public enum Refusal: Error, Sendable, Equatable {
        /// An argument is not what it must be (a `--device` that is no device): the message,
        /// for the command line to report as a usage error.
        case usage(String)
        /// The configuration or the baseline cannot be read or is invalid: every error, located.
        case input([InputError])
    }

    /// The linter of this session's options and rules.
    var linter: Linter { Linter(options: options, rules: rules) }

    /// This session with `choices` applied over its options: the devices (a usage error for an
    /// argument that is not a device, `--device` checked before `--add-device`; `--device`
    /// replaces the options' choice, `--add-device` adds to theirs), the limits and the work
    /// budget.
    func applying(_ choices: Choices) throws(Refusal) -> LintSession {
        var session = self
        var only: [String] = [], added: [DeviceProfile] = []
        for argument in choices.onlyDevices { only.append(try Self.device(argument, option: "--device").name) }
        for argument in choices.addedDevices { added.append(try Self.device(argument, option: "--add-device")) }
        if !only.isEmpty { session.options.onlyDevices = only }
        session.options.addedDevices += added
        let sizes = choices.contentSizes.flatMap(Self.commaList)
        if !sizes.isEmpty { session.options.contentSizes = try Self.contentSizes(sizes) }
        let locales = choices.locales.flatMap(Self.commaList)
        if !locales.isEmpty { session.options.locales = try Self.locales(locales) }
        if choices.pseudoLocale { session.options.pseudoLocale = true }
        if let limits = choices.limits { session.options.limits = limits }
        if let maxWork = choices.maxWork {
            session.options.analysis.maxWork = maxWork
            session.options.analysis.workPerByte = 0
        }
        return session
    }

    /// The items of a comma-separated argument, trimmed, empty ones dropped.
    private static func commaList(_ argument: String) -> [String] {
        argument.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }

    /// The categories `--content-size` names, each once; a usage error for a name that is none.
    private static func contentSizes(_ names: [String]) throws(Refusal) -> [ContentSizeCategory] {
        var sizes: [ContentSizeCategory] = []
        for name in names {
            guard let size = ContentSizeCategory(rawValue: name) else {
                let valid = ContentSizeCategory.allCases.map(\.rawValue)
                let hint = Suggestions.closest(to: name, in: valid).map { "; did you mean \"\($0)\"?" } ?? ""
                throw .usage("unknown content size \"\(name)\" for --content-size\(hint) (valid: \(valid.joined(separator: ", ")))")
            }
            if !sizes.contains(size) { sizes.append(size) }
        }
        return sizes
    }

    /// The locales `--locale` names, each once; a usage error for one that reads as no locale.
    private static func locales(_ names: [String]) throws(Refusal) -> [String] {
        var locales: [String] = []
        for name in names {
            guard TextSetting.isLocaleName(name) else {
                throw .usage("\"\(name)\" is not a locale for --locale; use a language code such as en, de or pt-BR")
            }
            if !locales.contains(name) { locales.append(name) }
        }
        return locales
    }

    /// The device a `--device` or `--add-device` argument names.
    private static func device(_ argument: String, option: String) throws(Refusal) -> DeviceProfile {
        switch DocumentDecoder.device(argument: argument, option: option) {
        case .success(let profile): return profile
        case .failure(let error): throw .usage(error.location == .start ? error.message : error.description)
        }
    }

    /// Analyses every screen of `document` on its runs (each device at each text setting, in
    /// screen, device then setting order), within the budget of a file of `fileBytes` bytes,
    /// calling `body` with the indices of each screen and run (into `linter.runs(for:)`), the
    /// analysis or the input error that stopped it, and what is left of the budget after it;
    /// `body` returns the units it spent itself (pictures drawn from the analysis), or nil to
    /// stop. Returns the error that refused the file, if one did.
    ///
    /// This is the one loop over screens × devices × text settings: `lint`, `render`, `reuse`
    /// and `layout` all run it. A run shows the screen's strings in its locale
    /// (`Screen.showing(_:)`) and lays it out with the layouter adapted to its setting (text
    /// measured at its content size, laid out right to left for a right-to-left locale) and measuring the app's fonts. Before anything is analysed, the
    /// file's runs are estimated together: over the budget, one error (at the screen that costs
    /// most) stands for all of them. Then each run gets what the runs before it left; a run
    /// refused or stopped for the budget ends the file (every later one would be too).
    ///
    /// Runs are independent, so up to `options.jobs` of them are analysed at once; `body` still
    /// sees them one by one in order, with the same analyses and budgets as a loop would give
    /// (`analyzed(_:)`).
    func analyzeAll(
        _ document: LayoutDocument, file: String, fileBytes: Int,
        _ body: (_ screen: Int, _ run: Int, _ result: Result<ScreenAnalysis, InputError>, _ left: WorkBudget) -> Int?
    ) -> InputError? {
        let linter = self.linter
        let budget = linter.workBudget(fileBytes: fileBytes)
        let analysisOptions = linter.preparedAnalysisOptions
        let runs = document.screens.map { linter.runs(for: $0) }
        let settings = document.screens.map { linter.settings(for: $0).count }
        if let error = linter.checkTotal(
            document, devices: runs.map { $0.map(\.device) }, settings: settings, file: file, budget: budget, options: analysisOptions)
        {
            return error
        }
        let layouter = options.fonts.isEmpty ? options.layouter : options.layouter.using(options.fonts)
        let rasterizer = options.fonts.isEmpty ? options.rasterizer : options.rasterizer?.using(options.fonts)
        let order = runs.indices.flatMap { screen in runs[screen].indices.map { (screen: screen, run: $0) } }
        let analyze: @Sendable (Int, WorkBudget) -> Result<ScreenAnalysis, ScreenAnalysis.Failure> = { index, left in
            let (screen, run) = (document.screens[order[index].screen], runs[order[index].screen][order[index].run])
            let started = ContinuousClock.now
            do throws(ScreenAnalysis.Failure) {
                var analysis = try ScreenAnalysis(
                    file: file, screen: screen.showing(run.setting), device: run.device, options: analysisOptions,
                    layouter: layouter.adapted(to: run.setting), rasterizer: rasterizer, within: left)
                analysis.setting = run.setting
                analysis.seconds = Self.seconds(ContinuousClock.now - started)
                return .success(analysis)
            } catch {
                return .failure(error)
            }
        }
        var spentUnits = 0, spentBytes = 0
        let published = PublishedBudget(budget)
        ParallelMap.ordered(count: order.count, jobs: options.jobs) { index in
            let left = published.value
            return Analyzed(result: analyze(index, left), budget: left)
        } consume: { index, made in
            let (screenIndex, runIndex) = order[index]
            let left = budget.remaining(afterUnits: spentUnits, bytes: spentBytes)
            switch made.result(within: left) ?? analyze(index, left) {
            case .success(let analysis):
                spentUnits = WorkEstimate.adding(spentUnits, analysis.work.units)
                // Runs free their memory as they end, except the frames `layout` prints at the end.
                if analysisOptions.dumpsFrames { spentBytes = WorkEstimate.adding(spentBytes, analysis.work.bytes) }
                guard let spent = body(screenIndex, runIndex, .success(analysis), budget.remaining(afterUnits: spentUnits)) else {
                    return false
                }
                spentUnits = WorkEstimate.adding(spentUnits, spent)
            case .failure(.input(let error)):
                guard let spent = body(screenIndex, runIndex, .failure(error), left) else { return false }
                spentUnits = WorkEstimate.adding(spentUnits, spent)
            case .failure(.overBudget(let error)):
                _ = body(screenIndex, runIndex, .failure(error), left)
                return false
            }
            published.value = budget.remaining(afterUnits: spentUnits, bytes: spentBytes)
            return true
        }
        return nil
    }

    /// Reads and decodes one layout file from `files`, with its bytes (none when it cannot be
    /// read): their count sets the file's work budget.
    func load(_ file: String) -> (decoded: DecodedDocument, bytes: [UInt8]) {
        linter.read(file: file, from: files)
    }
}

/// A run analysed ahead of its turn, within what the file's budget left when it started.
extension LintSession {
    /// `duration` in seconds.
    static func seconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
    }
}

struct Analyzed: Sendable {
    var result: Result<ScreenAnalysis, ScreenAnalysis.Failure>
    var budget: WorkBudget

    /// The result a loop giving the run `left` would have had, when this one is it: made
    /// within `left` itself, or made in full within a larger budget and fitting in `left`
    /// (a budget only stops an analysis, it changes nothing else). Nil when the run must be
    /// analysed again within `left`: it failed (a smaller budget may have stopped it earlier,
    /// with other words) or would not fit.
    func result(within left: WorkBudget) -> Result<ScreenAnalysis, ScreenAnalysis.Failure>? {
        if budget == left { return result }
        guard case .success(let analysis) = result, analysis.work.fits(left) else { return nil }
        return result
    }
}

/// What the file's budget leaves after the runs consumed so far, read by the runs that start
/// ahead of their turn (never less than what their turn leaves them).
private final class PublishedBudget: @unchecked Sendable {
    private var budget: WorkBudget
    private let lock = NSLock()

    init(_ budget: WorkBudget) { self.budget = budget }

    var value: WorkBudget {
        get { lock.withLock { budget } }
        set { lock.withLock { budget = newValue } }
    }
}
