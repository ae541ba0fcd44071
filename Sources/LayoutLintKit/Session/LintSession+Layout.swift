import LayoutModel

/// `layoutlint layout` once its arguments are parsed: the computed frames of a file's screens
/// on their devices, as `FrameDump` prints them.
extension LintSession {
    /// What `layout` is asked to do.
    public struct LayoutRequest: Sendable {
        /// The layout file.
        public var file: String
        /// The configuration (`--config`, else the nearest `.layoutlint.yml`): its devices, text
        /// settings, fonts, shift threshold and work budget, as `lint` reads them.
        public var configuration = ConfigurationSource.nearest
        /// Devices and limits.
        public var choices = Choices()

        /// Dumps the frames of `file`, on the devices its screens list.
        public init(file: String) {
            self.file = file
        }
    }

    /// The frames, or what stopped them.
    public struct LayoutOutcome: Sendable {
        /// The frames as JSON (`FrameDump`); empty when there are errors.
        public var json = ""
        /// The input errors that stopped the dump.
        public var errors: [InputError] = []
    }

    /// Analyses every screen of `request.file` on its devices and dumps every frame. Refused for
    /// an unusable configuration or a device argument that is no device.
    public func layout(_ request: LayoutRequest) throws(Refusal) -> LayoutOutcome {
        var session = try configuredRuns(request.configuration).applying(request.choices)
        // Every frame is printed: the budget counts it.
        session.options.analysis.dumpsFrames = true
        let (decoded, bytes) = session.load(request.file)
        guard let document = decoded.document else { return LayoutOutcome(errors: decoded.errors) }
        var entries: [FrameDump.Entry] = []
        var errors: [InputError] = []
        let refused = session.analyzeAll(document, file: request.file, fileBytes: bytes.count) { _, _, result, _ in
            switch result {
            case .success(let analysis):
                entries.append(
                    FrameDump.Entry(
                        screen: analysis.screen.name, device: analysis.device, frames: Array(analysis.timeline.frames),
                        setting: analysis.setting))
            case .failure(let error): errors.append(error)
            }
            return 0
        }
        if let refused { errors.append(refused) }
        guard errors.isEmpty else { return LayoutOutcome(errors: errors) }
        return LayoutOutcome(json: FrameDump.render(file: request.file, entries: entries))
    }
}
