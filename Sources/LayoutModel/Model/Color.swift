/// An sRGB colour with alpha, written `#RGB`, `#RRGGBB`, `#RRGGBBAA` or `clear`.
public struct Color: Sendable, Hashable, CustomStringConvertible {
    public var red: UInt8
    public var green: UInt8
    public var blue: UInt8
    public var alpha: UInt8

    public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8 = 255) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    public static let clear = Color(red: 0, green: 0, blue: 0, alpha: 0)
    public static let white = Color(red: 255, green: 255, blue: 255)
    public static let black = Color(red: 0, green: 0, blue: 0)

    /// True when alpha is 255.
    public var isOpaque: Bool { alpha == 255 }

    /// Parses a colour as written in a layout file; nil when it is not one.
    public init?(parsing text: String) {
        if text == "clear" {
            self = .clear
            return
        }
        guard text.first == "#" else { return nil }
        let digits = Array(text.dropFirst())
        guard digits.allSatisfy(\.isHexDigit) else { return nil }
        func value(_ s: ArraySlice<Character>) -> UInt8 { UInt8(String(s), radix: 16) ?? 0 }
        switch digits.count {
        case 3:
            let v = digits.map { value([$0, $0][...]) }
            self.init(red: v[0], green: v[1], blue: v[2])
        case 6, 8:
            let alpha = digits.count == 8 ? value(digits[6..<8]) : 255
            self.init(red: value(digits[0..<2]), green: value(digits[2..<4]), blue: value(digits[4..<6]), alpha: alpha)
        default:
            return nil
        }
    }

    /// `#RRGGBB`, or `#RRGGBBAA` when not opaque.
    public var description: String {
        func hex(_ v: UInt8) -> String {
            let s = String(v, radix: 16, uppercase: true)
            return s.count == 1 ? "0" + s : s
        }
        let rgb = "#" + hex(red) + hex(green) + hex(blue)
        return isOpaque ? rgb : rgb + hex(alpha)
    }
}
