import LayoutModel

/// One node of a cell template whose content arrives after the cell appears.
public struct TemplateArrival: Sendable, Hashable {
    /// The node's index in the template.
    public var node: Int
    public var id: String
    /// Where the node is written in the template (where a fix writes its reserved size).
    public var location: SourceLocation
    /// Milliseconds after the cell appears on screen; with `fromLaunch`, from launch (`atTime`).
    public var afterMs: Double
    /// True when `afterMs` counts from launch (`content.atTime`): the content arrives then, or
    /// when the cell appears if that is later.
    public var fromLaunch = false
    public var contentWidth: SizeValue?
    public var contentHeight: SizeValue?
    /// A label's text the content brings (nil: the node keeps its text).
    public var text: String?
    /// Whether the node's style reserved a size on each axis before the content arrived.
    public var reservedWidth: Bool
    public var reservedHeight: Bool
}

/// A cell type's template measured at each stage of its content's arrival: stage 0 before any
/// content arrived (content without `at` is there from the start), stage j after the first j
/// arrivals in time order (file order among equal times). Every cell of the type receives its
/// content in that order, so k arrivals give k + 1 layouts per type, whatever the row count.
public struct CellStages: Sendable {
    /// The arrivals in time order.
    public var arrivals: [TemplateArrival]
    /// The template's own height at each stage, laid out at the list's width with its height
    /// free (`arrivals.count + 1` values): a self-sizing cell's real height.
    public var heights: [Double]
    /// The arriving node's frame in the cell before and after arrival j.
    public var before: [Rect]
    public var after: [Rect]

    /// The stages of `template` at `width`, adaptive sizes resolved against a `height`-point
    /// cell on `device`; nil when the template is empty or cannot be laid out, or when nothing
    /// in it arrives and the cell is not self-sizing (`measured` false). O(arrivals × template).
    static func measure(
        _ template: NodeTree?, width: Double, height: Double, device: DeviceProfile, layouter: any Layouter, measured: Bool
    ) -> CellStages? {
        guard var tree = template, !tree.nodes.isEmpty, width > 0 else { return nil }
        var arrivals: [TemplateArrival] = []
        for index in tree.preorder() {
            guard let content = tree.nodes[index].content else { continue }
            let node = tree.nodes[index]
            guard let at = content.at ?? content.atTime else {
                // No time: the content is there when the cell is first laid out.
                Self.arrive(&tree, index, content.width, content.height, content.text)
                continue
            }
            guard content.width != nil || content.height != nil || content.text != nil else { continue }
            arrivals.append(
                TemplateArrival(
                    node: index, id: node.id, location: node.location, afterMs: at, fromLaunch: content.at == nil,
                    contentWidth: content.width, contentHeight: content.height, text: content.text,
                    reservedWidth: node.style.reservesWidth,
                    reservedHeight: node.style.reservesHeight))
        }
        guard measured || !arrivals.isEmpty else { return nil }
        arrivals = arrivals.enumerated().sorted { ($0.element.afterMs, $0.offset) < ($1.element.afterMs, $1.offset) }.map(\.element)
        let size = DeviceProfile(name: device.name, width: width, height: max(height, 1), scale: device.scale)
        var stages = CellStages(arrivals: arrivals, heights: [], before: [], after: [])
        var previous: [Rect] = []
        for stage in 0...arrivals.count {
            if stage > 0 {
                let arrival = arrivals[stage - 1]
                Self.arrive(&tree, arrival.node, arrival.contentWidth, arrival.contentHeight, arrival.text)
            }
            guard let frames = Self.layout(tree, on: size, layouter: layouter) else { return nil }
            stages.heights.append(frames[0].height)
            if stage > 0 {
                let node = arrivals[stage - 1].node
                stages.before.append(previous[node])
                stages.after.append(frames[node])
            }
            previous = frames
        }
        return stages
    }

    /// `template` as a cell shows it at `stage`: its content without a time and its first
    /// `stage` arrivals in place (the tree these stages were measured from).
    public func template(_ template: NodeTree, atStage stage: Int) -> NodeTree {
        var tree = template
        for index in tree.nodes.indices {
            guard let content = tree.nodes[index].content, content.at == nil else { continue }
            Self.arrive(&tree, index, content.width, content.height, content.text)
        }
        for arrival in arrivals.prefix(max(0, stage)) where arrival.node < tree.nodes.count {
            Self.arrive(&tree, arrival.node, arrival.contentWidth, arrival.contentHeight, arrival.text)
        }
        return tree
    }

    /// The template's nodes whose content has not arrived at `stage`.
    public func awaiting(atStage stage: Int) -> Set<Int> {
        Set(arrivals.dropFirst(max(0, stage)).map(\.node))
    }

    private static func arrive(_ tree: inout NodeTree, _ index: Int, _ width: SizeValue?, _ height: SizeValue?, _ text: String?) {
        if let width { tree.nodes[index].style.width = width }
        if let height { tree.nodes[index].style.height = height }
        if let text { tree.nodes[index].text = text }
    }

    /// The template's frames relative to the cell's top-left corner, its root's height free:
    /// the template hangs in a column as wide as the list, which sizes it to its content.
    private static func layout(_ template: NodeTree, on device: DeviceProfile, layouter: any Layouter) -> [Rect]? {
        var nodes = [Node(id: "", location: template.nodes[0].location)]
        nodes[0].children = [1]
        for var node in template.nodes {
            node.parent = (node.parent ?? -1) + 1
            node.children = node.children.map { $0 + 1 }
            nodes.append(node)
        }
        guard let result = try? layouter.layout(NodeTree(nodes: nodes), on: device) else { return nil }
        return Array(result.absoluteFrames.dropFirst())
    }
}
