import LayoutModel

extension Linter {
    /// Reads and decodes one layout file: the one place files are read and decoded. Read
    /// errors and decoding errors come back as input errors located in the file.
    public func load(file: String, from files: any FileStore = DiskFiles()) -> DecodedDocument {
        read(file: file, from: files).decoded
    }

    /// Reads and decodes one layout file, with its bytes (none when it cannot be read): its
    /// size sets its work budget, and fixes are resolved against them.
    public func read(file: String, from files: any FileStore) -> (decoded: DecodedDocument, bytes: [UInt8]) {
        switch files.read(file, limit: options.limits.maxFileBytes) {
        case .success(let bytes): (decode(file: file, bytes: bytes), bytes)
        case .failure(let error): (DecodedDocument(document: nil, errors: [error]), [])
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
}
