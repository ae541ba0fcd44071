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

    /// The text settings `screen` is linted at on each device: the options' content sizes and
    /// locales, else the screen's, each size with each locale; `[.standard]` when neither asks
    /// for any and nothing is pseudo-localised.
    public func settings(for screen: Screen) -> [TextSetting] {
        TextSetting.all(
            contentSizes: options.contentSizes.isEmpty ? screen.contentSizes : options.contentSizes,
            locales: options.locales.isEmpty ? screen.locales : options.locales, pseudo: options.pseudoLocale)
    }

    /// Every run of `screen`: each device (in order) at each text setting (in order).
    public func runs(for screen: Screen) -> [ScreenRun] {
        let settings = self.settings(for: screen)
        return devices(for: screen).flatMap { device in settings.map { ScreenRun(device: device, setting: $0) } }
    }

    /// Analyses one screen on one device with the run's options and layouter (keeping what
    /// pictures need when the run writes them), within the run's `maxWork`.
    public func analyze(_ screen: Screen, on device: DeviceProfile, file: String) throws(InputError) -> ScreenAnalysis {
        try ScreenAnalysis(
            file: file, screen: screen, device: device, options: preparedAnalysisOptions, layouter: options.layouter,
            rasterizer: options.rasterizer)
    }
}

/// One run of a screen: a device and a text setting.
public struct ScreenRun: Sendable, Hashable {
    public var device: DeviceProfile
    public var setting: TextSetting

    public init(device: DeviceProfile, setting: TextSetting = .standard) {
        self.device = device
        self.setting = setting
    }

    /// The run as folders and timings name it: the device's name, then the setting's
    /// (`TextSetting.runSuffix`; nothing for the standard setting).
    public var name: String { device.name + setting.runSuffix }
}
