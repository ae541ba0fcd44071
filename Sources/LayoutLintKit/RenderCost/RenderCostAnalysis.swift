import LayoutModel

/// A blended layer and what is behind it.
public struct BlendedLayer: Sendable, Hashable {
    /// Index into the frame's `layers`.
    public var layer: Int
    /// The single opaque colour behind the whole layer, when there is one (see `Backdrop`).
    public var backdrop: Color?
}

/// The rendering cost of one frame: blended layers, overdraw, offscreen passes.
public struct RenderCostFrame: Sendable, Hashable {
    /// The frame's time in ms from launch; nil for the first frame, before any event.
    public var atMs: Double?
    /// The screen's area in pt².
    public var screenArea: Double
    /// Every visible drawing layer, in paint order.
    public var layers: [DrawLayer]
    /// The blended layers, in paint order.
    public var blended: [BlendedLayer]
    /// The area of the union of the blended layers' visible rectangles, in pt².
    public var blendedArea: Double
    /// Area painted exactly 1×, 2×, 3× and 4× or more, in pt².
    public var overdrawAreas: [Double]
    /// Offscreen passes of visible nodes, in document order.
    public var offscreen: [OffscreenPass]
    /// Layers whose whole visible rectangle an opaque layer of a drawing descendant (one with
    /// this layer as its `parentLayer`) paints over: paint never seen, pure overdraw. Indices
    /// into `layers`, in paint order.
    public var hiddenLayers: [Int]

    /// `blendedArea` as a fraction of the screen.
    public var blendedFraction: Double { screenArea > 0 ? blendedArea / screenArea : 0 }

    /// The blended layers as the json contract reports them.
    public var blendedMetric: BlendedMetric {
        BlendedMetric(layers: blended.count, area: blendedArea, fraction: blendedFraction)
    }

    /// The overdraw histogram as fractions of the screen.
    public var overdrawMetric: OverdrawMetric {
        let f = overdrawAreas.map { screenArea > 0 ? $0 / screenArea : 0 }
        return OverdrawMetric(once: f[0], twice: f[1], thrice: f[2], fourOrMore: f[3])
    }

    /// Analyses one frame from its laid-out tree.
    ///
    /// Complexity: O(n log n + b·K) for n nodes and b blended layers, where K is
    /// `Backdrop.scanLimit` (a constant): the walk and the hidden-layer pass are O(n), the two
    /// coverage sweeps O(n log n).
    public init(
        tree: NodeTree, absoluteFrames: [Rect], isDisplayed: [Bool], device: DeviceProfile,
        atMs: Double? = nil, cells: CellLayerProvider? = nil, contentOffsets: [Int: Double] = [:]
    ) {
        let screen = device.bounds
        let walk = PaintWalk.walk(
            tree: tree, absoluteFrames: absoluteFrames, isDisplayed: isDisplayed, screen: screen, cells: cells,
            contentOffsets: contentOffsets)
        self.atMs = atMs
        screenArea = screen.area
        layers = walk.layers
        offscreen = walk.offscreen
        let layers = walk.layers
        let rects = layers.map(\.rect)
        blended = layers.indices.filter { layers[$0].isBlended }.map {
            BlendedLayer(layer: $0, backdrop: Backdrop.color(behind: $0, in: layers, rects: rects, pixel: 1 / max(device.scale, 1)))
        }
        blendedArea = CoverageSweep.unionArea(blended.map { rects[$0.layer] })
        overdrawAreas = CoverageSweep.overdrawHistogram(rects)
        var hidden = Array(repeating: false, count: layers.count)
        for layer in layers where !layer.isBlended {
            if let parent = layer.parentLayer, parent < layers.count, layer.solidlyCovers(layers[parent].rect) {
                hidden[parent] = true
            }
        }
        hiddenLayers = hidden.indices.filter { hidden[$0] }
    }
}

/// The single solid colour behind a blended layer, when the painting under it is one colour.
///
/// Definition: let B be a blended layer with visible rectangle R. Look at the layers painted
/// before B (earlier in document pre-order, so never B's descendants) whose visible rectangles
/// overlap R by more than a sliver of one device pixel (slivers are pixel rounding, which
/// differs between devices), and take the topmost of them, T. B's backdrop is T's colour
/// when T is opaque and one solid colour (an opaque view or list background at effective
/// opacity 1, `DrawLayer.solidColor`) and T's paint covers all of R (`DrawLayer.solidlyCovers`,
/// which excludes rounded corners). Otherwise — nothing overlaps, the topmost overlapping layer
/// is not opaque or not a solid colour, or only partly covers R — B has no single solid backdrop.
/// This is the same as "the topmost opaque layer below B that contains R, provided no other
/// drawing layer painted between them overlaps R".
public enum Backdrop {
    /// How many earlier layers the search examines before giving up (answering nil, so a fix is
    /// never suggested on a guess). The backdrop is usually B's parent or a near ancestor a few
    /// layers back; a blended layer more than this many non-overlapping layers above its backdrop
    /// (e.g. the 513th clear label in one long row of labels) goes unreported.
    public static let scanLimit = 512

    /// The backdrop colour of `layers[index]`; `rects` holds the layers' visible rectangles
    /// (scanned alone, without touching the rest of each layer). Layers overlapping it by a
    /// sliver of one device `pixel` or less (`Rect.overlaps(_:beyondSliver:)`) do not count: pixel rounding (Yoga floors the
    /// position of text) leaves such slivers between neighbours on some devices and not others,
    /// and the same screen must get the same finding on every device.
    /// Complexity: O(min(index, scanLimit)).
    public static func color(behind index: Int, in layers: [DrawLayer], rects: [Rect], pixel: Double = 0) -> Color? {
        let target = rects[index]
        var candidate = index - 1
        let stop = max(index - scanLimit, 0)
        while candidate >= stop {
            let below = rects[candidate]
            if target.overlaps(below, beyondSliver: pixel) {
                guard layers[candidate].solidlyCovers(target) else { return nil }
                return layers[candidate].solidColor
            }
            candidate -= 1
        }
        return nil
    }
}

/// The rendering cost of one screen on one device over the analysed frames: by default the
/// first frame and the final frame of the timeline (`RenderCostRecorder`). Rules report a node
/// once, at the first frame it appears in; budgets and metrics use the worst frame.
public struct RenderCostAnalysis: Sendable, Hashable {
    /// The analysed frames in time order (the first frame, then any later frame analysed).
    public var frames: [RenderCostFrame]

    public init(frames: [RenderCostFrame]) {
        self.frames = frames
    }

    /// Analyses one laid-out frame: `layout` is `ScreenLayout.layout(tree, on: device)`.
    /// `atMs` is the frame's time (nil for the first frame); `cells` paints list cells;
    /// `contentOffsets` are the frame's scroll views' offsets by node index.
    public static func analyze(
        tree: NodeTree, layout: LayoutResult, device: DeviceProfile, atMs: Double? = nil, cells: CellLayerProvider? = nil,
        contentOffsets: [Int: Double] = [:]
    ) -> RenderCostFrame {
        RenderCostFrame(
            tree: tree, absoluteFrames: layout.absoluteFrames, isDisplayed: layout.isDisplayed, device: device,
            atMs: atMs, cells: cells, contentOffsets: contentOffsets)
    }

    /// The frame with the largest blended area (the earliest on ties); nil without frames.
    public var worstBlendedFrame: RenderCostFrame? {
        frames.reduce(nil) { best, frame in
            guard let best else { return frame }
            return frame.blendedArea > best.blendedArea ? frame : best
        }
    }

    /// The frame with the largest area painted 4× or more (the earliest on ties).
    public var worstOverdrawFrame: RenderCostFrame? {
        frames.reduce(nil) { best, frame in
            guard let best else { return frame }
            return frame.overdrawAreas[3] > best.overdrawAreas[3] ? frame : best
        }
    }
}
