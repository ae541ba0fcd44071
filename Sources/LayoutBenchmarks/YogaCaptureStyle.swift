import Foundation
import LayoutModel

extension YogaCapture {
    /// A capture's `style` object as a `Style`, key by key as Yoga's `setStylesFromJson` sets
    /// them (units Yoga ignores for a key are ignored here too).
    static func style(_ json: JSONValue?, in url: URL) throws(ReadError) -> Style {
        var style = Style()
        for member in json?.objectMembers ?? [] {
            let key = member.key, value = member.value
            func fail() -> ReadError { ReadError(description: "\(url.path):\(value.location.line): unreadable \"\(key)\"") }
            func keyword<T: RawRepresentable>(_: T.Type) throws(ReadError) -> T where T.RawValue == String {
                let raw = Self.text(value) == "no-wrap" ? "nowrap" : Self.text(value)
                guard let raw, let parsed = T(rawValue: raw) else { throw fail() }
                return parsed
            }
            let length = try Self.length(value, orThrow: fail())
            func edge(_ prefix: String) -> WritableKeyPath<Edges, Length>? {
                switch key.dropFirst(prefix.count + 1) {
                case "left": \.left
                case "top": \.top
                case "right": \.right
                case "bottom": \.bottom
                case "start": \.start
                case "end": \.end
                case "horizontal": \.horizontal
                case "vertical": \.vertical
                case "all": \.all
                default: nil
                }
            }
            let isAuto = length == .auto,
                isPercent: Bool = {
                    if case .percent = length { return true }; return false
                }()
            switch key {
            case "flex-direction": style.flexDirection = try keyword(FlexDirection.self)
            case "justify-content": style.justifyContent = try keyword(Justify.self)
            case "align-items": style.alignItems = try keyword(Align.self)
            case "align-content": style.alignContent = try keyword(Align.self)
            case "align-self": style.alignSelf = try keyword(Align.self)
            case "flex-wrap": style.flexWrap = try keyword(Wrap.self)
            case "overflow": style.overflow = try keyword(Overflow.self)
            case "display": style.display = try keyword(Display.self)
            case "position-type": style.positionType = try keyword(PositionType.self)
            case "flex-grow": style.flexGrow = Self.optionalNumber(value)
            case "flex-shrink": style.flexShrink = Self.optionalNumber(value)
            case "flex": style.flex = Self.optionalNumber(value)
            case "flex-basis": style.flexBasis = length
            case "width": style.width = .length(length)
            case "height": style.height = .length(length)
            case "min-width": if !isAuto { style.minWidth = length }
            case "min-height": if !isAuto { style.minHeight = .length(length) }
            case "max-width": if !isAuto { style.maxWidth = length }
            case "max-height": if !isAuto { style.maxHeight = length }
            case "gap": if !isAuto && !isPercent { style.gap = length }
            case "column-gap": if !isAuto && !isPercent { style.columnGap = length }
            case "row-gap": if !isAuto && !isPercent { style.rowGap = length }
            default:
                if key.hasPrefix("position-"), let edge = edge("position"), !isAuto {
                    style.position[keyPath: edge] = length
                } else if key.hasPrefix("padding-"), let edge = edge("padding"), !isAuto {
                    style.padding[keyPath: edge] = length
                } else if key.hasPrefix("border-"), let edge = edge("border"), !isAuto && !isPercent {
                    style.border[keyPath: edge] = length
                } else if key.hasPrefix("margin-"), let edge = edge("margin") {
                    style.margin[keyPath: edge] = length
                }
            }
        }
        return style
    }

    /// `{"unit": "px" | "pct", "value": v}`, `"auto"` or `"undefined"`; `.undefined` for others.
    static func length(_ json: JSONValue, orThrow error: @autoclosure () -> ReadError) throws(ReadError) -> Length {
        if let word = text(json) { return word == "auto" ? .auto : .undefined }
        guard let unit = text(json["unit"]) else { return .undefined }
        let value = number(json["value"])
        if value.isNaN { throw error() }
        switch unit {
        case "px": return .points(value)
        case "pct": return .percent(value)
        default: throw error()
        }
    }

    static func optionalNumber(_ json: JSONValue) -> Double? {
        let value = number(json)
        return value.isNaN ? nil : value
    }

    static func measureCall(_ json: JSONValue, in url: URL) throws(ReadError) -> MeasureCall {
        func mode(_ key: String) throws(ReadError) -> MeasureMode {
            switch text(json[key]) {
            case "exactly": return .exactly
            case "at-most": return .atMost
            case "undefined": return .undefined
            default: throw ReadError(description: "\(url.path):\(json.location.line): unreadable \"\(key)\"")
            }
        }
        func number(_ key: String) -> Float { Float(Self.number(json[key])) }
        return MeasureCall(
            width: number("width"), widthMode: try mode("width-mode"), height: number("height"), heightMode: try mode("height-mode"),
            outputWidth: number("output-width"), outputHeight: number("output-height"))
    }
}
