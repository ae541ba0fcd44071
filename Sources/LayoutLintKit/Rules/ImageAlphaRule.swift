import LayoutModel

/// An image whose bitmap has an alpha channel, over one solid opaque colour.
struct ImageAlphaRule: Rule {
    static let description = RuleDescription(
        id: "image-alpha",
        name: "Image with alpha over a solid colour",
        summary: "an image with an alpha channel that covers an opaque backdrop",
        rationale: """
            a PNG with an alpha channel is blended with whatever is behind it every frame. Over a solid \
            colour, exporting the image without alpha (flattened onto that colour) or giving the image \
            view that colour as an opaque background draws the same pixels without blending.
            """,
        defaultSeverity: .warning,
        pictures: [.blendMap],
        triggeringExamples: [
            RuleExample(
                """
                {"screen": "Profile", "devices": ["iPhone 15"], "root": {"id": "root", "background": "#FFFFFF", "children": [
                  ↓{"id": "avatar", "kind": "image", "style": {"width": 64, "height": 64}},
                  {"id": "name", "kind": "label", "text": "Grace Hopper", "background": "#FFFFFF"}
                ]}}
                """)
        ],
        nonTriggeringExamples: [
            RuleExample(
                """
                {"screen": "Profile", "devices": ["iPhone 15"], "root": {"id": "root", "background": "#FFFFFF", "children": [
                  {"id": "avatar", "kind": "image", "image": {"hasAlpha": false}, "style": {"width": 64, "height": 64}},
                  {"id": "badge", "kind": "image", "background": "#FFFFFF", "style": {"width": 24, "height": 24}}
                ]}}
                """),
            RuleExample(
                """
                {"screen": "Gallery", "devices": ["iPhone 15"], "root": {"id": "root", "background": "#FFFFFF", "children": [
                  {"id": "cover", "kind": "image", "image": {"hasAlpha": false}, "style": {"height": 300}, "children": [
                    {"id": "logo", "kind": "image", "style": {"width": 80, "height": 80}}
                  ]}
                ]}}
                """),
        ])

    func findings(in context: RuleContext) -> [Finding] {
        var found: [(key: String, finding: Finding)] = []
        for frame in context.analysis.renderCost.frames {
            for blended in frame.blended {
                let layer = frame.layers[blended.layer]
                guard layer.kind == .image, layer.imageHasAlpha, !layer.isTranslucent, let backdrop = blended.backdrop else { continue }
                found.append((layer.id, Self.finding(layer, over: backdrop, atMs: frame.atMs, context: context)))
            }
        }
        return Finding.firstPerKey(found)
    }

    /// Names the backdrop and the opaque background that looks the same (a translucent
    /// background of its own composited over the backdrop); the edit exports it without alpha.
    static func finding(_ layer: DrawLayer, over backdrop: Color, atMs: Double?, context: RuleContext) -> Finding {
        let background = layer.background.map { composite($0, over: backdrop) } ?? backdrop
        let edit = Fix.Edit(object: layer.location, keyPath: ["image", "hasAlpha"], value: "false")
        return context.finding(
            at: layer.location, node: layer.id, claim: "'\(layer.id)' is an image with an alpha channel over \(backdrop)",
            fix: .edits([edit], words: "export it without alpha (image.hasAlpha false) or give it background \(background)"), atMs: atMs)
    }
}
