import LayoutModel

/// Views that force an offscreen rendering pass every frame.
struct OffscreenRenderRule: Rule {
    static let description = RuleDescription(
        id: "offscreen-render",
        name: "Offscreen rendering",
        summary: "rounded clipping, shadows without a path, and group opacity: an offscreen pass each frame",
        rationale: """
            masking to rounded corners, finding a shadow's shape from rendered pixels, and flattening a \
            translucent group all render into an offscreen buffer and switch GPU context every frame — \
            a common cause of janky scrolling in card feeds. Each has a cheap equivalent: pre-rounded \
            content, a shadow path, opacity on the leaves.
            """,
        defaultSeverity: .warning,
        pictures: [.offscreenMap],
        triggeringExamples: [
            RuleExample(
                """
                {"screen": "Cards", "devices": ["iPhone 15"], "root": {"id": "root", "background": "#F2F2F7", "style": {"padding": 16}, "children": [
                  ↓{"id": "card", "background": "#FFFFFF", "cornerRadius": 12, "clipsToBounds": true, "style": {"height": 120}, "children": [
                    {"id": "cover", "kind": "image", "image": {"hasAlpha": false}, "style": {"height": 80}}
                  ]},
                  ↓{"id": "tile", "background": "#FFFFFF", "shadow": {"radius": 8}, "style": {"height": 80}},
                  ↓{"id": "promo", "opacity": 0.8, "style": {"height": 44}, "children": [
                    {"id": "promoText", "kind": "label", "text": "free delivery", "background": "#FFFFFF"}
                  ]}
                ]}}
                """)
        ],
        nonTriggeringExamples: [
            RuleExample(
                """
                {"screen": "Cards", "devices": ["iPhone 15"], "root": {"id": "root", "background": "#F2F2F7", "style": {"padding": 16}, "children": [
                  {"id": "card", "background": "#FFFFFF", "cornerRadius": 12, "style": {"height": 120}},
                  {"id": "tile", "background": "#FFFFFF", "shadow": {"radius": 8, "path": true}, "style": {"height": 80}},
                  {"id": "promo", "style": {"height": 44}, "children": [
                    {"id": "promoText", "kind": "label", "text": "free delivery", "background": "#FFFFFF", "opacity": 0.8}
                  ]}
                ]}}
                """)
        ])

    func findings(in context: RuleContext) -> [Finding] {
        var found: [(key: String, finding: Finding)] = []
        for frame in context.analysis.renderCost.frames {
            for pass in frame.offscreen {
                found.append(("\(pass.id) \(Self.causeKey(pass.cause))", Self.finding(pass, atMs: frame.atMs, context: context)))
            }
        }
        return Finding.firstPerKey(found)
    }

    /// The finding for one cause, naming the fix (an edit for a shadow without a path).
    static func finding(_ pass: OffscreenPass, atMs: Double?, context: RuleContext) -> Finding {
        let id = pass.id
        let claim: String, fix: FixProposal
        switch pass.cause {
        case .roundedClip(let radius):
            claim = "'\(id)' has cornerRadius \(Format.hundredths(radius)) with clipsToBounds: an offscreen pass each frame"
            fix = .advice("round the content's own corners or drop clipsToBounds")
        case .shadowWithoutPath:
            claim = "'\(id)' has a shadow without path: an offscreen pass each frame"
            fix = .edits(
                [Fix.Edit(object: pass.location, keyPath: ["shadow", "path"], value: "true")],
                words: "give the shadow a path (shadow.path true, a shadowPath)")
        case .groupOpacity(let opacity, let count):
            claim =
                "'\(id)' has group opacity \(Format.hundredths(opacity)) over \(count) drawing \(count == 1 ? "subview" : "subviews"): an offscreen pass each frame"
            fix = .advice("set opacity on the leaves or flatten")
        }
        return context.finding(at: pass.location, node: id, claim: claim, fix: fix, atMs: atMs)
    }

    /// One finding per node and cause across frames.
    private static func causeKey(_ cause: OffscreenCause) -> String {
        switch cause {
        case .roundedClip: "roundedClip"
        case .shadowWithoutPath: "shadow"
        case .groupOpacity: "groupOpacity"
        }
    }
}
