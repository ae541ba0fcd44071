import ArgumentParser
import LayoutLintKit
import LayoutModel

/// `--device` (restrict) and `--add-device` (extend), shared by the commands that lay screens
/// out. Each takes a built-in name (`layoutlint devices`) or an inline profile as JSON, decoded
/// by the same code as a layout file's `devices`.
struct DeviceOptions: ParsableArguments {
    @Option(
        name: .customLong("device"),
        help: ArgumentHelp(
            "Only this one of each screen's own devices (repeatable): a built-in name or an inline profile's JSON; screens that do not list it are skipped.",
            valueName: "device"))
    var names: [String] = []

    @Option(
        name: .customLong("add-device"),
        help: ArgumentHelp(
            #"Also lay every screen out on this device (repeatable): a built-in name or an inline profile, e.g. '{"name": "Pixel 7", "width": 412, "height": 915, "scale": 2.625}'."#,
            valueName: "device"))
    var added: [String] = []

    /// Sets `options.onlyDevices` and `options.addedDevices`, or throws a usage error naming
    /// the argument that is not a device.
    func apply(to options: inout LintOptions) throws {
        options.onlyDevices = try names.map { try Self.profile($0, option: "--device").name }
        options.addedDevices = try added.map { try Self.profile($0, option: "--add-device") }
    }

    private static func profile(_ argument: String, option: String) throws -> DeviceProfile {
        switch DocumentDecoder.device(argument: argument, option: option) {
        case .success(let profile): return profile
        case .failure(let error): throw ValidationError(error.location == .start ? error.message : error.description)
        }
    }
}
