/// Measures label text: the one place text sizes come from, used by the layout engine to size
/// labels and by the pictures to break drawn text into the same lines.
public protocol TextMeasurer: Sendable {
    /// The lines `text` breaks into at `maxWidth` points (nil = one line per paragraph), in
    /// order. Explicit newlines start new lines. Pictures draw label text in these lines.
    func lines(_ text: String, maxWidth: Double?) -> [String]
    /// The size of `text` laid out in at most `maxWidth` points.
    func size(of text: String, maxWidth: Double?) -> MeasuredSize
}

extension TextMeasurer {
    /// A measure function for `text` with Yoga's contract: wraps at the width unless its mode
    /// is undefined; an exact width or height is answered as given, an at-most size caps it.
    public func measureFunction(for text: String) -> MeasureFunction {
        { width, widthMode, height, heightMode in
            let wrapWidth: Double? = widthMode == .undefined || width.isNaN ? nil : width
            var size = self.size(of: text, maxWidth: wrapWidth)
            switch widthMode {
            case .exactly: size.width = width
            case .atMost: size.width = Swift.min(size.width, width)
            case .undefined: break
            }
            switch heightMode {
            case .exactly: size.height = height
            case .atMost: size.height = Swift.min(size.height, height)
            case .undefined: break
            }
            return size
        }
    }
}

/// Today's measurer: `TextMeasure`'s fixed advance per character and fixed line height.
public struct ApproximateTextMeasurer: TextMeasurer {
    public init() {}

    public func lines(_ text: String, maxWidth: Double?) -> [String] {
        TextMeasure.lines(text, maxWidth: maxWidth)
    }

    public func size(of text: String, maxWidth: Double?) -> MeasuredSize {
        TextMeasure.size(of: text, maxWidth: maxWidth)
    }
}

/// Lays a node tree out on a device: the one seam every layout in LayoutLint goes through
/// (timeline frames, list-cell templates, pictures), so a test can substitute fixed
/// rectangles anywhere and a better text measurer can be swapped in one place.
public protocol Layouter: Sendable {
    /// Lays `tree` out on `device`; the result's arrays are indexed like `tree.nodes`.
    func layout(_ tree: NodeTree, on device: DeviceProfile) throws(LayoutError) -> LayoutResult
    /// The measurer labels are sized with.
    var textMeasurer: any TextMeasurer { get }
    /// A session that lays `tree` out on `device` and then lays out again only what changes,
    /// with the results of `layout(_:on:)`; nil when the layouter has none (the timeline then
    /// lays every frame out whole).
    func session(for tree: NodeTree, on device: DeviceProfile) throws(LayoutError) -> LayoutSession?
}

extension Layouter {
    /// No session: every frame is laid out whole.
    public func session(for tree: NodeTree, on device: DeviceProfile) throws(LayoutError) -> LayoutSession? { nil }
}

/// The production layouter: `ScreenLayout` on the Yoga-compatible engine.
public struct EngineLayouter: Layouter {
    /// Engine options; the point scale and screen height are taken from each device.
    public var options: LayoutOptions
    public var textMeasurer: any TextMeasurer

    public init(options: LayoutOptions = LayoutOptions(), textMeasurer: any TextMeasurer = ApproximateTextMeasurer()) {
        self.options = options
        self.textMeasurer = textMeasurer
    }

    public func layout(_ tree: NodeTree, on device: DeviceProfile) throws(LayoutError) -> LayoutResult {
        try ScreenLayout.layout(tree, on: device, options: options, measurer: textMeasurer)
    }

    public func session(for tree: NodeTree, on device: DeviceProfile) throws(LayoutError) -> LayoutSession? {
        try LayoutSession(tree: tree, on: device, options: options, measurer: textMeasurer)
    }
}
