import LayoutModel

/// `layoutlint reuse` once its arguments are parsed: every list of a file's screens simulated on
/// each device while its scroll script plays, and with `pictureFolder` the plots drawn by the
/// session's `PictureRenderer`.
extension LintSession {
    /// What `reuse` is asked to do.
    public struct ReuseRequest: Sendable {
        /// The layout file.
        public var file: String
        /// The configuration (`--config`, else the nearest `.layoutlint.yml`): its devices, fonts
        /// and work budget, as `lint` reads them; its text settings are not read, as each list is
        /// simulated once per device.
        public var configuration = ConfigurationSource.nearest
        /// Devices and limits.
        public var choices = Choices()
        /// Where the plots go (`--pictures`); nil draws none.
        public var pictureFolder: String?

        /// Simulates the lists of `file`, drawing their plots into `pictureFolder` when given.
        public init(file: String, pictureFolder: String? = nil) {
            self.file = file
            self.pictureFolder = pictureFolder
        }
    }

    /// What `reuse` found.
    public struct ReuseOutcome: Sendable {
        /// Every screen whose lists were simulated on all its devices.
        public var screens: [ReuseTable.ScreenReuse] = []
        /// The file's input errors: decoding, or the analyses' (sorted).
        public var errors: [InputError] = []
        /// The plots written, when asked for and the file is valid.
        public var plots: [String] = []
        /// Why the plots could not be drawn or written.
        public var plotFailure: ArtifactFailure?

        /// The table's rows.
        public var rows: [ReuseTable.Row] { ReuseTable.rows(screens) }
    }

    /// Simulates the lists of every screen of `request.file` on the devices it is linted on;
    /// with a picture folder and no input error, writes `reuse-<list>.png` per list and device
    /// under `<file>/<screen>/<device>/`. Refused for an unusable configuration or a device
    /// argument that is no device.
    public func reuse(_ request: ReuseRequest) throws(Refusal) -> ReuseOutcome {
        var session = try configuredRuns(request.configuration).applying(request.choices)
        // The plots need only the reuse series, not every frame kept laid out.
        if request.pictureFolder != nil { drawing.pictures?.prepareForReusePlots(&session.options.analysis) }
        var outcome = ReuseOutcome()
        // Each screen is simulated once per device: the text settings of the configuration and
        // the screens are not multiplied in (the command line refuses its own).
        session.options.contentSizes = []
        session.options.locales = []
        session.options.pseudoLocale = false
        let (decoded, bytes) = session.load(request.file)
        guard var document = decoded.document else {
            outcome.errors = decoded.errors
            return outcome
        }
        for index in document.screens.indices {
            document.screens[index].contentSizes = []
            document.screens[index].locales = []
        }
        let linter = session.linter
        var errors: [InputError] = []
        // Per screen, each device's lists (nil where the analysis failed), within the file's budget.
        var perScreen = document.screens.map { screen in [[ListReuse]?](repeating: nil, count: linter.devices(for: screen).count) }
        let refused = session.analyzeAll(document, file: request.file, fileBytes: bytes.count) { screen, device, result, _ in
            switch result {
            case .success(let analysis): perScreen[screen][device] = analysis.lists
            case .failure(let error): errors.append(error)
            }
            return 0
        }
        if let refused { errors.append(refused) }
        for (index, screen) in document.screens.enumerated() {
            let lists = perScreen[index].compactMap { $0 }
            if lists.count == perScreen[index].count {
                outcome.screens.append(ReuseTable.ScreenReuse(screen: screen, devices: linter.devices(for: screen), lists: lists))
            }
        }
        outcome.errors = decoded.errors + errors.sorted()
        guard let root = request.pictureFolder, outcome.errors.isEmpty else { return outcome }
        do throws(ArtifactFailure) {
            outcome.plots = try plots(outcome.screens, file: request.file, root: root)
        } catch {
            outcome.plotFailure = error
        }
        return outcome
    }

    /// Draws the plots of the simulated screens, each screen × device into its folder.
    private func plots(_ screens: [ReuseTable.ScreenReuse], file: String, root: String) throws(ArtifactFailure) -> [String] {
        guard let renderer = drawing.pictures else {
            throw ArtifactFailure(message: "this session has no picture renderer to draw the plots with")
        }
        var paths: [String] = []
        let folders = PictureFolder.folders(
            file: PictureNames.slug(PictureNames.fileStem(file)), screens: screens.map { ($0.screen.name, $0.devices.map(\.name)) })
        for (screenIndex, screen) in screens.enumerated() {
            for (deviceIndex, (device, lists)) in zip(screen.devices, screen.lists).enumerated() {
                paths += try renderer.reusePlots(
                    lists, screen: screen.screen, device: device, scale: 2, root: root, folder: folders[screenIndex][deviceIndex])
            }
        }
        return paths
    }
}
