import LayoutModel

extension FrameSnapshot {
    /// The node a person would say covers `region`: the topmost visible node that paints
    /// (`Node.draws`, looked up in `tree`) over at least half of the region, else the painting
    /// node that overlaps it most; nil when no painting node overlaps it. O(nodes).
    public func node(covering region: Rect, in tree: NodeTree) -> NodeState? {
        let painting = Set(tree.nodes.lazy.filter(\.draws).map(\.id))
        var best: (node: NodeState, overlap: Double)?
        for node in nodes.reversed() where node.isVisible && painting.contains(node.id) {
            guard let overlap = node.visual?.intersection(region)?.area else { continue }
            if overlap >= region.area / 2 { return node }
            if overlap > best?.overlap ?? 0 { best = (node, overlap) }
        }
        return best?.node
    }
}

extension Rect {
    /// "16,120 361×361pt", for messages.
    public var pointsDescription: String {
        "\(Format.points(x)),\(Format.points(y)) \(Format.points(width))×\(Format.points(height))pt"
    }
}
