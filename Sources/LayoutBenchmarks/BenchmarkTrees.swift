import LayoutModel

/// The trees the engine is timed on: Yoga's legacy benchmark trees (`YGBenchmark.c`, built in
/// code there and here) and synthetic shapes of any size.
public enum BenchmarkTrees {
    /// Yoga's `_measure`: the available size when constrained, else 10.
    public static let yogaMeasure: MeasureFunction = { width, widthMode, height, heightMode in
        MeasuredSize(width: widthMode == .undefined ? 10 : width, height: heightMode == .undefined ? 10 : height)
    }

    /// "Stack with flex": a 100 × 100 root with 10 measured `flex: 1` children.
    public static func stackWithFlex() -> LayoutTree {
        var tree = LayoutTree()
        let root = tree.addNode(
            style: style {
                $0.width = .length(.points(100)); $0.height = .length(.points(100))
            }, parent: nil)
        for _ in 0..<10 { tree.addNode(style: style { $0.flex = 1 }, parent: root, measure: yogaMeasure) }
        return tree
    }

    /// "Align stretch in undefined axis": an unsized root with 10 measured children 20 high.
    public static func alignStretchUndefinedAxis() -> LayoutTree {
        var tree = LayoutTree()
        let root = tree.addNode(style: Style(), parent: nil)
        for _ in 0..<10 { tree.addNode(style: style { $0.height = .length(.points(20)) }, parent: root, measure: yogaMeasure) }
        return tree
    }

    /// "Nested flex": 10 `flex: 1` children with 10 measured `flex: 1` children each.
    public static func nestedFlex() -> LayoutTree {
        var tree = LayoutTree()
        let root = tree.addNode(style: Style(), parent: nil)
        for _ in 0..<10 {
            let child = tree.addNode(style: style { $0.flex = 1 }, parent: root)
            for _ in 0..<10 { tree.addNode(style: style { $0.flex = 1 }, parent: child, measure: yogaMeasure) }
        }
        return tree
    }

    /// "Huge nested layout": four levels of 10 children each (11,111 nodes), 10 × 10 with
    /// `flexGrow: 1`, levels alternating column and row.
    public static func hugeNested() -> LayoutTree {
        var tree = LayoutTree()
        let root = tree.addNode(style: Style(), parent: nil)
        func box(_ row: Bool) -> Style {
            style {
                if row { $0.flexDirection = .row }
                $0.flexGrow = 1
                $0.width = .length(.points(10))
                $0.height = .length(.points(10))
            }
        }
        for _ in 0..<10 {
            let a = tree.addNode(style: box(false), parent: root)
            for _ in 0..<10 {
                let b = tree.addNode(style: box(true), parent: a)
                for _ in 0..<10 {
                    let c = tree.addNode(style: box(false), parent: b)
                    for _ in 0..<10 { tree.addNode(style: box(true), parent: c) }
                }
            }
        }
        return tree
    }

    /// A root with `count` children `{width 5, height 10, flexGrow 1, flexShrink 1}` in a row,
    /// laid out at 1000 × 1000.
    public static func flat(_ count: Int) -> LayoutTree {
        var tree = LayoutTree()
        let root = tree.addNode(style: style { $0.flexDirection = .row }, parent: nil)
        let child = style {
            $0.width = .length(.points(5))
            $0.height = .length(.points(10))
            $0.flexGrow = 1
            $0.flexShrink = 1
        }
        for _ in 0..<count { tree.addNode(style: child, parent: root) }
        return tree
    }

    /// A chain of `depth` `flexGrow: 1` nodes ending in a 10 pt high leaf, laid out at 1000 × 1000.
    public static func deepGrow(_ depth: Int) -> LayoutTree {
        var tree = LayoutTree()
        var parent = tree.addNode(style: style { $0.flexGrow = 1 }, parent: nil)
        for _ in 1..<depth { parent = tree.addNode(style: style { $0.flexGrow = 1 }, parent: parent) }
        tree.addNode(style: style { $0.height = .length(.points(10)) }, parent: parent)
        return tree
    }

    /// A chain of `depth` unsized nodes alternating column and row ending in a 10 × 10 leaf,
    /// laid out unconstrained.
    public static func deepAuto(_ depth: Int) -> LayoutTree {
        var tree = LayoutTree()
        var parent = tree.addNode(style: Style(), parent: nil)
        for level in 1..<depth {
            parent = tree.addNode(style: style { $0.flexDirection = level % 2 == 0 ? .column : .row }, parent: parent)
        }
        tree.addNode(
            style: style {
                $0.width = .length(.points(10)); $0.height = .length(.points(10))
            }, parent: parent)
        return tree
    }

    private static func style(_ configure: (inout Style) -> Void) -> Style {
        var style = Style()
        configure(&style)
        return style
    }
}
