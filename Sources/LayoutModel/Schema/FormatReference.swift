/// The reference of the layout format as Markdown tables: every kind of object with its keys,
/// which are required, and what each means — generated from the same tables as the decoder
/// (`FormatKeys`, `StyleDecoder.table`) and the schema's descriptions (`SchemaDocs`), so
/// `docs/format.md` (which holds this text, checked by a test) cannot drift from what is accepted.
public enum FormatReference {
    /// One table per kind of object, in the order a file nests them.
    public static let markdown: String = {
        var sections: [(title: String, shape: ObjectShape, context: SchemaDocs.Context, note: String)] = [
            ("Screen", FormatKeys.screen, .any, "The top-level object of a file with one screen."),
            ("Screen list", FormatKeys.screenList, .any, "The top-level object of a file with several screens."),
            (
                "Node", FormatKeys.node, .any,
                "One view of the tree (`root`, `children`, a launch screen, a cell template, an inserted subtree)."
            ),
            ("Font", FormatKeys.font, .font, "A node's `font` when it is not a text style's name."),
            ("Image", FormatKeys.image, .any, "A node's `image`."),
            ("Shadow", FormatKeys.shadow, .any, "A node's `shadow`."),
            ("Content", FormatKeys.content, .content, "A node's `content`: what arrives later into its slot."),
            ("Adaptive size", FormatKeys.adaptiveSize, .any, "Exactly one key; resolved per device from the node's width."),
            ("List", FormatKeys.list, .any, "A node's `list`: a virtualised list."),
            ("Cell", FormatKeys.cell, .cell, "A value of a list's `cells`, by cell type name."),
            ("Rows by pattern", FormatKeys.patternRows, .any, "A list's `rows`, as a repeating pattern."),
            ("Rows by type", FormatKeys.typedRows, .any, "A list's `rows`, one type per row."),
            ("Scroll step", FormatKeys.scrollStep, .any, "One step of a `scroll` script (a list's, or a scroll view's)."),
        ]
        for (kind, shape) in FormatKeys.events {
            sections.append(("Event: \(kind.rawValue)", shape, .event, "A `timeline` entry with `\(kind.rawValue)`."))
        }
        sections += [
            ("Response work in pieces", FormatKeys.onMainPieces, .event, "A request's `onMain` as pieces that yield to the run loop."),
            ("Ad", FormatKeys.ad, .any, "A request's `ad`."),
            ("Restoration", FormatKeys.restoration, .restoration, "A screen's `restoration`."),
            ("Device", FormatKeys.device, .device, "An inline device profile (else a built-in name: `layoutlint devices`)."),
            ("Device safe area", FormatKeys.safeArea, .device, "An inline device's `safeArea`."),
            ("Lint", FormatKeys.lint, .any, "A screen's or node's `lint`."),
        ]
        var out = ""
        for section in sections {
            out += "### \(section.title)\n\n\(section.note)\n\n| key | required | meaning |\n| --- | --- | --- |\n"
            for key in section.shape.keys {
                let meaning = SchemaDocs.description(key, in: section.context) ?? ""
                out += "| `\(key)` | \(section.shape.required.contains(key) ? "yes" : "") | \(cell(meaning)) |\n"
            }
            out += "\n"
        }
        out += "### Style\n\nA node's `style` (and a `set` event's): flexbox with Yoga's semantics and defaults. Sizes in points.\n\n"
        out += "| key | meaning |\n| --- | --- |\n"
        for row in StyleDecoder.table {
            out += "| `\(row.key)` | \(cell(SchemaDocs.description(row.key) ?? "")) |\n"
        }
        return out
    }()

    /// Text safe in a Markdown table cell.
    static func cell(_ text: String) -> String {
        text.replacingOccurrences(of: "|", with: "\\|").replacingOccurrences(of: "\n", with: " ")
    }
}
