import LayoutModel

/// Content that draws (an ad, an image, a label, a list, primary content) laid out outside the
/// screen where nothing can scroll it into view.
struct ContentOffScreenRule: Rule {
    static let description = RuleDescription(
        id: "content-off-screen",
        name: "Content off screen",
        summary: "an ad, image, label or primary content laid out outside the screen and not in a scroll view",
        rationale: """
            a column of content above an anchored banner grows past the screen when its children do not \
            shrink (flexShrink is 0 unless given), and everything below it — the banner among them — is \
            laid out where no one can see or reach it: an ad that is never viewable, a button that cannot \
            be tapped. Content taller than its space belongs in a scroll view that takes the space left.
            """,
        defaultSeverity: .warning,
        triggeringExamples: [
            // The feed grows to its content and pushes the anchored banner below the screen.
            RuleExample(
                """
                {"screen": "Feed", "devices": ["iPhone SE (3rd generation)", "iPhone 15"], "root": {"id": "root", "background": "#FFFFFF", "children": [
                  {"id": "navBar", "background": "#FFFFFF", "style": {"height": 44}},
                  ↓{"id": "feed", "style": {"padding": 16, "gap": 12}, "children": [
                    {"id": "story1", "kind": "label", "text": "City opens its first car-free high street", "style": {"height": 200}},
                    {"id": "story2", "kind": "label", "text": "Rain returns for the weekend", "style": {"height": 200}},
                    {"id": "story3", "kind": "label", "text": "Local team wins the cup", "style": {"height": 200}},
                    {"id": "story4", "kind": "label", "text": "Museum reopens after ten years", "style": {"height": 200}},
                    {"id": "story5", "kind": "label", "text": "New bridge opens to cyclists", "style": {"height": 200}},
                    {"id": "story6", "kind": "label", "text": "Harbour festival this weekend", "style": {"height": 200}},
                    {"id": "story7", "kind": "label", "text": "Schools get new playgrounds", "style": {"height": 200}}
                  ]},
                  {"id": "banner", "kind": "ad", "style": {"height": 50}}
                ]}}
                """,
                severity: .error),
            // A row of fixed-width chips wider than the screen: the row should scroll.
            RuleExample(
                """
                {"screen": "Filters", "devices": ["iPhone 15"], "root": {"id": "root", "background": "#FFFFFF", "children": [
                  ↓{"id": "chips", "style": {"flexDirection": "row", "height": 44, "gap": 8}, "children": [
                    {"id": "all", "kind": "label", "text": "All", "style": {"width": 300}},
                    {"id": "news", "kind": "label", "text": "News", "style": {"width": 300}},
                    {"id": "sport", "kind": "label", "text": "Sport", "style": {"width": 300}},
                    {"id": "weather", "kind": "label", "text": "Weather", "style": {"width": 300}}
                  ]}
                ]}}
                """),
        ],
        nonTriggeringExamples: [
            // The same feed as a scroll view that takes the space left: the banner stays on screen.
            RuleExample(
                """
                {"screen": "Feed", "devices": ["iPhone SE (3rd generation)", "iPhone 15"], "root": {"id": "root", "background": "#FFFFFF", "children": [
                  {"id": "navBar", "background": "#FFFFFF", "style": {"height": 44}},
                  {"id": "feed", "style": {"padding": 16, "gap": 12, "flexShrink": 1, "overflow": "scroll"}, "children": [
                    {"id": "story1", "kind": "label", "text": "City opens its first car-free high street", "style": {"height": 200}},
                    {"id": "story2", "kind": "label", "text": "Rain returns for the weekend", "style": {"height": 200}},
                    {"id": "story3", "kind": "label", "text": "Local team wins the cup", "style": {"height": 200}},
                    {"id": "story4", "kind": "label", "text": "Museum reopens after ten years", "style": {"height": 200}},
                    {"id": "story5", "kind": "label", "text": "New bridge opens to cyclists", "style": {"height": 200}},
                    {"id": "story6", "kind": "label", "text": "Harbour festival this weekend", "style": {"height": 200}},
                    {"id": "story7", "kind": "label", "text": "Schools get new playgrounds", "style": {"height": 200}}
                  ]},
                  {"id": "banner", "kind": "ad", "style": {"height": 50}}
                ]}}
                """),
            // Content that a clipping parent hides on purpose (the second page of a pager) and
            // views that draw nothing may lie outside the screen.
            RuleExample(
                """
                {"screen": "Pager", "devices": ["iPhone 15"], "root": {"id": "root", "background": "#FFFFFF", "children": [
                  {"id": "pager", "clipsToBounds": true, "style": {"flexDirection": "row", "height": 300}, "children": [
                    {"id": "page1", "kind": "image", "style": {"width": 1100}},
                    {"id": "page2", "kind": "image", "style": {"width": 1100}}
                  ]},
                  {"id": "spacer", "style": {"height": 3000}}
                ]}}
                """),
        ])

    func findings(in context: RuleContext) -> [Finding] {
        let frames = context.analysis.timeline.frames
        guard !frames.isEmpty else { return [] }
        let nodes = Self.nodesByID(context.screen)
        let screen = Rect(x: 0, y: 0, width: context.device.width, height: context.device.height)
        var found: [(key: String, finding: Finding)] = []
        // The first frame, and the last one (after content arrived and events changed the tree).
        for index in Set([0, frames.count - 1]).sorted() {
            let frame = frames[index]
            for overflow in OffScreenContent.find(in: frame, nodes: nodes, screen: screen) {
                found.append((overflow.key, Self.finding(overflow, atMs: frame.atMs, nodes: nodes, context: context)))
            }
        }
        return Finding.firstPerKey(found)
    }

    /// Every node of the screen and of the trees its events insert, by id.
    static func nodesByID(_ screen: Screen) -> [String: Node] {
        var nodes: [String: Node] = [:]
        for node in screen.tree.nodes { nodes[node.id] = nodes[node.id] ?? node }
        for event in screen.timeline {
            if case .insert(let tree, _, _) = event.action {
                for node in tree.nodes { nodes[node.id] = nodes[node.id] ?? node }
            }
        }
        return nodes
    }

    static func finding(_ overflow: OffScreenContent, atMs: Double, nodes: [String: Node], context: RuleContext) -> Finding {
        let hidden = overflow.hidden.map { "'\($0.id)' (\($0.kind.rawValue))" }
        let shown = hidden.prefix(3).joined(separator: ", ") + (hidden.count > 3 ? " and \(hidden.count - 3) more" : "")
        let severity = context.severity(default: overflow.hidden.contains { $0.kind == .ad || $0.primary } ? .error : .warning)
        let located = { (id: String) -> SourceLocation in nodes[id]?.location ?? context.screen.location }
        guard let container = overflow.container else {
            // Nothing overflowed: the node was placed there (a position, a margin, a size).
            let first = overflow.hidden[0]
            return context.finding(
                at: located(first.id), node: first.id, claim: "'\(first.id)' is laid out outside the screen:",
                figures: "at \(Self.span(first.frame, overflow.axis)) on a \(Format.hundredths(overflow.screenExtent)) pt screen",
                fix: .advice("move '\(first.id)' inside the screen (its position, margins or size), or into a scroll view"),
                severity: severity, atMs: atMs)
        }
        let axisWord = overflow.axis == .vertical ? "column" : "row"
        let figures =
            "its children take \(Format.hundredths(overflow.contentEnd)) pt, it has \(Format.hundredths(overflow.containerEnd)) pt; off screen: \(shown)"
        guard let culprit = overflow.culprit, let node = nodes[culprit.id] else {
            let scroll = Fix.Edit(object: located(container), keyPath: ["style", "overflow"], value: JSONString.quote("scroll"))
            return context.finding(
                at: located(container), node: container,
                claim: "the \(axisWord) '\(container)' is too small for its children, which lie outside the screen:", figures: figures,
                fix: .edits(
                    [scroll],
                    words: "make '\(container)' a scroll view (overflow \"scroll\") so that its children can be scrolled into view"),
                severity: severity, atMs: atMs)
        }
        var edits = [Fix.Edit(object: node.location, keyPath: ["style", "flexShrink"], value: "1")]
        var words = "give '\(culprit.id)' flexShrink 1 so that it takes only the space left"
        if !node.children.isEmpty && node.kind != .list {
            edits.append(Fix.Edit(object: node.location, keyPath: ["style", "overflow"], value: JSONString.quote("scroll")))
            words = "make '\(culprit.id)' a scroll view that takes the space left: flexShrink 1 and overflow \"scroll\""
        }
        return context.finding(
            at: node.location, node: culprit.id,
            claim:
                "'\(culprit.id)' does not shrink (flexShrink 0), so the \(axisWord) '\(container)' overflows and content lies outside the screen:",
            figures: figures, fix: .edits(edits, words: words), severity: severity, atMs: atMs)
    }

    /// "y 617–667" or "x 400–520".
    static func span(_ frame: Rect, _ axis: OffScreenContent.Axis) -> String {
        axis == .vertical
            ? "y \(Format.hundredths(frame.y))–\(Format.hundredths(frame.maxY))"
            : "x \(Format.hundredths(frame.x))–\(Format.hundredths(frame.maxX))"
    }
}
