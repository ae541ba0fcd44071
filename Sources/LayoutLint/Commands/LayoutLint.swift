import ArgumentParser

/// The `layoutlint` command: lints app screen layouts for shifts, blending and cell reuse.
@main
struct LayoutLint: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "layoutlint",
        abstract: "Catch layout shifts, blended layers and cell-reuse mistakes in app screens before they ship.",
        subcommands: [Devices.self]
    )
}
