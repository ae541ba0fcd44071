import LayoutModel

/// When what the user opened the screen for is on screen: the display time of the
/// first frame in which every `primary: true` node has its content, and what it waited for.
///
/// A primary node has its content at the latest of: when it is present (0, or its `insert`),
/// its first declared arrival (`content.at` or an `arrive` event), and the finish of every
/// request that `blocks` it. A node without `content` and without `arrive` has nothing to wait
/// for but its requests; a node with `content` but no arrival time gets it only from its
/// requests, and never if none blocks it.
public struct PrimaryContent: Sendable, Hashable {
    /// One primary node.
    public struct Node: Sendable, Hashable {
        /// The node's id.
        public var id: String
        /// Where the node is written.
        public var location: SourceLocation
        /// When the node is in the tree.
        public var presentMs: Double
        /// Its first declared content arrival, if any.
        public var declaredMs: Double?
        /// When it has its content; nil if it never does.
        public var readyMs: Double?
    }

    /// The primary nodes in document order (inserted nodes after the tree's, in event order).
    public var nodes: [Node]
    /// When the last primary node has its content; nil if one never does.
    public var readyMs: Double?
    /// The display time of the first frame showing all primary content; nil if it never comes.
    public var displayMs: Double?
    /// The node whose content came last, or the first whose content never comes (index into `nodes`).
    public var lastNode: Int
    /// The longest chain of requests (task indices, first to last) that some primary node's
    /// content waited for, each waiting for the one before it; empty when none blocks it.
    public var requestChain: [Int]
    /// The node `requestChain` blocks (index into `nodes`).
    public var chainNode: Int?

    /// `roundTripsBeforePrimary`: the round trips of the longest chain.
    public var roundTrips: Int { requestChain.count }

    /// Nil when the screen has no primary node. O(nodes + events).
    init?(screen: Screen, content: LaunchContent, gate: FrameGate, chains: RequestChains) {
        var arrivals: [String: Double] = [:]
        var present: [(node: LayoutModel.Node, at: Double)] = screen.tree.nodes.filter(\.primary).map { ($0, 0) }
        for event in screen.timeline {
            switch event.action.change {
            case .content(let id): arrivals[id] = min(arrivals[id] ?? event.at, event.at)
            case .add(let tree): present += tree.nodes.filter(\.primary).map { ($0, event.at) }
            case .inPlace, .remove, nil: break
            }
        }
        guard !present.isEmpty else { return nil }
        let nodes = present.map { node, at in
            var declared = arrivals[node.id]
            if let contentAt = node.content?.at { declared = min(declared ?? .infinity, max(contentAt, at)) }
            // A node without content has nothing to wait for but its requests.
            let ready = content.arrivalMs(of: node.id, declaredAt: declared, presentMs: at) ?? (node.content == nil ? at : nil)
            return Node(id: node.id, location: node.location, presentMs: at, declaredMs: declared, readyMs: ready)
        }
        self.nodes = nodes
        let missing = nodes.firstIndex { $0.readyMs == nil }
        let last = missing ?? nodes.indices.max { (nodes[$0].readyMs ?? 0, -$0) < (nodes[$1].readyMs ?? 0, -$1) } ?? 0
        lastNode = last
        readyMs = missing == nil ? nodes[last].readyMs : nil
        displayMs = readyMs.map { gate.displayMs(ofChangeAt: $0) }
        // The longest request chain over every primary node's blocking requests.
        var best: (node: Int, task: Int)?
        for (index, node) in nodes.enumerated() {
            for task in content.blockers[node.id] ?? [] where best.map({ chains.length[task] > chains.length[$0.task] }) ?? true {
                best = (index, task)
            }
        }
        requestChain = best.map { chains.requests(endingAt: $0.task) } ?? []
        chainNode = best?.node
    }
}
