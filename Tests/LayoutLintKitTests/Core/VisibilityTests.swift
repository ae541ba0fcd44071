import LayoutModel
import Testing

@testable import LayoutLintKit

/// `FrameVisibility` against a reference that decides each node from its chain of ancestors
/// directly, on random trees with every kind of display, opacity (out of range and NaN too),
/// clipping and frame; and the incremental update against deciding the whole tree again.
@Suite struct VisibilityTests {
    /// The same trees on every run (SplitMix64).
    typealias Random = SplitMix64

    static let screen = Rect(x: 0, y: 0, width: 400, height: 800)

    /// A random tree of 1–80 nodes (deep and wide) with random frames.
    static func tree(_ random: inout Random) -> (tree: NodeTree, frames: [Rect]) {
        var nodes: [Node] = []
        var frames: [Rect] = []
        for index in 0..<random.int(1...80) {
            var node = Node(id: "n\(index)", location: .start)
            if index > 0 {
                let parent = random.chance(50) ? index - 1 : random.int(max(0, index - 10)...index - 1)
                node.parent = parent
                nodes[parent].children.append(index)
            }
            random.restyle(&node)
            nodes.append(node)
            frames.append(random.frame())
        }
        return (NodeTree(nodes: nodes), frames)
    }

    /// The visibility of node `index` decided from its ancestors, root first, written out:
    /// displayed when every node of the chain is, the product of their clamped opacities, the
    /// screen narrowed by every clipping ancestor's frame, and the frame within that.
    static func reference(
        _ index: Int, tree: NodeTree, frames: [Rect], isDisplayed: [Bool]? = nil, screen: Rect = VisibilityTests.screen
    ) -> NodeVisibility {
        var chain = [index]
        while let parent = chain.last.flatMap({ tree.nodes[$0].parent }) { chain.append(parent) }
        var displayed = true
        var opacity = 1.0
        var clip: Rect? = screen
        for (step, ancestor) in chain.reversed().enumerated() {
            let node = tree.nodes[ancestor]
            displayed = displayed && (isDisplayed.map { $0[ancestor] } ?? (node.style.display != .none))
            opacity = opacity * (node.opacity.isNaN ? 0 : min(max(node.opacity, 0), 1))
            guard step < chain.count - 1 else { break }
            if node.clipsToBounds || node.style.overflow == .hidden || node.style.overflow == .scroll {
                clip = clip.flatMap { frames[ancestor].intersection($0) }
            }
        }
        let visible = displayed && opacity > 0 ? clip.flatMap { frames[index].intersection($0) } : nil
        return NodeVisibility(isDisplayed: displayed, opacity: opacity, clip: clip, visible: visible)
    }

    @Test func everyNodeIsDecidedAsItsAncestorsDecideIt() {
        var random = Random(state: 2024)
        var checked = 0
        for trial in 0..<200 {
            let (tree, frames) = Self.tree(&random)
            // Half the trees take display from a layout's flags instead of the style.
            let flags = trial.isMultiple(of: 2) ? nil : tree.nodes.indices.map { _ in !random.chance(10) }
            let visibility = FrameVisibility(tree: tree, frames: frames, isDisplayed: flags, screen: Self.screen)
            for index in tree.nodes.indices {
                let expected = Self.reference(index, tree: tree, frames: frames, isDisplayed: flags)
                #expect(visibility[index] == expected, "tree \(trial), node \(index)")
                #expect(visibility[index].visible.map { !$0.isEmpty } ?? true, "tree \(trial), node \(index): an empty visible rectangle")
                #expect((0...1).contains(visibility[index].opacity), "tree \(trial), node \(index)")
                checked += 1
            }
        }
        #expect(checked > 5000)
    }

    @Test func anUpdateEqualsDecidingTheWholeTreeAgain() {
        var random = Random(state: 77)
        for trial in 0..<120 {
            var (tree, frames) = Self.tree(&random)
            var visibility = FrameVisibility(tree: tree, frames: frames, screen: Self.screen)
            for round in 0..<8 {
                var changed: [Int] = []
                for _ in 0..<random.int(1...4) {
                    let index = random.int(0...tree.nodes.count - 1)
                    changed.append(index)
                    switch random.int(0...2) {
                    case 0: frames[index] = random.frame()
                    case 1: random.restyle(&tree.nodes[index])
                    default:
                        frames[index] = random.frame()
                        random.restyle(&tree.nodes[index])
                    }
                }
                let decided = visibility.update(changed: changed, tree: tree, frames: frames, screen: Self.screen)
                let whole = FrameVisibility(tree: tree, frames: frames, screen: Self.screen)
                #expect(visibility == whole, "tree \(trial), round \(round)")
                #expect(decided == decided.sorted() && Set(decided).count == decided.count, "tree \(trial), round \(round)")
                #expect(Set(changed).isSubset(of: decided), "tree \(trial), round \(round)")
            }
        }
    }

    /// root ─ panel (clips) ─ a, b; root ─ side ─ c. Only what a change reaches is decided again.
    @Test func anUpdateDecidesOnlyWhatTheChangeReaches() {
        var nodes = ["root", "panel", "a", "b", "side", "c"].map { Node(id: $0, location: .start) }
        for (child, parent) in [(1, 0), (2, 1), (3, 1), (4, 0), (5, 4)] {
            nodes[child].parent = parent
            nodes[parent].children.append(child)
        }
        nodes[1].clipsToBounds = true
        var tree = NodeTree(nodes: nodes)
        var frames = Array(repeating: Rect(x: 0, y: 0, width: 100, height: 100), count: 6)
        var visibility = FrameVisibility(tree: tree, frames: frames, screen: Self.screen)
        // A leaf moves: it alone.
        frames[2] = Rect(x: 10, y: 10, width: 50, height: 50)
        #expect(visibility.update(changed: [2], tree: tree, frames: frames, screen: Self.screen) == [2])
        // The clipping panel grows: its children's clip changes, the other branch is untouched.
        frames[1] = Rect(x: 0, y: 0, width: 200, height: 100)
        #expect(visibility.update(changed: [1], tree: tree, frames: frames, screen: Self.screen) == [1, 2, 3])
        // A container that does not clip moves: its children inherit the same clip.
        frames[4] = Rect(x: 0, y: 300, width: 100, height: 100)
        #expect(visibility.update(changed: [4], tree: tree, frames: frames, screen: Self.screen) == [4])
        // Its opacity changes: its child's effective opacity with it.
        tree.nodes[4].opacity = 0.5
        #expect(visibility.update(changed: [4], tree: tree, frames: frames, screen: Self.screen) == [4, 5])
        #expect(visibility[5].opacity == 0.5)
        #expect(visibility == FrameVisibility(tree: tree, frames: frames, screen: Self.screen))
    }

    @Test func opacityIsClampedToTheUnitInterval() {
        #expect(Visibility.clamped(2) == 1)
        #expect(Visibility.clamped(0.4) == 0.4)
        #expect(Visibility.clamped(-1) == 0)
        #expect(Visibility.clamped(.nan) == 0)
        #expect(Visibility.clamped(.infinity) == 1)
        // Two negative opacities do not make a visible node: each is clamped before the product.
        var nodes = [Node(id: "root", location: .start), Node(id: "child", location: .start)]
        nodes[0].children = [1]
        nodes[1].parent = 0
        nodes[0].opacity = -1
        nodes[1].opacity = -1
        let visibility = FrameVisibility(
            tree: NodeTree(nodes: nodes), frames: Array(repeating: Self.screen, count: 2), screen: Self.screen)
        #expect(visibility[1] == NodeVisibility(isDisplayed: true, opacity: 0, clip: Self.screen, visible: nil))
    }

    @Test func aDeepChainIsDecidedWithoutRecursion() {
        let depth = 100_000
        var nodes: [Node] = []
        nodes.reserveCapacity(depth)
        for index in 0..<depth {
            var node = Node(id: "n\(index)", location: .start)
            if index > 0 {
                node.parent = index - 1
                nodes[index - 1].children = [index]
            }
            nodes.append(node)
        }
        let frames = (0..<depth).map { Rect(x: 0, y: Double($0) / 1000, width: 10, height: 10) }
        let tree = NodeTree(nodes: nodes)
        var visibility = FrameVisibility(tree: tree, frames: frames, screen: Self.screen)
        #expect(visibility[depth - 1].visible == frames[depth - 1])
        var hidden = tree
        hidden.nodes[0].style.display = .none
        #expect(visibility.update(changed: [0], tree: hidden, frames: frames, screen: Self.screen).count == depth)
        #expect(visibility[depth - 1].isDisplayed == false)
    }
}

fileprivate extension SplitMix64 {
    /// A frame on, across or off a 400 × 800 screen; sometimes empty or of negative size.
    mutating func frame() -> Rect {
        let x = Double(int(-200...600)) / 2, y = Double(int(-400...1200)) / 2
        let width = chance(8) ? Double(int(-20...0)) : Double(int(1...500)) / 3
        let height = chance(8) ? Double(int(-20...0)) : Double(int(1...900)) / 3
        return Rect(x: x, y: y, width: width, height: height)
    }

    /// A node's style and clipping: the parts the rule reads.
    mutating func restyle(_ node: inout Node) {
        node.style.display = chance(12) ? .none : .flex
        node.opacity = pick([1, 1, 1, 0.5, 0.25, 0, -1, -0.25, 1.5, 2, .nan, .infinity, -.infinity])
        node.clipsToBounds = chance(15)
        node.style.overflow = chance(12) ? pick([.hidden, .scroll]) : .visible
    }
}
