import ArgumentParser
import LayoutLintKit

/// `--config`, shared by the commands that read `.layoutlint.yml`: `lint` reads all of it,
/// `layout`, `render` and `reuse` what decides the runs (devices, text settings, fonts, the work
/// budget), so every command lays a screen out the same way.
struct ConfigOptions: ParsableArguments {
    @Option(help: "The configuration file (default: .layoutlint.yml in this folder or a parent).")
    var config: String?

    /// The configuration the session reads: the file named, else the nearest.
    var source: LintSession.ConfigurationSource { config.map { .file($0) } ?? .nearest }
}
