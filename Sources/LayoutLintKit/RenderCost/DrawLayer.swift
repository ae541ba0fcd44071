import LayoutModel

/// One drawing node as it is painted in one frame: its visible (clipped) rectangle and what
/// it paints: what decides whether the GPU must blend it.
public struct DrawLayer: Sendable, Hashable {
    /// Index of the node in the analysed frame's tree; for a list cell's layer, of the list.
    public var node: Int
    /// The drawing node's id (a cell template node's own id for cell layers).
    public var id: String
    /// Where the drawing node is written (a template node's location for cell layers).
    public var location: SourceLocation
    public var kind: NodeKind
    public var background: Color?
    public var imageHasAlpha: Bool
    /// The corner radius, at most half the unclipped frame's shorter side.
    public var cornerRadius: Double
    /// The visible part of the frame in screen coordinates: the frame clipped to the screen and
    /// to every clipping ancestor. Never empty.
    public var rect: Rect
    /// Effective opacity: the product of the node's and its ancestors' `opacity`, in (0, 1].
    public var opacity: Double
    /// The layer of the nearest drawing ancestor (an index into the frame's layers), if any.
    public var parentLayer: Int?
    /// For a list cell's layer, the row the cell shows: cells of one template are told apart by it.
    public var row: Int?

    /// Builds the layer of `node` whose unclipped frame is `frame`, visible at `rect`, with
    /// effective opacity `opacity`.
    public init(node: Int, drawing source: Node, frame: Rect, rect: Rect, opacity: Double) {
        self.node = node
        id = source.id
        location = source.location
        kind = source.kind
        background = source.background
        imageHasAlpha = source.imageHasAlpha
        cornerRadius = min(max(source.cornerRadius, 0), frame.width / 2, frame.height / 2)
        self.rect = rect
        self.opacity = opacity
    }

    /// The layer as messages name it: "'title'", or for a cell's layer "row 3 'title'".
    public var name: String {
        row.map { "row \($0) '\(id)'" } ?? "'\(id)'"
    }

    /// True when every pixel of the frame is painted fully opaque by the node itself
    /// (ignoring opacity): an opaque background, or for images a bitmap without alpha.
    /// Labels, ads and spinners without an opaque background are not (glyphs, web content and
    /// spinner blades leave transparent pixels); views and lists are only their background.
    public var hasOpaqueFill: Bool {
        if let background, background.isOpaque { return true }
        return kind == .image && !imageHasAlpha
    }

    /// True when its effective opacity is below 1.
    public var isTranslucent: Bool { opacity < 1 }

    /// Blended when translucent or its fill is not opaque: the GPU must mix it with what is below.
    public var isBlended: Bool { isTranslucent || !hasOpaqueFill }

    /// The single colour this layer paints over its whole rectangle, when it paints one: an
    /// opaque view or list background at full effective opacity. Labels, images, ads and
    /// spinners draw content over their background, so they are never one solid colour.
    public var solidColor: Color? {
        guard kind == .view || kind == .list, !isTranslucent, let background, background.isOpaque else { return nil }
        return background
    }

    /// True when this layer's solid paint covers all of `other`: `other` lies inside the
    /// rectangle without the four cornerRadius × cornerRadius corner squares (a rounded
    /// background leaves its corners unpainted; where the frame is clipped, the true corners
    /// that remain visible lie inside these squares, so the test errs on the safe side).
    /// A rectangle lies inside that cross shape exactly when it lies inside the horizontally
    /// or the vertically inset band. Edges within `Rect.edgeTolerance` count as equal.
    public func solidlyCovers(_ other: Rect) -> Bool {
        let r = cornerRadius
        if r == 0 { return rect.containsWithinTolerance(other) }
        let wide = Rect(x: rect.x, y: rect.y + r, width: rect.width, height: rect.height - 2 * r)
        let tall = Rect(x: rect.x + r, y: rect.y, width: rect.width - 2 * r, height: rect.height)
        return wide.containsWithinTolerance(other) || tall.containsWithinTolerance(other)
    }
}

/// The colour seen through `top` where it is painted over the opaque `backdrop`
/// (source-over compositing, each channel rounded to the nearest integer).
public func composite(_ top: Color, over backdrop: Color) -> Color {
    let a = Double(top.alpha) / 255
    func channel(_ t: UInt8, _ b: UInt8) -> UInt8 {
        UInt8(min(max((Double(t) * a + Double(b) * (1 - a)).rounded(), 0), 255))
    }
    return Color(red: channel(top.red, backdrop.red), green: channel(top.green, backdrop.green), blue: channel(top.blue, backdrop.blue))
}
