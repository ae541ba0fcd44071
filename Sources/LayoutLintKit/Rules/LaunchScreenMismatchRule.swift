import LayoutModel

/// The launch screen does not look like the first frame, or shows text or a spinner.
struct LaunchScreenMismatchRule: Rule {
    static let maxDifferentFraction = RuleOption(
        name: "maxDifferentFraction", defaultValue: 0.10,
        summary: "the largest fraction of pixels in which the launch screen may differ from the first frame",
        kind: .fraction)
    /// How many differing regions a message describes, and how many nodes it names.
    static let namedRegions = 3
    static let namedNodes = 4

    static let description = RuleDescription(
        id: "launch-screen-mismatch",
        name: "Launch screen mismatch",
        summary: "the launch screen differs from the first frame in over 10% of pixels, or shows text or a spinner",
        rationale: """
            iOS shows the launch screen until the app's first frame is drawn; Apple asks that it be nearly \
            identical to the first screen, so launching feels instant. A branded splash in front of a \
            different screen flashes on every launch. The launch screen is a still image: text in it is \
            never localised and a spinner in it never turns. Pixels count as different when a channel \
            differs by more than 16 of 255 and the difference fills a 3×3 block of device pixels \
            (antialiased edges and hairlines do not count).
            """,
        defaultSeverity: .warning,
        options: [maxDifferentFraction],
        pictures: [.launchDiff],
        triggeringExamples: [
            RuleExample(
                """
                {"screen": "Feed", "devices": ["iPhone 15"],
                 "launchScreen": ↓{"id": "splash", "background": "#FF3B30", "style": {"justifyContent": "center", "alignItems": "center"}, "children": [
                   ↓{"id": "brand", "kind": "label", "text": "Daily News", "style": {"width": 200, "height": 44}},
                   ↓{"id": "loading", "kind": "spinner", "style": {"width": 40, "height": 40}}
                 ]},
                 "root": {"id": "root", "background": "#F2F2F7", "safeArea": true, "children": [
                   {"id": "bar", "background": "#FFFFFF", "style": {"height": 44}}
                 ]}}
                """)
        ],
        nonTriggeringExamples: [
            RuleExample(
                """
                {"screen": "Feed", "devices": ["iPhone 15"],
                 "launchScreen": {"id": "chrome", "background": "#F2F2F7", "safeArea": true, "children": [
                   {"id": "bar", "background": "#FFFFFF", "style": {"height": 44}}
                 ]},
                 "root": {"id": "root", "background": "#F2F2F7", "safeArea": true, "children": [
                   {"id": "bar", "background": "#FFFFFF", "style": {"height": 44}},
                   {"id": "note", "kind": "label", "text": "Today", "background": "#F2F2F7", "style": {"height": 30}}
                 ]}}
                """),
            RuleExample(
                """
                {"screen": "Settings", "devices": ["iPhone 15"],
                 "root": {"id": "root", "background": "#FFFFFF", "children": [
                   {"id": "title", "kind": "label", "text": "Settings", "style": {"height": 44}},
                   {"id": "loading", "kind": "spinner", "style": {"height": 40}}
                 ]}}
                """),
        ])

    func findings(in context: RuleContext) -> [Finding] {
        guard let launch = context.analysis.launchScreen, let tree = context.screen.launchScreen else { return [] }
        var findings: [Finding] = []
        let budget = context.option(Self.maxDifferentFraction.name, default: Self.maxDifferentFraction.defaultValue)
        if let diff = launch.comparison.diff, diff.fraction > budget {
            let root = tree.root
            findings.append(
                context.finding(
                    at: root.location, node: root.id,
                    claim: "the launch screen differs from the first frame by more than the \(Format.percent(budget)) budget:",
                    figures: mismatchFigures(launch, diff: diff, budget: budget),
                    fix: .advice("make the launch screen the first screen's empty chrome"), atMs: launch.firstFrameMs))
        }
        for index in tree.preorder() {
            let node = tree.nodes[index]
            guard launch.launchFrame[node.id]?.isVisible == true else { continue }
            switch node.kind {
            case .label where !(node.text ?? "").isEmpty:
                findings.append(
                    context.finding(
                        at: node.location, node: node.id,
                        claim: "the launch screen shows text in '\(node.id)' (\"\(node.text ?? "")\"): a launch screen is never localised",
                        fix: .advice("leave the text out and show the first screen's empty chrome")))
            case .spinner:
                findings.append(
                    context.finding(
                        at: node.location, node: node.id,
                        claim: "the launch screen shows the spinner '\(node.id)': a launch screen is a still image, so it never animates",
                        fix: .advice("leave it out")))
            default:
                break
            }
        }
        return findings
    }

    /// "in 46% of pixels (first frame at 400ms): 'title' (…) is only in the first frame; …".
    private func mismatchFigures(_ launch: LaunchScreenAnalysis, diff: PixelDiff, budget: Double) -> String {
        let launchTree = launch.comparison.shown.frame.tree
        let firstTree = launch.comparison.firstFrame.frame.tree
        var parts = differences(launch, regions: diff.regions.prefix(Self.namedRegions).map(\.rect))
        if parts.count > Self.namedNodes {
            parts = parts.prefix(Self.namedNodes) + ["and \(parts.count - Self.namedNodes) more"]
        }
        let launchBackground = launchTree.root.background ?? .clear, firstBackground = firstTree.root.background ?? .clear
        if launchBackground != firstBackground {
            parts.append("the background is \(launchBackground) instead of \(firstBackground)")
        }
        let figures = "in \(Format.percent(diff.fraction, over: budget)) of pixels (first frame at \(Format.points(launch.firstFrameMs))ms)"
        return parts.isEmpty ? figures : figures + ": " + parts.joined(separator: "; ")
    }

    /// The painting nodes in the differing regions that one picture has and the other lacks or
    /// places elsewhere: the first frame's in document order, then the launch screen's. A node
    /// inside a named missing node is not named again.
    private func differences(_ launch: LaunchScreenAnalysis, regions: [Rect]) -> [String] {
        let first = launch.firstFrame, shown = launch.launchFrame
        let passes = [
            (first, shown, launch.comparison.firstFrame.frame.tree, "is missing"),
            (shown, first, launch.comparison.shown.frame.tree, "is only on the launch screen"),
        ]
        var parts: [String] = []
        for (pass, (frame, other, tree, absent)) in passes.enumerated() {
            let painting = Set(tree.nodes.lazy.filter(\.draws).map(\.id))
            var named = Set<Int>()
            for (position, node) in frame.nodes.enumerated() where node.parent != nil && node.isVisible {
                guard regions.contains(where: { node.visibility.visible?.intersection($0) != nil }) else { continue }
                guard let counterpart = other[node.id], counterpart.isVisible else {
                    if let parent = node.parent, named.contains(parent) {
                        named.insert(position)
                    } else if painting.contains(node.id) {
                        // Named without its frame: the node is the news, and its frame differs by device.
                        parts.append("'\(node.id)' \(absent)")
                        named.insert(position)
                    }
                    continue
                }
                if pass == 0, painting.contains(node.id), counterpart.frame != node.frame {
                    parts.append("'\(node.id)' is at \(counterpart.frame.pointsDescription) instead of \(node.frame.pointsDescription)")
                }
            }
        }
        return parts
    }
}
