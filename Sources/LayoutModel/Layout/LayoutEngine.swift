import Foundation

/// Yoga-compatible flexbox layout.
///
/// The algorithm is a port of Yoga's `CalculateLayout.cpp`, which is recursive: a node's
/// layout calls its children's. To make deep trees safe, the engine (1) measures the tree's
/// depth without recursion and rejects trees deeper than `LayoutOptions.maxDepth` with
/// `LayoutError.tooDeep`, and (2) runs the recursion on the caller's thread when its stack has
/// room for that depth (`ThreadStack`, a measured budget per level), else on one of the
/// reused `LayoutWorkers` threads with a stack sized for it; when no such thread can be had
/// the layout fails with `LayoutError.stackUnavailable`. No thread is started per call.
/// Tree construction, validation, rounding and result extraction are loops in index order.
/// Cost: O(nodes) for trees without wrap or measure functions.
///
/// Arithmetic is 32-bit like Yoga's, so fractional layouts round to the same pixels.
///
/// Directions are Yoga's: each node's `direction` is its own or its parent's (the root's
/// `inherit` takes `LayoutOptions.rightToLeft`); in a right-to-left node a row runs from the
/// right, a column's cross axis starts at the right, and `start`/`end` edges are right/left.
/// Each edge is resolved in the direction Yoga resolves it at that step (a node's own in its
/// own layout, its parent's where the parent places it); axis sums of margins and borders are
/// taken left to right, and the root's insets and axes are left to right, as in Yoga. Yoga's
/// generated tests' right-to-left expectations are `RTLConformanceTests`.
///
/// Adaptive sizes are an extension of Yoga's model:
/// - `height: {"aspectRatio": r}` and `width: {"aspectRatio": r}` are Yoga's `aspectRatio: r`
///   (height = width / r, width = height × r).
/// - Any other adaptive `height` behaves like a one-way aspect ratio: wherever Yoga derives a
///   height from a known width (flex basis, stretching, flexing, absolute layout) it uses
///   `rule.resolve(width:screenHeight:)`. A width is never derived from such a height.
/// - An adaptive `minHeight` resolves against the node's most recent definite width in this
///   pass (the exact width it is being laid out at, or its measured width); until a width is
///   known it imposes no minimum.
/// - Any other adaptive `width` resolves from the containing block's width, like a
///   percentage; with an undefined containing block it is `auto`.
/// - On the root the available size is the containing block (a screen's and a launch
///   screen's: the device; a cell template's: the cell): an adaptive width resolves from the
///   available width, and an adaptive height — `{"aspectRatio": r}` given as the width or the
///   height included — from the root's width, instead of taking the available height. (The
///   `aspectRatio` key alone keeps Yoga's meaning: a root with a definite available size
///   takes it.)
public struct LayoutEngine: Sendable {
    /// Stack one tree level of the recursion may use (layout → flex basis or flexing → child
    /// layout). Measured on 2,000–5,000-deep chains (padded, flex-grow, alternating row/column,
    /// measured leaf, absolute, wrapping, auto margins): 19.2 KB per level in debug builds
    /// (a probe at the top of `calculateLayoutInternal`), 4.9 KB in release builds (the deepest
    /// page touched on a zeroed stack); the budgets leave a margin of about 1.6.
    #if DEBUG
        static let stackBytesPerLevel = 32 * 1024
    #else
        static let stackBytesPerLevel = 8 * 1024
    #endif
    /// Stack kept free on top of the per-level budget: the measure functions the engine calls
    /// (text measurement), the runtime and the frames above the recursion.
    static let stackReserveBytes = 512 * 1024

    public var options: LayoutOptions

    public init(options: LayoutOptions = LayoutOptions()) {
        self.options = options
    }

    /// Lays `tree` out in an available size (nil = undefined, the root sizes to its content).
    public func layout(_ tree: LayoutTree, availableWidth: Double?, availableHeight: Double?) throws(LayoutError) -> LayoutResult {
        let depth = try Self.validate(tree)
        if depth > options.maxDepth {
            throw LayoutError.tooDeep(depth: depth, limit: options.maxDepth)
        }
        let options = self.options
        let width = availableWidth.map { Float($0) } ?? .nan
        let height = availableHeight.map { Float($0) } ?? .nan
        let body = {
            var engine = FlexEngine(tree: tree, options: options)
            defer { engine.deallocate() }
            engine.calculateLayout(ownerWidth: width, ownerHeight: height)
            engine.roundToPixelGrid()
            return engine.result()
        }
        return try Self.runWithStack(bytes: Self.stackReserveBytes + depth * Self.stackBytesPerLevel, body)
    }

    /// Runs `body` on the caller's thread when its stack has `bytes` left, else on a reused
    /// `LayoutWorkers` thread with at least that much; no thread is started when one is idle.
    static func runWithStack<T>(bytes: Int, _ body: () -> T) throws(LayoutError) -> T {
        if let remaining = ThreadStack.remainingBytes(), remaining >= bytes {
            return body()
        }
        return try LayoutWorkers.shared.run(stackBytes: bytes, body)
    }

    /// Checks that parents precede children and returns the depth (root = 1). O(nodes).
    /// The depths live in temporary storage (on the stack for a small tree), not in an array.
    static func validate(_ tree: LayoutTree) throws(LayoutError) -> Int {
        guard tree.count > 0 else { throw LayoutError.emptyTree }
        if tree.parents[0] >= 0 { throw LayoutError.invalidParent(node: 0, parent: tree.parents[0]) }
        let outcome = withUnsafeTemporaryAllocation(of: Int.self, capacity: tree.count) { depths -> Result<Int, LayoutError> in
            depths[0] = 1
            var maxDepth = 1
            for i in 1..<tree.count {
                let p = tree.parents[i]
                guard p >= 0 && p < i else { return .failure(.invalidParent(node: i, parent: p)) }
                depths[i] = depths[p] + 1
                maxDepth = max(maxDepth, depths[i])
            }
            return .success(maxDepth)
        }
        return try outcome.get()
    }

}

extension FlexEngine {
    /// Lays the root out (Yoga's `calculateLayout`).
    mutating func calculateLayout(ownerWidth: Float, ownerHeight: Float) {
        let root = 0
        var width: Float
        var widthMode: SizingMode
        let maxWidth = resolvedMax(root, isWidth: true, ownerWidth)
        if hasDefiniteLength(root, isWidth: true, ownerWidth) {
            width = resolvedDimension(root, isWidth: true, ownerWidth) + marginForAxis(root, .row, ownerWidth)
            widthMode = .stretchFit
        } else if !maxWidth.isNaN {
            width = maxWidth
            widthMode = .fitContent
        } else {
            width = ownerWidth
            widthMode = width.isNaN ? .maxContent : .stretchFit
        }
        var height: Float
        var heightMode: SizingMode
        let maxHeight = resolvedMax(root, isWidth: false, ownerHeight)
        let rootRatio = styles[root].ratioIsSize || (styles[root].hasAdaptive && adaptive[root].height != nil)
        if hasDefiniteLength(root, isWidth: false, ownerHeight) {
            height = resolvedDimension(root, isWidth: false, ownerHeight) + marginForAxis(root, .column, ownerWidth)
            heightMode = .stretchFit
        } else if rootRatio && widthMode == .stretchFit && !width.isNaN {
            // An adaptive height on the root follows its width, as on any node whose width
            // is known: the viewport is the root's containing block.
            height = heightFromWidth(root, width - marginForAxis(root, .row, ownerWidth)) + marginForAxis(root, .column, ownerWidth)
            heightMode = height.isNaN ? .maxContent : .stretchFit
        } else if !maxHeight.isNaN {
            height = maxHeight
            heightMode = .fitContent
        } else {
            height = ownerHeight
            heightMode = height.isNaN ? .maxContent : .stretchFit
        }
        calculateLayoutInternal(
            root, width, height, widthMode, heightMode, ownerWidth, ownerHeight,
            performLayout: true, depth: 0)
        setPosition(root, ownerWidth, ownerHeight)
    }

    /// Frames, absolute frames and visibility in index order. O(nodes).
    func result() -> LayoutResult {
        let n = layouts.count
        var frames = [Rect](repeating: .zero, count: n)
        var absolute = [Rect](repeating: .zero, count: n)
        var displayed = [Bool](repeating: true, count: n)
        func finite(_ v: Float) -> Double { v.isFinite ? Double(v) : 0 }
        for node in 0..<n {
            let l = layouts[node]
            let frame = Rect(x: finite(l.position.left), y: finite(l.position.top), width: finite(l.width), height: finite(l.height))
            frames[node] = frame
            let p = parent[node]
            if p >= 0 {
                let origin = absolute[p]
                absolute[node] = Rect(x: origin.x + frame.x, y: origin.y + frame.y, width: frame.width, height: frame.height)
                displayed[node] = displayed[p] && styles[node].display != .none
            } else {
                absolute[node] = frame
                displayed[node] = styles[node].display != .none
            }
        }
        return LayoutResult(frames: frames, absoluteFrames: absolute, isDisplayed: displayed)
    }
}
