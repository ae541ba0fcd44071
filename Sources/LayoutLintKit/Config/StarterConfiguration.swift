import LayoutModel

/// The commented `.layoutlint.yml` that `layoutlint init` writes: every key with what it does,
/// and every rule with its default severity and its options at their defaults, so the file
/// lints exactly as no configuration would until someone edits it.
public enum StarterConfiguration {
    /// The file's text, from the rules' metadata.
    public static func text(rules: [RuleDescription] = RuleRegistry.all.map { $0.description }) -> String {
        let devices = DeviceProfile.defaultMatrix.map(\.name).joined(separator: ", ")
        var lines = [
            "# LayoutLint configuration. `layoutlint lint` reads .layoutlint.yml from the working",
            "# directory or the nearest parent; `--config FILE` names another. `layout`, `render`",
            "# and `reuse` read it too for the devices, text settings, fonts, shiftThreshold and",
            "# maxWork (reuse leaves the text settings out). Command-line options override it and a",
            "# screen's \"budgets\" override its rules.",
            "",
            "# Devices every screen is linted on (`layoutlint devices` lists them). Without it each",
            "# screen uses its own \"devices\", or these:",
            "# devices: [\(devices)]",
            "",
            "# Text sizes (Dynamic Type) and locales every screen is linted at on each device; each",
            "# multiplies the runs. Without them each screen uses its own, or the default size and",
            "# its strings as written. `--content-size`, `--locale` and `--pseudo-locale` override.",
            "# contentSizes: [large, xxxLarge, accessibility5]",
            "# locales: [en, de, ar]",
            "",
            "# Which files to lint, as globs relative to this file: `*` within a folder, `**` across",
            "# folders; a folder name covers everything in it. Without include, every *.json found.",
            "# include: [\"layouts/**/*.json\"]",
            "# exclude: [\"layouts/legacy\"]",
            "",
            "# The reporter when --reporter is not given: "
                + ReporterKind.allCases.map(\.rawValue).joined(separator: ", ") + ".",
            "# reporter: text",
            "",
            "# Points a node's start must move to count as shifted.",
            "# shiftThreshold: 3",
            "",
            "# The app's own fonts: a font whose family is listed is measured with its file (.ttf or",
            "# .otf, relative to this file), at its weight or the nearest; other families are",
            "# measured as Inter (unknown-font-family says so).",
            "# fonts:",
            "#   - {family: \"Brand Sans\", file: \"Fonts/BrandSans-Regular.ttf\", weight: regular}",
            "",
            "# Per rule: off, a severity (error, warning, info), or a mapping of options with an",
            "# optional severity, e.g. overdraw: {severity: error, maxFourXFraction: 0.1}.",
            "# `layoutlint rules ID` explains a rule.",
            "rules:",
        ]
        for rule in rules {
            lines.append("  # \(rule.id) (\(rule.defaultSeverity.rawValue)): \(rule.summary)")
            for option in rule.options {
                lines.append(
                    "  #   \(option.name): \(option.summary) (\(Format.number(option.range.lowerBound))…\(Format.number(option.range.upperBound)))"
                )
            }
            if rule.options.isEmpty {
                lines.append("  # \(rule.id): \(rule.defaultSeverity.rawValue)")
            } else {
                let values = rule.options.map { "\($0.name): \(Format.number($0.defaultValue))" }.joined(separator: ", ")
                lines.append("  \(rule.id): {\(values)}")
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
