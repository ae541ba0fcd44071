import ArgumentParser
import LayoutLintKit

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

    /// Passes the arguments to the session, which checks them after the configuration (an
    /// argument that is no device is its usage error).
    func apply(to choices: inout LintSession.Choices) {
        choices.onlyDevices = names
        choices.addedDevices = added
    }
}
