import LayoutModel

extension Linter {
    /// Reads and decodes one layout file: the one place files are read and decoded. Read
    /// errors and decoding errors come back as input errors located in the file.
    public func load(file: String) -> DecodedDocument {
        switch SourceFiles.read(file, limit: options.limits.maxFileBytes) {
        case .success(let bytes): decode(file: file, bytes: bytes)
        case .failure(let error): DecodedDocument(document: nil, errors: [error])
        }
    }

    /// Decodes a file's bytes with the run's limits, checking rule ids and budget options against the rules.
    public func decode(file: String, bytes: [UInt8]) -> DecodedDocument {
        DocumentDecoder(limits: options.limits, rules: RuleRegistry.optionSpecs).decode(bytes, file: file)
    }

    /// The devices a screen is analysed on: the run's devices, else the screen's own, with the
    /// added devices it does not list, restricted to `onlyDevices` when given.
    public func devices(for screen: Screen) -> [DeviceProfile] {
        var devices = options.devices.isEmpty ? screen.devices : options.devices
        for added in options.addedDevices where !devices.contains(where: { $0.name == added.name }) {
            devices.append(added)
        }
        if !options.onlyDevices.isEmpty { devices.removeAll { !options.onlyDevices.contains($0.name) } }
        return devices
    }

    /// Analyses one screen on one device with the run's options and layouter (keeping what
    /// pictures need when the run writes them), within the run's `maxWork`.
    public func analyze(_ screen: Screen, on device: DeviceProfile, file: String) throws(InputError) -> ScreenAnalysis {
        try ScreenAnalysis(
            file: file, screen: screen, device: device, options: preparedAnalysisOptions, layouter: options.layouter,
            rasterizer: options.rasterizer)
    }

    /// Analyses every screen of `document` on its devices, in screen then device order, within
    /// the file's work budget (`analyzeAll`; `fileBytes`: the file's size, read from the file
    /// when nil). A screen × device that cannot be analysed gives an input error and does not
    /// stop the rest, except the budget, which stops the file.
    public func analyses(of document: LayoutDocument, file: String, fileBytes: Int? = nil) -> (
        analyses: [ScreenAnalysis], errors: [InputError]
    ) {
        var analyses: [ScreenAnalysis] = []
        var errors: [InputError] = []
        let refused = analyzeAll(document, file: file, fileBytes: fileBytes) { _, _, result, _ in
            switch result {
            case .success(let analysis): analyses.append(analysis)
            case .failure(let error): errors.append(error)
            }
            return 0
        }
        if let refused { errors.append(refused) }
        return (analyses, errors)
    }
}
