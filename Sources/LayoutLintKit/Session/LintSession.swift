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
        if let limits = choices.limits { session.options.limits = limits }
        if let maxWork = choices.maxWork {
            session.options.analysis.maxWork = maxWork
            session.options.analysis.workPerByte = 0
        }
        return session
    }

    /// The device a `--device` or `--add-device` argument names.
    private static func device(_ argument: String, option: String) throws(Refusal) -> DeviceProfile {
        switch DocumentDecoder.device(argument: argument, option: option) {
        case .success(let profile): return profile
        case .failure(let error): throw .usage(error.location == .start ? error.message : error.description)
        }
    }

    /// Analyses every screen of `document` on its devices, in screen then device order, within
    /// the budget of a file of `fileBytes` bytes, calling `body` with the indices of each screen
    /// and device, the analysis or the input error that stopped it, and what is left of the
    /// budget after it; `body` returns the units it spent itself (pictures drawn from the
    /// analysis), or nil to stop. Returns the error that refused the file, if one did.
    ///
    /// This is the one loop over screens × devices: `lint`, `render`, `reuse` and `layout` all
    /// run it. Before anything is analysed, the file's runs are estimated together: over the
    /// budget, one error (at the screen that costs most) stands for all of them. Then each run
    /// gets what the runs before it left; a run refused or stopped for the budget ends the file
    /// (every later one would be too).
    func analyzeAll(
        _ document: LayoutDocument, file: String, fileBytes: Int,
        _ body: (_ screen: Int, _ device: Int, _ result: Result<ScreenAnalysis, InputError>, _ left: WorkBudget) -> Int?
    ) -> InputError? {
        let linter = self.linter
        let budget = linter.workBudget(fileBytes: fileBytes)
        let analysisOptions = linter.preparedAnalysisOptions
        let devices = document.screens.map { linter.devices(for: $0) }
        if let error = linter.checkTotal(document, devices: devices, file: file, budget: budget, options: analysisOptions) {
            return error
        }
        var spentUnits = 0, spentBytes = 0
        for (screenIndex, screen) in document.screens.enumerated() {
            for (deviceIndex, device) in devices[screenIndex].enumerated() {
                let left = budget.remaining(afterUnits: spentUnits, bytes: spentBytes)
                do throws(ScreenAnalysis.Failure) {
                    let analysis = try ScreenAnalysis(
                        file: file, screen: screen, device: device, options: analysisOptions, layouter: options.layouter,
                        rasterizer: options.rasterizer, within: left)
                    spentUnits = WorkEstimate.adding(spentUnits, analysis.work.units)
                    // Runs free their memory as they end, except the frames `layout` prints at the end.
                    if analysisOptions.dumpsFrames { spentBytes = WorkEstimate.adding(spentBytes, analysis.work.bytes) }
                    guard let spent = body(screenIndex, deviceIndex, .success(analysis), budget.remaining(afterUnits: spentUnits)) else {
                        return nil
                    }
                    spentUnits = WorkEstimate.adding(spentUnits, spent)
                } catch {
                    switch error {
                    case .input(let error):
                        guard let spent = body(screenIndex, deviceIndex, .failure(error), left) else { return nil }
                        spentUnits = WorkEstimate.adding(spentUnits, spent)
                    case .overBudget(let error):
                        _ = body(screenIndex, deviceIndex, .failure(error), left)
                        return nil
                    }
                }
            }
        }
        return nil
    }

    /// Reads and decodes one layout file from `files`, with its bytes (none when it cannot be
    /// read): their count sets the file's work budget.
    func load(_ file: String) -> (decoded: DecodedDocument, bytes: [UInt8]) {
        linter.read(file: file, from: files)
    }
}
