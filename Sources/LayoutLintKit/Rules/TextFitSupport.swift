import LayoutModel

/// A label's text against the box it was laid out in, in one frame: what `text-truncated` and
/// `text-clipped` read. The lines are the layout's own measurer's (the analysis' layouter).
struct TextFit {
    /// The label as written (its font, numberOfLines, style and place in the file).
    var node: Node
    /// Its index in the screen's own tree; nil for a label a timeline event inserts.
    var treeIndex: Int?
    /// The lines the text needs at the box's width, and those it shows (numberOfLines caps them).
    var needed: Int
    var shown: Int
    /// The height the shown lines need, padding and border included.
    var neededHeight: Double
    /// The lines the box's height holds (UILabel draws the lines that fit whole, and always
    /// the first).
    var fitting: Int
    /// The height inside the box's padding and border.
    var innerHeight: Double
    /// The font's size in points at the run's text size.
    var fontSize: Double
    var frame: Rect
    var atMs: Double

    /// True when the style gives the label a fixed number of points of height.
    var hasFixedHeight: Bool {
        if case .length(.points) = node.style.height { return true }
        return false
    }

    /// Every displayed label with text in the first and the last frame (each label once: the
    /// first frame it is laid out in with text that does not fit, else its first frame).
    static func labels(in context: RuleContext) -> [TextFit] {
        let definitions = Self.definitions(of: context.screen)
        let frames = context.analysis.timeline.frames
        guard !frames.isEmpty else { return [] }
        let measurer = context.analysis.layouter.textMeasurer
        let arrivals = context.analysis.timeline.contentArrivals
        var result: [TextFit] = []
        var seen: Set<String> = []
        for index in Set([frames.startIndex, frames.endIndex - 1]).sorted() {
            let frame = frames[index]
            for state in frame.nodes where state.visibility.isDisplayed && state.frame.width > 0 && !seen.contains(state.id) {
                guard let (written, treeIndex) = definitions[state.id], written.kind == .label else { continue }
                // The text the label shows in this frame: its content's, once that has arrived.
                var node = written
                if let arrived = node.content?.text, let at = arrivals[node.id], at <= frame.atMs { node.text = arrived }
                guard let text = node.text, !text.isEmpty else { continue }
                let insets = Self.insets(of: node.style)
                // Half a point of slack: rounding to the pixel grid may take that much off the
                // width the text was measured at.
                let width = max(0, state.frame.width - insets.horizontal) + 0.5
                let needed = measurer.lines(text, font: node.font, maxWidth: width).count
                let shown = node.numberOfLines > 0 ? min(needed, node.numberOfLines) : needed
                let font = measurer.resolve(node.font)
                let lineHeight = font.lineHeight
                let height = Double(shown) * lineHeight + insets.vertical
                let room = ((state.frame.height - insets.vertical + 0.5) / lineHeight).rounded(.down)
                let fit = TextFit(
                    node: node, treeIndex: treeIndex, needed: needed, shown: shown, neededHeight: height,
                    fitting: Int(max(1, min(room, Double(Int32.max)))), innerHeight: state.frame.height - insets.vertical,
                    fontSize: font.size, frame: state.frame, atMs: frame.atMs)
                if fit.isTruncated || fit.isClipped || index == frames.endIndex - 1 {
                    seen.insert(state.id)
                    result.append(fit)
                }
            }
        }
        return result
    }

    /// True when the text needs more lines than numberOfLines allows.
    var isTruncated: Bool { node.numberOfLines > 0 && needed > node.numberOfLines }

    /// True when a fixed height holds fewer lines than the text shows (half a point of pixel
    /// rounding allowed): the lines that do not fit are not drawn. The first line is always
    /// drawn, but a box shorter than the font's size cuts its glyphs (a larger text size does
    /// that to a row of fixed height).
    var isClipped: Bool { hasFixedHeight && (fitting < shown || (shown > 0 && innerHeight + 0.5 < fontSize)) }

    /// The nodes of the screen's tree and then of each subtree the timeline inserts, in that
    /// order, that `include` keeps, with their index in the screen's tree (nil for inserted
    /// ones). Ids are unique across them (the decoder refuses an inserted id the screen has),
    /// so nothing is looked up or sorted: O(nodes) calls of `include`.
    static func definitions(of screen: Screen, where include: (Node) -> Bool) -> [(node: Node, treeIndex: Int?)] {
        var result: [(node: Node, treeIndex: Int?)] = []
        for (index, node) in screen.tree.nodes.enumerated() where include(node) { result.append((node, index)) }
        for event in screen.timeline {
            guard case .insert(let tree, _, _) = event.action else { continue }
            for node in tree.nodes where include(node) { result.append((node, nil)) }
        }
        return result
    }

    /// The nodes of the screen's tree and of every subtree the timeline inserts, by id.
    static func definitions(of screen: Screen) -> [String: (Node, Int?)] {
        var result: [String: (Node, Int?)] = [:]
        for (index, node) in screen.tree.nodes.enumerated() where result[node.id] == nil { result[node.id] = (node, index) }
        for event in screen.timeline {
            guard case .insert(let tree, _, _) = event.action else { continue }
            for node in tree.nodes where result[node.id] == nil { result[node.id] = (node, nil) }
        }
        return result
    }

    /// Padding and border in points on each axis (percentages count as none).
    static func insets(of style: Style) -> (horizontal: Double, vertical: Double) {
        func points(_ length: Length) -> Double {
            if case .points(let value) = length { return value }
            return 0
        }
        let padding = style.padding, border = style.border
        let horizontal =
            points(padding.resolvedLeft) + points(padding.resolvedRight) + points(border.resolvedLeft) + points(border.resolvedRight)
        let vertical =
            points(padding.resolvedTop) + points(padding.resolvedBottom) + points(border.resolvedTop) + points(border.resolvedBottom)
        return (horizontal, vertical)
    }
}
