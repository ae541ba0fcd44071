/// The flexbox style of a node: the layout engine's input, kept apart from its output.
///
/// Defaults are Yoga's: column, alignItems stretch, alignContent flex-start, flexShrink 0,
/// position relative, border-box sizing.
public struct Style: Sendable, Hashable {
    public var flexDirection: FlexDirection = .column
    public var justifyContent: Justify = .flexStart
    public var alignItems: Align = .stretch
    public var alignSelf: Align = .auto
    public var alignContent: Align = .flexStart
    public var flexWrap: Wrap = .noWrap
    public var positionType: PositionType = .relative
    public var display: Display = .flex
    public var overflow: Overflow = .visible
    /// The node's inline direction; `inherit` takes its parent's (the root's: the screen's
    /// locale, right to left for a right-to-left language).
    public var direction: Direction = .inherit

    /// `flex: N` shorthand as written (Yoga: N > 0 → grow N, basis 0; N < 0 → shrink −N).
    public var flex: Double?
    public var flexGrow: Double?
    public var flexShrink: Double?
    public var flexBasis: Length = .auto

    public var width: SizeValue = .length(.auto)
    public var height: SizeValue = .length(.auto)
    public var minWidth: Length = .undefined
    public var minHeight: SizeValue = .length(.undefined)
    public var maxWidth: Length = .undefined
    public var maxHeight: Length = .undefined
    public var aspectRatio: Double?

    public var margin = Edges()
    public var padding = Edges()
    public var border = Edges()
    /// Insets: `left`, `top`, `right`, `bottom`, `start`, `end`.
    public var position = Edges()

    /// `gap` (all), `columnGap`, `rowGap`.
    public var gap: Length = .undefined
    public var columnGap: Length = .undefined
    public var rowGap: Length = .undefined

    public init() {}
}

/// A value per edge as Yoga stores it: nine slots resolved with Yoga's precedence.
public struct Edges: Sendable, Hashable {
    public var left: Length = .undefined
    public var top: Length = .undefined
    public var right: Length = .undefined
    public var bottom: Length = .undefined
    public var start: Length = .undefined
    public var end: Length = .undefined
    public var horizontal: Length = .undefined
    public var vertical: Length = .undefined
    public var all: Length = .undefined

    public init() {}

    /// The left edge in LTR: start, then left, then horizontal, then all.
    public var resolvedLeft: Length { resolvedLeft(rightToLeft: false) }

    /// The right edge in LTR: end, then right, then horizontal, then all.
    public var resolvedRight: Length { resolvedRight(rightToLeft: false) }

    /// The left edge: the leading edge (start) in LTR, the trailing edge (end) in RTL, then
    /// left, then horizontal, then all (Yoga's precedence).
    public func resolvedLeft(rightToLeft: Bool) -> Length {
        let logical = rightToLeft ? end : start
        if logical.isDefined { return logical }
        if left.isDefined { return left }
        if horizontal.isDefined { return horizontal }
        return all
    }

    /// The right edge: end in LTR, start in RTL, then right, then horizontal, then all.
    public func resolvedRight(rightToLeft: Bool) -> Length {
        let logical = rightToLeft ? start : end
        if logical.isDefined { return logical }
        if right.isDefined { return right }
        if horizontal.isDefined { return horizontal }
        return all
    }

    /// The top edge: top, then vertical, then all.
    public var resolvedTop: Length {
        if top.isDefined { return top }
        if vertical.isDefined { return vertical }
        return all
    }

    /// The bottom edge: bottom, then vertical, then all.
    public var resolvedBottom: Length {
        if bottom.isDefined { return bottom }
        if vertical.isDefined { return vertical }
        return all
    }
}

/// A node's inline direction (Yoga's `direction`): which edge is a row's start and which
/// logical edge (`start`, `end`) is the left one.
public enum Direction: String, Sendable, Hashable, CaseIterable {
    /// The parent's direction; the root's comes from the layout options.
    case inherit
    /// Left to right.
    case ltr
    /// Right to left: rows start at the right, `start` edges are right edges.
    case rtl
}

public enum FlexDirection: String, Sendable, Hashable, CaseIterable {
    case column, columnReverse = "column-reverse", row, rowReverse = "row-reverse"
}

public enum Justify: String, Sendable, Hashable, CaseIterable {
    case flexStart = "flex-start", center, flexEnd = "flex-end"
    case spaceBetween = "space-between", spaceAround = "space-around", spaceEvenly = "space-evenly"
}

/// Values of alignItems, alignSelf (adds `auto`) and alignContent (adds `stretch` and `space-*`).
public enum Align: String, Sendable, Hashable, CaseIterable {
    case auto, flexStart = "flex-start", center, flexEnd = "flex-end", stretch, baseline
    case spaceBetween = "space-between", spaceAround = "space-around", spaceEvenly = "space-evenly"
}

public enum Wrap: String, Sendable, Hashable, CaseIterable {
    case noWrap = "nowrap", wrap, wrapReverse = "wrap-reverse"
}

public enum PositionType: String, Sendable, Hashable, CaseIterable {
    case relative, absolute, `static`
}

public enum Display: String, Sendable, Hashable, CaseIterable {
    case flex, none
}

public enum Overflow: String, Sendable, Hashable, CaseIterable {
    case visible, hidden, scroll
}
