/// What each key of the layout format means, with its unit: the `description` of every
/// property in `layoutlint schema`, so an editor explains a key where it is typed.
/// Units follow the decoder's number rules: sizes in points, times in milliseconds.
enum SchemaDocs {
    /// The kind of object a key is in, where that changes what the key means.
    enum Context: String {
        case any, content, cell, event, restoration, device, font
    }

    /// The description of `key` in `context`, or nil for none (every key of the schema has one;
    /// a test checks).
    static func description(_ key: String, in context: Context = .any) -> String? {
        if let text = contextual[context]?[key] { return text }
        // An event's own key is described by its kind.
        if context == .event, let kind = EventKind(rawValue: key) { return kind.descriptor.documentation }
        if let text = texts[key] { return text }
        for (prefix, what) in [("margin", "margin"), ("padding", "padding"), ("border", "border width")] where key.hasPrefix(prefix) {
            let side = key.dropFirst(prefix.count)
            return "\(what) on \(side.isEmpty ? "every side" : "the \(side.lowercased()) side(s)"), in points"
                + (prefix == "margin" ? " (or \"N%\", \"auto\")" : "")
        }
        return nil
    }

    static let texts: [String: String] = [
        "$schema": "the JSON Schema for editors (the file `layoutlint schema` writes); ignored by the linter",
        "screen": "the screen's name, used in messages and picture folders",
        "screens": "several screens in one file",
        "root": "the root node: the screen's view tree",
        "devices":
            "devices to lay the screen out on: built-in names (`layoutlint devices`, \"<name> landscape\" too) or inline profiles; default: iPhone SE, 15, 15 Pro Max and iPad Air 11-inch",
        "contentSizes":
            "text sizes (Dynamic Type) to lint the screen at on every device: xSmall, small, medium, large, xLarge, xxLarge, xxxLarge, accessibility1 … accessibility5; default large only",
        "locales":
            "locales whose `text` strings the screen is linted with on every device (\"ar\", \"he\" … lay out right to left); default: the strings as written",
        "timeline":
            "what happens over time, t = 0 being the tap on the app's icon: arrivals, insertions, taps, gestures, work and requests",
        "launchScreen": "the launch screen's view tree, compared with the first frame",
        "restoration": "state restoration: when the snapshot is taken and whether it restores",
        "budgets": "rule settings for this screen: \"off\", a severity, or options by name (`layoutlint rules ID`)",
        "lint": "rules disabled here and in the subtree",
        "disable": "rule ids to disable",
        "id": "a unique name for the node, used in messages (at most 256 characters, as every name)",
        "kind": "view, label, image, ad, list or spinner",
        "style": "flexbox layout with Yoga's semantics and defaults (column, stretch, flexShrink 0); sizes in points",
        "background": "#RGB, #RRGGBB, #RRGGBBAA or clear; default clear (a clear background blends)",
        "opacity": "0 to 1; below 1 the node blends, and with children it renders offscreen",
        "text":
            "a label's text, measured to size it: a string, or strings by locale ({\"en\": \"Save\", \"de\": \"Speichern\"}; the first is shown when no locale is asked for or one is missing)",
        "font":
            "the text's font: a text style (largeTitle, title1, title2, title3, headline, body, callout, subheadline, footnote, caption1, caption2; default body) at Apple's sizes and leading, or {\"size\": pt, \"weight\", \"scales\", \"family\", \"lineHeight\"}; measured with Inter's metrics, or a configured family's font file",
        "numberOfLines": "the most lines the text shows (default 0: as many as it needs); more is truncated",
        "image": "image properties",
        "hasAlpha": "whether the image has an alpha channel (default true: it blends); export opaque images without one",
        "cornerRadius": "corner radius in points",
        "clipsToBounds": "clip the children to the node's bounds (with cornerRadius an offscreen pass)",
        "shadow": "a drop shadow; without a path it renders offscreen",
        "radius": "shadow blur radius in points",
        "path": "true when the shadow has a shadowPath",
        "safeArea": "true: pad the node by the device's safe area insets",
        "content": "what arrives later into this node (the node's style is the slot reserved for it)",
        "list": "a virtualised list: its cells, rows, reuse and scroll script",
        "primary": "marks the screen's primary content, whose arrival is timed",
        "children": "child nodes, laid out by the node's flexbox style",
        "at": "when, in milliseconds from the tap on the app's icon (t = 0)",
        "width": "a width in points, \"N%\", \"auto\", or an adaptive size resolved per device",
        "height": "a height in points, \"N%\", \"auto\", or an adaptive size resolved per device",
        "cells": "cell types by name, each with its height in points and an optional template",
        "template":
            "what one cell draws, laid out at list width × cell height; content inside it arrives content.at milliseconds after the cell appears on screen",
        "rows": "the rows: a count with a repeating pattern of cell types, or one type per row",
        "count": "how many (rows, or ads requested)",
        "pattern": "cell type names repeated over the rows",
        "types": "one cell type name per row",
        "heights": "one height in points per row, overriding the cell types' heights",
        "reuse": "whether the list dequeues cells from a reuse pool (default true)",
        "poolLimit": "the most cells of each type the pool keeps (default unlimited)",
        "prefetch": "rows ahead of the viewport that also need cells",
        "scroll":
            "the scroll script, steps played one after the other from the first frame: a list's (default: to the end and back at 3000 points per second) or a scroll view's (a node with \"overflow\": \"scroll\"; default: it stays at the top)",
        "to": "\"end\", or an offset in points",
        "velocity": "scrolling speed in points per second",
        "into": "the parent the subtree is inserted into",
        "index": "the position among the parent's children (default last)",
        "duration": "how long, in milliseconds",
        "thread": "main or background",
        "essential": "whether the first frame waits for this work",
        "after": "names of work or requests to wait for; \"firstFrame\" waits for the first frame",
        "blocks": "nodes whose content arrives when the request completes",
        "onMain":
            "main-thread work when the response arrives: milliseconds in one run, or {\"pieces\": n, \"each\": ms} for n runs that let frames through between them",
        "pieces":
            "how many equal pieces the main-thread work runs in (default 1; at most \(DecodingContext.maxPieces)): each piece queues the next when it ends, as chained DispatchQueue.main.async blocks do, so frames are drawn between pieces; main-thread work only",
        "each": "milliseconds of main-thread work in each piece",
        "ad": "an ad request",
        "unit": "the ad unit's name",
        "priority": "the ad request's priority",
        "refresh": "whether the ad refreshes",
        "snapshotAt": "when the state snapshot is taken, in milliseconds",
        "restores": "whether the screen restores its state from the snapshot",
        "name": "the device's name, used in messages",
        "scale": "pixels per point (2 or 3 on iPhones)",
        "refreshHz": "frames per second (default 60; 120 on ProMotion displays)",
        "top": "offset from the top edge in points: where an absolute node sits, or how far a relative one moves",
        "bottom": "offset from the bottom edge in points: where an absolute node sits, or how far a relative one moves",
        "left": "offset from the left edge in points: where an absolute node sits, or how far a relative one moves",
        "right": "offset from the right edge in points: where an absolute node sits, or how far a relative one moves",
        "start": "leading position, in points", "end": "trailing position, in points",
        "severity": "error, warning or info",
        "aspectRatio": "width ÷ height: the height follows the node's width (an adaptive size), or in a style the node's ratio",
        "byWidth": "[width, height] pairs in points, by increasing width: the height of the largest width ≤ the node's width",
        "provider":
            "a named size rule, e.g. admob.anchoredAdaptiveBanner (an approximation; write byWidth where you have measured heights)",
        "flexDirection": "column (default), row, column-reverse or row-reverse",
        "justifyContent": "alignment along the main axis",
        "alignItems": "alignment of children across the main axis (default stretch)",
        "alignSelf": "this node's alignment across its parent's main axis",
        "alignContent": "alignment of wrapped lines",
        "flexWrap": "whether children wrap onto several lines",
        "flexGrow": "share of the free space this node takes (default 0)",
        "flexShrink": "how much this node shrinks when space is short (default 0, as in Yoga)",
        "flexBasis": "the initial main size in points, \"N%\" or \"auto\"",
        "flex": "shorthand: positive grows (and shrinks), negative shrinks",
        "minWidth": "minimum width in points or \"N%\"", "maxWidth": "maximum width in points or \"N%\"",
        "minHeight": "minimum height in points, \"N%\" or an adaptive size", "maxHeight": "maximum height in points or \"N%\"",
        "gap": "space between children in points", "rowGap": "space between rows in points", "columnGap": "space between columns in points",
        "position": "relative (default) or absolute",
        "display": "flex (default) or none",
        "direction":
            "inherit (default: the parent's; the root's is the locale's, rtl for a right-to-left language), ltr or rtl: rows run from the start edge (the right one in rtl), and start and end edges and insets are right and left in rtl",
        "overflow":
            "visible (default), hidden (clips its children to its frame) or scroll (a scroll view: clips its children, which lay out along its axis at their full size; give it flexShrink 1 to take only the space left)",
    ]

    /// Descriptions that depend on the kind of object the key is in.
    static let contextual: [Context: [String: String]] = [
        .content: [
            "at":
                "when the content arrives, in milliseconds from the tap on the app's icon (t = 0), or inside a cell template from the moment the cell appears on screen; it shows in the first frame drawn at or after it",
            "atTime":
                "inside a list's cell template only: when the content arrives in milliseconds from the tap on the app's icon, whenever the cell appears (a cell that appears later shows it at once); a template's content takes at or atTime, not both",
            "width": "the content's width: points, \"N%\", \"auto\" or an adaptive size; without it, the slot's own width",
            "height": "the content's height: points, \"N%\", \"auto\" or an adaptive size; without it, the slot's own height",
            "text":
                "a label's text when the content arrives (a string, or strings by locale), measured like the label's own text: text that needs other lines than the label showed moves what is around it",
        ],
        .cell: [
            "height":
                "the cell's height in points (required unless the list gives heights), or \"auto\": self-sizing, as tall as its template at the list's width",
            "estimatedHeight":
                "for a self-sizing cell: the height rows are placed at until measured on screen (a table view's estimatedRowHeight)",
        ],
        .event: [
            "at":
                "when the event happens, in milliseconds from the tap on the app's icon (t = 0); a change shows in the first frame drawn at or after it",
            "width": "for arrive: the content's width (points, \"N%\", \"auto\" or an adaptive size)",
            "height": "for arrive: the content's height (points, \"N%\", \"auto\" or an adaptive size)",
            "each": "milliseconds of main-thread work in each piece",
        ],
        .font: [
            "size": "the font's size in points at the default text size (large)",
            "weight": "regular (default), medium, semibold or bold",
            "scales":
                "true (default): the size follows the user's text size as body does (UIFontMetrics); false: a fixed size (fixed-font-size warns)",
            "family":
                "the font family's name: measured with its font file when .layoutlint.yml's fonts gives one, else with Inter's metrics (unknown-font-family says so)",
            "lineHeight": "points per line (scaled with the size); default the font's natural line height, 1.21 × size",
        ],
        .restoration: [
            "snapshotAt": "when the app-switcher snapshot is taken, in milliseconds from the tap on the app's icon (t = 0)"
        ],
        .device: [
            "width": "the device's width in points",
            "height": "the device's height in points",
            "safeArea": "the safe area insets in points",
            "top": "top safe area inset in points", "bottom": "bottom safe area inset in points",
            "left": "left safe area inset in points", "right": "right safe area inset in points",
        ],
    ]
}
