/// Decodes a node's flexbox `style` object into a `Style`.
///
/// Public so that other readers of the format (the conformance runner, tools) decode styles
/// exactly as layout files are decoded. O(keys) per style.
public enum StyleDecoder {
    /// The result of decoding one style object.
    public struct Result: Sendable, Hashable {
        /// The style with every valid key applied over the defaults.
        public var style: Style
        /// Where each valid key's value was written.
        public var locations: [String: SourceLocation]
        /// The valid keys in source order.
        public var keys: [String]
        /// Problems found, in source order.
        public var errors: [InputError]
    }

    /// Decodes `value` (a style object) read from `file`.
    public static func decode(_ value: JSONValue, file: String, limits: DecodingLimits = .init()) -> Result {
        var context = DecodingContext(file: file, limits: limits)
        var style = Style()
        var locations: [String: SourceLocation] = [:]
        let keys = decode(value, into: &style, locations: &locations, context: &context)
        return Result(style: style, locations: locations, keys: keys, errors: context.errors.sorted())
    }

    /// Every style key, in the order the reference lists them (docs/format.md).
    public static var keys: [String] { table.map(\.key) }

    /// Applies the keys of `value` to `style`; returns the keys applied, in source order.
    static func decode(
        _ value: JSONValue, into style: inout Style, locations: inout [String: SourceLocation], context: inout DecodingContext
    ) -> [String] {
        guard let reader = ObjectReader(value, name: "\"style\"", place: "style", validKeys: keys, context: &context) else {
            return []
        }
        var applied: [String] = []
        for member in reader.members {
            guard let property = lookup[member.key] else { continue }
            if apply(property, member.value, member.key, to: &style, context: &context) {
                locations[member.key] = member.value.location
                applied.append(member.key)
            }
        }
        return applied
    }

    enum EdgeGroup: Sendable { case margin, padding, border, position }
    enum Slot: Sendable { case all, left, top, right, bottom, start, end, horizontal, vertical }

    enum Property: Sendable {
        case flexDirection, justifyContent, alignItems, alignSelf, alignContent, flexWrap, position, display, overflow, direction
        case flexGrow, flexShrink, flex, flexBasis, aspectRatio
        case width, height, minWidth, maxWidth, minHeight, maxHeight
        case edge(EdgeGroup, Slot)
        case gap, rowGap, columnGap
    }

    static let table: [(key: String, property: Property)] = {
        var rows: [(key: String, property: Property)] = [
            ("flexDirection", .flexDirection), ("justifyContent", .justifyContent), ("alignItems", .alignItems),
            ("alignSelf", .alignSelf), ("alignContent", .alignContent), ("flexWrap", .flexWrap),
            ("flexGrow", .flexGrow), ("flexShrink", .flexShrink), ("flexBasis", .flexBasis), ("flex", .flex),
            ("width", .width), ("height", .height), ("minWidth", .minWidth), ("maxWidth", .maxWidth),
            ("minHeight", .minHeight), ("maxHeight", .maxHeight), ("aspectRatio", .aspectRatio),
        ]
        let slots: [(String, Slot)] = [
            ("", .all), ("Left", .left), ("Top", .top), ("Right", .right), ("Bottom", .bottom),
            ("Start", .start), ("End", .end), ("Horizontal", .horizontal), ("Vertical", .vertical),
        ]
        for (prefix, group) in [("margin", EdgeGroup.margin), ("padding", .padding), ("border", .border)] {
            rows += slots.map { (prefix + $0.0, Property.edge(group, $0.1)) }
        }
        rows += [("gap", .gap), ("rowGap", .rowGap), ("columnGap", .columnGap), ("position", .position)]
        let insets: [(String, Slot)] = [
            ("left", .left), ("top", .top), ("right", .right), ("bottom", .bottom), ("start", .start), ("end", .end),
        ]
        rows += insets.map { ($0.0, Property.edge(.position, $0.1)) }
        rows += [("display", .display), ("overflow", .overflow), ("direction", .direction)]
        return rows
    }()

    private static let lookup: [String: Property] = Dictionary(table.map { ($0.key, $0.property) }, uniquingKeysWith: { first, _ in first })

    static let alignItemsValues: [Align] = [.flexStart, .center, .flexEnd, .stretch, .baseline]
    static let alignSelfValues: [Align] = [.auto] + alignItemsValues
    static let alignContentValues: [Align] = [.flexStart, .center, .flexEnd, .stretch, .spaceBetween, .spaceAround, .spaceEvenly]

    /// Applies one key; false when its value was invalid (and reported).
    private static func apply(
        _ property: Property, _ value: JSONValue, _ key: String, to style: inout Style, context: inout DecodingContext
    ) -> Bool {
        func set<T>(_ decoded: T?, _ assign: (inout Style, T) -> Void) -> Bool {
            guard let decoded else { return false }
            assign(&style, decoded)
            return true
        }
        switch property {
        case .flexDirection: return set(context.enumValue(value, key, FlexDirection.self)) { $0.flexDirection = $1 }
        case .justifyContent: return set(context.enumValue(value, key, Justify.self)) { $0.justifyContent = $1 }
        case .alignItems: return set(context.enumValue(value, key, Align.self, allowed: alignItemsValues)) { $0.alignItems = $1 }
        case .alignSelf: return set(context.enumValue(value, key, Align.self, allowed: alignSelfValues)) { $0.alignSelf = $1 }
        case .alignContent: return set(context.enumValue(value, key, Align.self, allowed: alignContentValues)) { $0.alignContent = $1 }
        case .flexWrap: return set(context.enumValue(value, key, Wrap.self)) { $0.flexWrap = $1 }
        case .position: return set(context.enumValue(value, key, PositionType.self)) { $0.positionType = $1 }
        case .display: return set(context.enumValue(value, key, Display.self)) { $0.display = $1 }
        case .overflow: return set(context.enumValue(value, key, Overflow.self)) { $0.overflow = $1 }
        case .direction: return set(context.enumValue(value, key, Direction.self)) { $0.direction = $1 }
        case .flexGrow: return set(context.number(value, key, .factor)) { $0.flexGrow = $1 }
        case .flexShrink: return set(context.number(value, key, .factor)) { $0.flexShrink = $1 }
        case .flex: return set(context.number(value, key, .signedFactor)) { $0.flex = $1 }
        case .aspectRatio:
            // Yoga treats an aspect ratio of 0 as unset ("zero aspect ratio behaves like auto").
            return set(context.number(value, key, .factor)) { $0.aspectRatio = $1 > 0 ? $1 : nil }
        case .flexBasis: return set(context.length(value, key, .basis)) { $0.flexBasis = $1 }
        case .width: return set(context.size(value, key, .size)) { $0.width = $1 }
        case .height: return set(context.size(value, key, .size)) { $0.height = $1 }
        case .minHeight: return set(context.size(value, key, LengthForms(adaptive: true))) { $0.minHeight = $1 }
        case .minWidth: return set(context.length(value, key, .minMax)) { $0.minWidth = $1 }
        case .maxWidth: return set(context.length(value, key, .minMax)) { $0.maxWidth = $1 }
        case .maxHeight: return set(context.length(value, key, .minMax)) { $0.maxHeight = $1 }
        case .gap: return set(context.length(value, key, .gap)) { $0.gap = $1 }
        case .rowGap: return set(context.length(value, key, .gap)) { $0.rowGap = $1 }
        case .columnGap: return set(context.length(value, key, .gap)) { $0.columnGap = $1 }
        case .edge(let group, let slot):
            let forms: LengthForms =
                switch group {
                case .margin: .margin
                case .padding: .padding
                case .border: .border
                case .position: .inset
                }
            guard let length = context.length(value, key, forms) else { return false }
            switch group {
            case .margin: assign(length, slot, &style.margin)
            case .padding: assign(length, slot, &style.padding)
            case .border: assign(length, slot, &style.border)
            case .position: assign(length, slot, &style.position)
            }
            return true
        }
    }

    private static func assign(_ length: Length, _ slot: Slot, _ edges: inout Edges) {
        switch slot {
        case .all: edges.all = length
        case .left: edges.left = length
        case .top: edges.top = length
        case .right: edges.right = length
        case .bottom: edges.bottom = length
        case .start: edges.start = length
        case .end: edges.end = length
        case .horizontal: edges.horizontal = length
        case .vertical: edges.vertical = length
        }
    }
}
