import LayoutModel
import Testing

/// A session reports a subtree that only moved, nothing inside it laid out again, as one
/// `SubtreeMove` (`layoutMoves()`), and its results stay those of a whole layout.
@Suite struct LayoutSessionMoveTests {
    /// A column of `rows` rows of three boxes, the boxes `flexGrow: 1` (fractional widths on a
    /// 393-point screen) and 20 points high.
    static func rows(_ rows: Int) -> NodeTree {
        var nodes = [Node(id: "root", location: .start)]
        for row in 0..<rows {
            var node = Node(id: "row\(row)", location: .start)
            node.parent = 0
            node.style.flexDirection = .row
            let index = nodes.count
            nodes[0].children.append(index)
            nodes.append(node)
            for box in 0..<3 {
                var child = Node(id: "row\(row)box\(box)", location: .start)
                child.parent = index
                child.style.height = .length(.points(20))
                child.style.flexGrow = 1
                nodes[index].children.append(nodes.count)
                nodes.append(child)
            }
        }
        return NodeTree(nodes: nodes)
    }

    /// `changed` with every moved node added (the descendants of every moved root, and the
    /// root when it moved with them), in document order.
    static func expanded(_ changed: [Int], _ moved: [SubtreeMove], in tree: NodeTree) -> [Int] {
        var all = Set(changed)
        for move in moved {
            if move.withRoot { all.insert(move.root) }
            var stack = tree.nodes[move.root].children
            while let index = stack.popLast() {
                all.insert(index)
                stack += tree.nodes[index].children
            }
        }
        return tree.preorder().filter { all.contains($0) }
    }

    @Test func rowsBelowAGrowingRowMoveAsOneOffsetEach() throws {
        var tree = Self.rows(5)
        let device = try #require(DeviceProfile.named("iPhone 15"))
        let session = try LayoutSession(tree: tree, on: device)
        _ = try session.layoutMoves()
        tree.nodes[2].style.height = .length(.points(30))
        #expect(session.update(tree.nodes[2], at: 2))
        let (changed, moved) = try session.layoutMoves()
        // The first row and its first box grew; the four rows below moved by 10 points, each
        // with its descendants as one move.
        #expect(changed == [1, 2])
        #expect(moved == [5, 9, 13, 17].map { SubtreeMove(root: $0, dx: 0, dy: 10, withRoot: true) })
        #expect(session.result() == (try ScreenLayout.layout(tree, on: device)))
        #expect(session.absoluteFrame(of: 19).y == 90)
        #expect(abs(session.absoluteFrame(of: 19).x - 131) < 0.001)
    }

    @Test func aMoveOffThePixelGridIsListedNodeByNode() throws {
        var tree = Self.rows(3)
        let device = try #require(DeviceProfile.named("iPhone 15"))
        let session = try LayoutSession(tree: tree, on: device)
        _ = try session.layoutMoves()
        // Half a point is no whole number of points: rounding the rows below again could
        // differ from moving them, so they are rounded again.
        tree.nodes[2].style.height = .length(.points(20.5))
        #expect(session.update(tree.nodes[2], at: 2))
        let (changed, moved) = try session.layoutMoves()
        #expect(moved.isEmpty)
        #expect(changed == [1, 2] + Array(5...12))
        #expect(session.result() == (try ScreenLayout.layout(tree, on: device)))
    }

    /// A small deterministic generator (SplitMix64).
    struct Random {
        var state: UInt64

        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }

        mutating func int(_ range: ClosedRange<Int>) -> Int { range.lowerBound + Int(next() % UInt64(range.count)) }

        mutating func chance(_ percent: Int) -> Bool { int(0...99) < percent }

        /// Whole points mostly, some fractions and percentages.
        mutating func length() -> Length {
            switch int(0...9) {
            case 0: .auto
            case 1: .percent(Double(int(5...60)))
            case 2: .points(Double(int(0...1600)) / 8)
            default: .points(Double(int(0...200)))
            }
        }

        mutating func style(isRoot: Bool) -> Style {
            var style = Style()
            style.flexDirection = [.column, .column, .row, .columnReverse][int(0...3)]
            if chance(20) { style.justifyContent = Justify.allCases[int(0...Justify.allCases.count - 1)] }
            if chance(20) { style.alignItems = [.flexStart, .center, .flexEnd, .stretch][int(0...3)] }
            guard !isRoot else { return style }
            if chance(60) { style.height = .length(length()) }
            if chance(30) { style.width = .length(length()) }
            if chance(20) { style.flexGrow = Double(int(0...2)) }
            if chance(20) { style.padding.all = .points(Double(int(0...12))) }
            if chance(15) { style.margin.top = .points(Double(int(0...30)) / Double(int(1...3))) }
            if chance(8) { style.display = .none }
            if chance(8) {
                style.positionType = .absolute
                style.position.top = length()
                style.position.left = length()
            }
            return style
        }
    }

    /// Random trees changed step by step: the session reporting moves gives the layout a
    /// whole layout gives, and the changes of a session listing every node once the moves are
    /// expanded; the moves happen.
    @Test(arguments: ["iPhone 15", "iPhone SE (3rd generation)"])
    func movesEqualWholeLayouts(deviceName: String) throws {
        let device = try #require(DeviceProfile.named(deviceName))
        var moves = 0
        for seed in UInt64(1)...150 {
            var random = Random(state: seed)
            var nodes: [Node] = []
            let count = random.int(10...80)
            for index in 0..<count {
                var node = Node(id: "n\(index)", location: .start)
                if index > 0 {
                    let parent = random.chance(40) ? index - 1 : random.int(max(0, index - 12)...index - 1)
                    node.parent = parent
                    nodes[parent].children.append(index)
                }
                node.style = random.style(isRoot: index == 0)
                nodes.append(node)
            }
            var tree = NodeTree(nodes: nodes)
            let moving = try LayoutSession(tree: tree, on: device)
            let listing = try LayoutSession(tree: tree, on: device)
            _ = try moving.layoutMoves()
            _ = try listing.layout()
            for step in 0..<12 {
                let index = random.int(1...count - 1)
                var style = tree.nodes[index].style
                switch random.int(0...3) {
                case 0: style.height = .length(random.length())
                case 1: style.width = .length(random.length())
                case 2: style.margin.top = .points(Double(random.int(0...40)))
                default: style.display = random.chance(70) ? .flex : .none
                }
                tree.nodes[index].style = style
                guard moving.update(tree.nodes[index], at: index), listing.update(tree.nodes[index], at: index) else { break }
                let (changed, moved) = try moving.layoutMoves()
                let listed = try listing.layout()
                moves += moved.count
                let whole = try ScreenLayout.layout(tree, on: device)
                #expect(moving.result() == whole, "seed \(seed), step \(step)")
                #expect(listing.result() == whole, "seed \(seed), step \(step)")
                #expect(Self.expanded(changed, moved, in: tree) == listed, "seed \(seed), step \(step)")
                for move in moved {
                    #expect(move.dx.rounded() == move.dx && move.dy.rounded() == move.dy, "seed \(seed), step \(step)")
                }
                for index in tree.nodes.indices where whole.absoluteFrames[index] != moving.absoluteFrame(of: index) {
                    Issue.record("seed \(seed), step \(step): node \(index) at \(moving.absoluteFrame(of: index))")
                }
            }
        }
        #expect(moves > 80)
    }
}
