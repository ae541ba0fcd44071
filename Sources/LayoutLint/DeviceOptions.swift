import ArgumentParser
import LayoutLintKit

/// `--device` (restrict) and `--add-device` (extend), with `--content-size`, `--locale` and
/// `--pseudo-locale` (the text settings each device is laid out at), shared by the commands
/// that lay screens out. Each takes a built-in name (`layoutlint devices`) or an inline profile as JSON, decoded
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

    @Option(
        name: .customLong("content-size"),
        help: ArgumentHelp(
            "Lay every screen out at this text size (repeatable or a comma list; replaces the screens' and the configuration's contentSizes): xSmall … xxxLarge, accessibility1 … accessibility5.",
            valueName: "size"))
    var contentSizes: [String] = []

    @Option(
        name: .customLong("locale"),
        help: ArgumentHelp(
            "Show every screen's strings in this locale (repeatable or a comma list; replaces the screens' and the configuration's locales); ar, he, fa and ur lay out right to left.",
            valueName: "locale"))
    var locales: [String] = []

    @Flag(
        name: .customLong("pseudo-locale"),
        help:
            "Pseudo-localise every string: lengthened as translations from English may be (IBM's expansion table), accented and bracketed.")
    var pseudoLocale = false

    /// Passes the arguments to the session, which checks them after the configuration (an
    /// argument that is no device is its usage error).
    func apply(to choices: inout LintSession.Choices) {
        choices.onlyDevices = names
        choices.addedDevices = added
        choices.contentSizes = contentSizes
        choices.locales = locales
        choices.pseudoLocale = pseudoLocale
    }
}
