/// A style length in the engine's 32-bit arithmetic (Yoga computes in `float`; matching it
/// keeps the pixel-grid rounding of fractional layouts identical to Yoga's).
enum Val: Sendable, Equatable {
    case undefined
    case points(Float)
    case percent(Float)
    case auto

    @inline(__always)
    init(_ length: Length) {
        switch length {
        case .undefined: self = .undefined
        case .auto: self = .auto
        case .points(let v): self = v.isFinite ? .points(Float(v)) : .undefined
        case .percent(let v): self = v.isFinite ? .percent(Float(v)) : .undefined
        }
    }

    /// Points, or percent of `reference` (NaN when the reference is undefined); NaN for auto/undefined.
    @inline(__always)
    func resolve(_ reference: Float) -> Float {
        switch self {
        case .points(let v): return v
        case .percent(let p): return p * reference * 0.01
        case .undefined, .auto: return .nan
        }
    }

    // Patterns, not `==`: the synthesized equality compares payloads through a call.
    @inline(__always) var isAuto: Bool {
        if case .auto = self { return true }
        return false
    }
    @inline(__always) var isDefined: Bool {
        if case .undefined = self { return false }
        return true
    }

    /// Yoga's `inexactEquals` for style values: same unit and values within 0.0001.
    func inexactlyEquals(_ other: Val) -> Bool {
        switch (self, other) {
        case (.undefined, .undefined), (.auto, .auto): return true
        case (.points(let a), .points(let b)), (.percent(let a), .percent(let b)): return inexactEquals(a, b)
        default: return false
        }
    }
}

/// Physical edges, in the order Yoga stores layout positions.
enum PhysicalEdge: Int {
    case left = 0, top, right, bottom
}

/// Four style values per physical edge, with the left and right edges resolved for each
/// direction (their logical `start` and `end` swap sides in RTL).
struct EdgeVals: Sendable {
    var left: Val = .undefined, top: Val = .undefined, right: Val = .undefined, bottom: Val = .undefined
    var rtlLeft: Val = .undefined, rtlRight: Val = .undefined

    init() {}

    /// Taken shared (borrowed), not copied: most styles set no edge at all, and they take the quick way out.
    /// Inlined: a call would copy the edges it is given.
    @inline(__always)
    init(_ edges: __shared Edges) {
        let horizontal = edges.left.isDefined || edges.right.isDefined || edges.horizontal.isDefined
        let logical = edges.start.isDefined || edges.end.isDefined
        let vertical = edges.top.isDefined || edges.bottom.isDefined || edges.vertical.isDefined
        guard horizontal || logical || vertical || edges.all.isDefined else { return }
        left = Val(edges.resolvedLeft(rightToLeft: false))
        top = Val(edges.resolvedTop)
        right = Val(edges.resolvedRight(rightToLeft: false))
        bottom = Val(edges.resolvedBottom)
        // Without start and end, the direction changes nothing.
        rtlLeft = logical ? Val(edges.resolvedLeft(rightToLeft: true)) : left
        rtlRight = logical ? Val(edges.resolvedRight(rightToLeft: true)) : right
    }

    /// True when some edge has a value (`undefined` on every edge reads as 0 or nothing).
    var isSet: Bool {
        left.isDefined || top.isDefined || right.isDefined || bottom.isDefined || rtlLeft.isDefined || rtlRight.isDefined
    }

    /// The value of `edge` in a node laid out right to left when `rtl` (Yoga's `computeMargin`,
    /// `computePadding`, … of a physical edge and a direction).
    @inline(__always)
    subscript(_ edge: PhysicalEdge, _ rtl: Bool) -> Val {
        switch edge {
        case .left: return rtl ? rtlLeft : left
        case .top: return top
        case .right: return rtl ? rtlRight : right
        case .bottom: return bottom
        }
    }
}

/// Four computed numbers per physical edge.
struct EdgeFloats: Sendable {
    var left: Float = 0, top: Float = 0, right: Float = 0, bottom: Float = 0

    @inline(__always)
    subscript(_ edge: PhysicalEdge) -> Float {
        get {
            switch edge {
            case .left: return left
            case .top: return top
            case .right: return right
            case .bottom: return bottom
            }
        }
        set {
            switch edge {
            case .left: left = newValue
            case .top: top = newValue
            case .right: right = newValue
            case .bottom: bottom = newValue
            }
        }
    }
}

/// A node's style prepared for the engine: 32-bit numbers, edges resolved for each direction,
/// Yoga's processed dimensions, and adaptive sizes split into the rules the engine applies.
struct FlexStyle: Sendable {
    var flexDirection: FlexDirection
    var justifyContent: Justify
    var alignItems: Align
    var alignSelf: Align
    var alignContent: Align
    var flexWrap: Wrap
    var positionType: PositionType
    var display: Display
    var overflow: Overflow
    /// The style's own direction (`inherit` unless the node sets one).
    var direction: Direction
    /// The node's resolved direction is right to left: its own, else its parent's, else the
    /// root's from the layout options. Set by the engine, which knows the parents.
    var isRTL = false
    var flexGrow: Float
    var flexShrink: Float
    var flex: Float
    var flexBasis: Val
    /// Processed width/height (Yoga's `processDimensions`: max when max == min).
    var width: Val
    var height: Val
    var minWidth: Val
    var minHeight: Val
    var maxWidth: Val
    var maxHeight: Val
    /// Width over height; NaN when unset. An adaptive `{"aspectRatio": r}` size sets it too.
    var aspectRatio: Float
    /// True when the ratio comes from an adaptive `{"aspectRatio": r}` width or height rather
    /// than the `aspectRatio` key: a size, which a root resolves from its width too.
    var ratioIsSize = false
    /// True when the style has an adaptive width, height or minHeight (see `AdaptiveRules`).
    var hasAdaptive = false
    /// True when the node is measured by a measure function (then it is a leaf).
    var hasMeasure = false
    var margin: EdgeVals
    var padding: EdgeVals
    var border: EdgeVals
    var position: EdgeVals
    var horizontalInsetsDefined: Bool
    var verticalInsetsDefined: Bool
    var columnGap: Val
    var rowGap: Val
    /// Some padding or border edge is set: without one, a node's padding and border are 0 on
    /// every edge (safe-area padding aside), which the engine reads without resolving them.
    var hasPaddingOrBorder = false
    /// Some margin edge is set: without one, every margin is 0.
    var hasMargin = false
    /// Some inset is set: without one, a node's relative offset is 0.
    var hasPosition = false
    /// Some minimum or maximum size is set (an adaptive minimum height is `hasAdaptive`):
    /// without one, bounding a size leaves it as it is.
    var hasMinOrMax = false

    /// Taken shared (borrowed), not copied: a `Style` holds references, so a copy is costly.
    init(_ style: __shared Style) {
        flexDirection = style.flexDirection
        justifyContent = style.justifyContent
        alignItems = style.alignItems
        alignSelf = style.alignSelf
        alignContent = style.alignContent
        flexWrap = style.flexWrap
        positionType = style.positionType
        display = style.display
        overflow = style.overflow
        direction = style.direction
        flexGrow = style.flexGrow.map { Float($0) } ?? .nan
        flexShrink = style.flexShrink.map { Float($0) } ?? .nan
        flex = style.flex.map { Float($0) } ?? .nan
        flexBasis = Val(style.flexBasis)
        var ratio: Float = .nan
        if let r = style.aspectRatio, r != 0, r.isFinite { ratio = Float(r) }
        var rawWidth = Val.auto
        switch style.width {
        case .length(let l): rawWidth = Val(l)
        case .adaptive(.aspectRatio(let r)): if r != 0, r.isFinite { ratio = Float(r); ratioIsSize = true }
        case .adaptive: hasAdaptive = true
        }
        var rawHeight = Val.auto
        switch style.height {
        case .length(let l): rawHeight = Val(l)
        case .adaptive(.aspectRatio(let r)): if r != 0, r.isFinite { ratio = Float(r); ratioIsSize = true }
        case .adaptive: hasAdaptive = true
        }
        aspectRatio = ratio
        minWidth = Val(style.minWidth)
        switch style.minHeight {
        case .length(let l): minHeight = Val(l)
        case .adaptive: minHeight = .undefined; hasAdaptive = true
        }
        maxWidth = Val(style.maxWidth)
        maxHeight = Val(style.maxHeight)
        width = maxWidth.isDefined && maxWidth.inexactlyEquals(minWidth) ? maxWidth : rawWidth
        height = maxHeight.isDefined && maxHeight.inexactlyEquals(minHeight) ? maxHeight : rawHeight
        margin = EdgeVals(style.margin)
        padding = EdgeVals(style.padding)
        border = EdgeVals(style.border)
        position = EdgeVals(style.position)
        let p = style.position
        horizontalInsetsDefined =
            p.left.isDefined || p.right.isDefined || p.all.isDefined
            || p.horizontal.isDefined || p.start.isDefined || p.end.isDefined
        verticalInsetsDefined = p.top.isDefined || p.bottom.isDefined || p.all.isDefined || p.vertical.isDefined
        hasMargin = margin.isSet
        hasPosition = position.isSet
        hasPaddingOrBorder = padding.isSet || border.isSet
        hasMinOrMax = minWidth.isDefined || minHeight.isDefined || maxWidth.isDefined || maxHeight.isDefined
        let allGap = Val(style.gap)
        columnGap = style.columnGap.isDefined ? Val(style.columnGap) : allGap
        rowGap = style.rowGap.isDefined ? Val(style.rowGap) : allGap
    }
}

/// A node's adaptive sizes, kept out of `FlexStyle` so that the hot style
/// records stay plain data without reference counting.
struct AdaptiveRules: Sendable {
    /// An adaptive height other than a plain ratio: height = rule(width).
    var height: AdaptiveSize?
    /// An adaptive minimum height: resolved against the node's last known width.
    var minHeight: AdaptiveSize?
    /// An adaptive width other than a plain ratio: resolved from the containing block's width.
    var width: AdaptiveSize?

    init(_ style: __shared Style) {
        if case .adaptive(let rule) = style.width, !rule.isRatio { width = rule }
        if case .adaptive(let rule) = style.height, !rule.isRatio { height = rule }
        if case .adaptive(let rule) = style.minHeight { minHeight = rule }
    }
}

extension AdaptiveSize {
    var isRatio: Bool {
        if case .aspectRatio = self { return true }
        return false
    }
}

// MARK: - Yoga's float helpers

/// The larger defined value (Yoga's `maxOrDefined`).
@inline(__always) func maxOrDefined(_ a: Float, _ b: Float) -> Float {
    if !a.isNaN && !b.isNaN { return Swift.max(a, b) }
    return a.isNaN ? b : a
}

/// The smaller defined value (Yoga's `minOrDefined`).
@inline(__always) func minOrDefined(_ a: Float, _ b: Float) -> Float {
    if !a.isNaN && !b.isNaN { return Swift.min(a, b) }
    return a.isNaN ? b : a
}

/// Equal within 0.0001, or both undefined (Yoga's `inexactEquals`).
@inline(__always) func inexactEquals(_ a: Float, _ b: Float) -> Bool {
    if !a.isNaN && !b.isNaN { return abs(a - b) < 0.0001 }
    return a.isNaN && b.isNaN
}

@inline(__always) func inexactEquals(_ a: Double, _ b: Double) -> Bool {
    if !a.isNaN && !b.isNaN { return abs(a - b) < 0.0001 }
    return a.isNaN && b.isNaN
}

// MARK: - Axes

extension FlexDirection {
    @inline(__always) var isRow: Bool { self == .row || self == .rowReverse }
    @inline(__always) var isColumn: Bool { self == .column || self == .columnReverse }
    /// This direction in a node laid out right to left when `rtl`: rows run the other way
    /// (Yoga's `resolveDirection`).
    @inline(__always) func resolved(rtl: Bool) -> FlexDirection {
        guard rtl else { return self }
        switch self {
        case .row: return .rowReverse
        case .rowReverse: return .row
        case .column, .columnReverse: return self
        }
    }
    /// The cross axis of this (resolved) main axis: a column's is a row in the node's direction
    /// (Yoga's `resolveCrossDirection`).
    @inline(__always) func cross(rtl: Bool) -> FlexDirection { isColumn ? (rtl ? .rowReverse : .row) : .column }
    @inline(__always) var flexStartEdge: PhysicalEdge {
        switch self {
        case .column: return .top
        case .columnReverse: return .bottom
        case .row: return .left
        case .rowReverse: return .right
        }
    }
    @inline(__always) var flexEndEdge: PhysicalEdge {
        switch self {
        case .column: return .bottom
        case .columnReverse: return .top
        case .row: return .right
        case .rowReverse: return .left
        }
    }
    /// The inline start edge: a row's is the left edge in LTR, the right one in RTL; a column's
    /// is the top (independent of reversal).
    @inline(__always) func inlineStartEdge(rtl: Bool) -> PhysicalEdge { isRow ? (rtl ? .right : .left) : .top }
    @inline(__always) func inlineEndEdge(rtl: Bool) -> PhysicalEdge { isRow ? (rtl ? .left : .right) : .bottom }
    @inline(__always) var needsTrailingPosition: Bool { self == .rowReverse || self == .columnReverse }
}

/// Yoga's sizing modes: exactly (stretch-fit), at-most (fit-content), undefined (max-content).
enum SizingMode: UInt8, Sendable {
    case stretchFit, fitContent, maxContent

    var measureMode: MeasureMode {
        switch self {
        case .stretchFit: return .exactly
        case .fitContent: return .atMost
        case .maxContent: return .undefined
        }
    }
}
