import LayoutModel

/// A label or view without an opaque background over one solid colour: blended for nothing.
struct ClearBackgroundRule: Rule {
    static let description = RuleDescription(
        id: "clear-background",
        name: "Clear background over a solid colour",
        summary: "a blended label or view over a solid opaque backdrop; names the colour to use",
        rationale: """
            a label with a clear background (or a view with a translucent one) over a solid colour is \
            blended every frame, yet painting the colour behind it as its own opaque background looks \
            identical and lets the GPU skip the blend — the classic fix for table cells that stutter.
            """,
        defaultSeverity: .warning,
        pictures: [.blendMap],
        triggeringExamples: [
            RuleExample(
                """
                {"screen": "Inbox", "devices": ["iPhone 15"], "root": {"id": "root", "background": "#FFFFFF", "children": [
                  {"id": "row", "background": "#FFFFFF", "style": {"height": 60, "padding": 12, "flexDirection": "row", "alignItems": "center", "gap": 8}, "children": [
                    ↓{"id": "sender", "kind": "label", "text": "Ada Lovelace"},
                    ↓{"id": "subject", "kind": "label", "text": "Notes on the engine", "background": "clear"}
                  ]}
                ]}}
                """),
            RuleExample(
                """
                {"screen": "Settings", "devices": ["iPhone 15"], "root": {"id": "root", "background": "#F2F2F7", "children": [
                  ↓{"id": "hint", "background": "#00000033", "style": {"height": 44}}
                ]}}
                """),
            // A label right under an image whose fractional height leaves a one-pixel rounding
            // sliver on some devices: the backdrop is still the white feed on every device.
            RuleExample(
                """
                {"screen": "Feed", "devices": ["iPhone 15", "iPhone SE (3rd generation)"], "root": {"id": "root", "background": "#FFFFFF", "safeArea": true, "children": [
                  {"id": "summary1", "kind": "label", "text": "First post", "background": "#FFFFFF", "style": {"height": 40.67}},
                  {"id": "photo2", "kind": "image", "image": {"hasAlpha": false}, "style": {"height": 200.33}},
                  ↓{"id": "summary2", "kind": "label", "text": "Second post summary"}
                ]}}
                """),
            // Images of adaptive height: 32-bit layout floats leave the one-pixel overlap a
            // hair wider than a pixel on iPhone 13 mini and 15 Pro Max; still a sliver there.
            RuleExample(
                """
                {"screen": "Feed", "devices": ["iPhone 13 mini", "iPhone 15 Pro Max"], "root": {"id": "root", "background": "#FFFFFF", "children": [
                  {"id": "photo1", "kind": "image", "image": {"hasAlpha": false}, "style": {"height": {"aspectRatio": 1.5}}},
                  ↓{"id": "summary1", "kind": "label", "text": "A day at the lake", "style": {"height": 40, "marginHorizontal": 16}},
                  {"id": "photo2", "kind": "image", "image": {"hasAlpha": false}, "style": {"height": {"aspectRatio": 1.7}}},
                  ↓{"id": "summary2", "kind": "label", "text": "Harbour at dusk", "style": {"height": 40, "marginHorizontal": 16}}
                ]}}
                """),
        ],
        nonTriggeringExamples: [
            RuleExample(
                """
                {"screen": "Inbox", "devices": ["iPhone 15"], "root": {"id": "root", "background": "#FFFFFF", "children": [
                  {"id": "row", "background": "#FFFFFF", "style": {"height": 60, "padding": 12}, "children": [
                    {"id": "sender", "kind": "label", "text": "Ada Lovelace", "background": "#FFFFFF"}
                  ]}
                ]}}
                """),
            RuleExample(
                """
                {"screen": "Hero", "devices": ["iPhone 15"], "root": {"id": "root", "background": "#FFFFFF", "children": [
                  {"id": "hero", "kind": "image", "image": {"hasAlpha": false}, "style": {"height": 200}, "children": [
                    {"id": "headline", "kind": "label", "text": "Spring sale"}
                  ]},
                  {"id": "dimmed", "kind": "label", "text": "ends soon", "background": "#FFFFFF", "opacity": 0.6}
                ]}}
                """),
        ])

    func findings(in context: RuleContext) -> [Finding] {
        var found: [(key: String, finding: Finding)] = []
        for frame in context.analysis.renderCost.frames {
            for blended in frame.blended {
                let layer = frame.layers[blended.layer]
                guard [NodeKind.label, .view, .list].contains(layer.kind), !layer.isTranslucent, let backdrop = blended.backdrop else {
                    continue
                }
                found.append((layer.id, Self.finding(layer, over: backdrop, atMs: frame.atMs, context: context)))
            }
        }
        return Finding.firstPerKey(found)
    }

    /// "'title' blends over #FFFFFF: its background is clear on …; give 'title' background
    /// #FFFFFF (the colour behind it)", or for a translucent background the colour it shows as
    /// over the backdrop.
    static func finding(_ layer: DrawLayer, over backdrop: Color, atMs: Double?, context: RuleContext) -> Finding {
        let claim: String, colour: Color, words: String
        if let fill = layer.background, fill.alpha > 0 {
            colour = composite(fill, over: backdrop)
            claim = "'\(layer.id)' blends over \(backdrop): its background \(fill) is translucent"
            words = "give '\(layer.id)' background \(colour) (its \(fill) over \(backdrop), as it looks now)"
        } else {
            colour = backdrop
            claim = "'\(layer.id)' blends over \(backdrop): its background is clear"
            words = "give '\(layer.id)' background \(colour) (the colour behind it)"
        }
        let edit = Fix.Edit(object: layer.location, keyPath: ["background"], value: JSONString.quote("\(colour)"))
        return context.finding(at: layer.location, node: layer.id, claim: claim, fix: .edits([edit], words: words), atMs: atMs)
    }
}
