import LayoutModel

/// Builds a root with children (each child optionally with its own children) and lays it out.
struct LayoutFixture {
    var tree = LayoutTree()

    init(_ root: Style) {
        tree.addNode(style: root, parent: nil)
    }

    @discardableResult
    mutating func add(_ style: Style, to parent: Int = 0, measure: MeasureFunction? = nil) -> Int {
        tree.addNode(style: style, parent: parent, measure: measure)
    }

    func layout(scale: Double = 1, width: Double? = nil, height: Double? = nil) throws -> LayoutResult {
        try LayoutEngine(options: LayoutOptions(pointScaleFactor: scale)).layout(tree, availableWidth: width, availableHeight: height)
    }
}

/// A style from a few common fields.
func style(width: Length = .auto, height: Length = .auto, _ configure: (inout Style) -> Void = { _ in }) -> Style {
    var s = Style()
    s.width = .length(width)
    s.height = .length(height)
    configure(&s)
    return s
}

func rect(_ x: Double, _ y: Double, _ w: Double, _ h: Double) -> Rect {
    Rect(x: x, y: y, width: w, height: h)
}

/// True when two rectangles agree within `tolerance` on every number.
func close(_ a: Rect, _ b: Rect, tolerance: Double = 1e-4) -> Bool {
    abs(a.x - b.x) < tolerance && abs(a.y - b.y) < tolerance
        && abs(a.width - b.width) < tolerance && abs(a.height - b.height) < tolerance
}
