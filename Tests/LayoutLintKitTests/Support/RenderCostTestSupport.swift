import LayoutModel

@testable import LayoutLintKit
@testable import LayoutLintPictures

/// Builds a node tree with hand-given absolute frames, for analysing a frame without the engine.
struct FrameBuilder {
    var nodes: [Node] = []
    var frames: [Rect] = []
    var displayed: [Bool] = []

    /// A 100 × 100 pt test screen (area 10,000 pt²).
    static let device = DeviceProfile(name: "test", width: 100, height: 100, scale: 1)

    /// Adds a node with an absolute frame under `parent` (nil for the root); returns its index.
    @discardableResult
    mutating func add(
        _ id: String, parent: Int?, _ frame: Rect, kind: NodeKind = .view, background: String? = nil,
        displayed: Bool = true, configure: (inout Node) -> Void = { _ in }
    ) -> Int {
        var node = Node(id: id, location: SourceLocation(line: nodes.count + 1, column: 1))
        node.kind = kind
        node.background = background.flatMap(Color.init(parsing:))
        node.parent = parent
        configure(&node)
        let index = nodes.count
        nodes.append(node)
        frames.append(frame)
        self.displayed.append(displayed)
        if let parent { nodes[parent].children.append(index) }
        return index
    }

    var tree: NodeTree { NodeTree(nodes: nodes) }

    /// The analysed frame on the 100 × 100 screen.
    func analyse(cells: CellLayerProvider? = nil) -> RenderCostFrame {
        RenderCostFrame(tree: tree, absoluteFrames: frames, isDisplayed: displayed, device: Self.device, cells: cells)
    }
}

func rect(_ x: Double, _ y: Double, _ width: Double, _ height: Double) -> Rect {
    Rect(x: x, y: y, width: width, height: height)
}

extension RenderCostFrame {
    /// Ids of the blended layers in paint order.
    var blendedIDs: [String] { blended.map { layers[$0.layer].id } }

    /// The backdrop found for the blended layer with this id.
    func backdrop(of id: String) -> Color?? {
        blended.first { layers[$0.layer].id == id }.map(\.backdrop)
    }

    /// The visible rectangle of the layer with this id.
    func visibleRect(of id: String) -> Rect? {
        layers.first { $0.id == id }?.rect
    }
}

/// The offscreen pass of the node at `index` with `cause`.
func pass(_ builder: FrameBuilder, _ index: Int, cause: OffscreenCause) -> OffscreenPass {
    OffscreenPass(node: index, id: builder.nodes[index].id, location: builder.nodes[index].location, cause: cause)
}
