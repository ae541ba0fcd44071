import Foundation
import LayoutModel

/// Converts a conformance case's `style` object (SPEC §3 keys) into a `Style`.
/// Test-only: the product decoder lives in Sources/LayoutModel/Decoding.
enum StyleJSON {
    struct UnknownKey: Error, CustomStringConvertible {
        var key: String
        var description: String { "unknown style key \(key)" }
    }

    static func length(_ value: Any) -> Length? {
        if let n = value as? NSNumber { return .points(n.doubleValue) }
        guard let s = value as? String else { return nil }
        if s == "auto" { return .auto }
        if s.hasSuffix("%"), let v = Double(s.dropLast()) { return .percent(v) }
        if let v = Double(s) { return .points(v) }
        return nil
    }

    static func style(_ object: [String: Any]) throws -> Style {
        var style = Style()
        for key in object.keys.sorted() {
            let value = object[key] as Any
            let number = (value as? NSNumber)?.doubleValue
            let text = value as? String
            let len = length(value) ?? .undefined
            switch key {
            case "flexDirection": style.flexDirection = text.flatMap(FlexDirection.init(rawValue:)) ?? .column
            case "justifyContent": style.justifyContent = text.flatMap(Justify.init(rawValue:)) ?? .flexStart
            case "alignItems": style.alignItems = text.flatMap(Align.init(rawValue:)) ?? .stretch
            case "alignSelf": style.alignSelf = text.flatMap(Align.init(rawValue:)) ?? .auto
            case "alignContent": style.alignContent = text.flatMap(Align.init(rawValue:)) ?? .flexStart
            case "flexWrap": style.flexWrap = text.flatMap(Wrap.init(rawValue:)) ?? .noWrap
            case "position": style.positionType = text.flatMap(PositionType.init(rawValue:)) ?? .relative
            case "display": style.display = text.flatMap(Display.init(rawValue:)) ?? .flex
            case "overflow": style.overflow = text.flatMap(Overflow.init(rawValue:)) ?? .visible
            case "flex": style.flex = number
            case "flexGrow": style.flexGrow = number
            case "flexShrink": style.flexShrink = number
            case "flexBasis": style.flexBasis = len
            case "width": style.width = .length(len)
            case "height": style.height = .length(len)
            case "minWidth": style.minWidth = len
            case "minHeight": style.minHeight = .length(len)
            case "maxWidth": style.maxWidth = len
            case "maxHeight": style.maxHeight = len
            case "aspectRatio": style.aspectRatio = number
            case "gap": style.gap = len
            case "rowGap": style.rowGap = len
            case "columnGap": style.columnGap = len
            case "left": style.position.left = len
            case "top": style.position.top = len
            case "right": style.position.right = len
            case "bottom": style.position.bottom = len
            case "start": style.position.start = len
            case "end": style.position.end = len
            default:
                if try setEdge(key, prefix: "margin", len, &style.margin) { continue }
                if try setEdge(key, prefix: "padding", len, &style.padding) { continue }
                if try setEdge(key, prefix: "border", len, &style.border) { continue }
                throw UnknownKey(key: key)
            }
        }
        return style
    }

    private static func setEdge(_ key: String, prefix: String, _ value: Length, _ edges: inout Edges) throws -> Bool {
        guard key.hasPrefix(prefix) else { return false }
        switch key.dropFirst(prefix.count) {
        case "": edges.all = value
        case "Left": edges.left = value
        case "Top": edges.top = value
        case "Right": edges.right = value
        case "Bottom": edges.bottom = value
        case "Start": edges.start = value
        case "End": edges.end = value
        case "Horizontal": edges.horizontal = value
        case "Vertical": edges.vertical = value
        default: throw UnknownKey(key: key)
        }
        return true
    }
}
