import LayoutModel

/// A JSON value with object keys kept in the order they were written, for deterministic output.
public indirect enum JSONOutput: Sendable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONOutput])
    case object([(String, JSONOutput)])

    /// A number, or null when absent.
    public static func optional(_ value: Double?) -> JSONOutput { value.map(JSONOutput.number) ?? .null }
    /// A string, or null when absent.
    public static func optional(_ value: String?) -> JSONOutput { value.map(JSONOutput.string) ?? .null }
    /// An integer.
    public static func int(_ value: Int) -> JSONOutput { .number(Double(value)) }

    /// True for null, booleans, numbers and strings.
    public var isScalar: Bool {
        switch self {
        case .null, .bool, .number, .string: true
        case .array, .object: false
        }
    }

    /// Pretty-printed with two-space indentation; empty arrays and objects stay on one line.
    /// Iterative (no recursion), O(size of the output).
    public func serialized() -> String {
        var out = ""
        write(into: &out)
        return out
    }

    /// Appends `serialized()` to `out`, without building the pieces as strings of their own.
    public func write(into out: inout String) {
        // The containers being written, innermost last: their items and the next one to write.
        enum Open {
            case array([JSONOutput], next: Int, indent: Int)
            case object([(String, JSONOutput)], next: Int, indent: Int)
        }
        var pads = [""]
        func pad(_ indent: Int) -> String {
            while pads.count <= indent { pads.append(pads[pads.count - 1] + "  ") }
            return pads[indent]
        }
        var stack: [Open] = []
        // Writes a scalar, an empty container or a row of scalars; opens any other container.
        func begin(_ value: JSONOutput, indent: Int) {
            switch value {
            case .null: out += "null"
            case .bool(let flag): out += flag ? "true" : "false"
            case .number(let number): out += Format.json(number)
            case .string(let string): JSONString.quote(string, into: &out)
            case .array(let items) where items.isEmpty: out += "[]"
            case .object(let members) where members.isEmpty: out += "{}"
            case .array(let items) where items.allSatisfy(\.isScalar):
                // Short rows of scalars ([x, y, w, h]) stay on one line.
                out += "["
                for (position, item) in items.enumerated() {
                    if position > 0 { out += ", " }
                    begin(item, indent: indent)
                }
                out += "]"
            case .array(let items):
                out += "["
                stack.append(.array(items, next: 0, indent: indent))
            case .object(let members):
                out += "{"
                stack.append(.object(members, next: 0, indent: indent))
            }
        }
        begin(self, indent: 0)
        while let open = stack.popLast() {
            switch open {
            case .array(let items, let next, let indent):
                guard next < items.count else {
                    out += "\n" + pad(indent) + "]"
                    continue
                }
                out += next == 0 ? "\n" : ",\n"
                out += pad(indent + 1)
                stack.append(.array(items, next: next + 1, indent: indent))
                begin(items[next], indent: indent + 1)
            case .object(let members, let next, let indent):
                guard next < members.count else {
                    out += "\n" + pad(indent) + "}"
                    continue
                }
                out += next == 0 ? "\n" : ",\n"
                out += pad(indent + 1)
                JSONString.quote(members[next].0, into: &out)
                out += ": "
                stack.append(.object(members, next: next + 1, indent: indent))
                begin(members[next].1, indent: indent + 1)
            }
        }
    }
}

/// JSON string quoting per RFC 8259.
public enum JSONString {
    /// Quotes and escapes `string`: `"` and `\` escaped, control characters as \n, \t, … or \u00XX.
    public static func quote(_ string: String) -> String {
        var out = ""
        quote(string, into: &out)
        return out
    }

    /// Appends `quote(string)` to `out`.
    public static func quote(_ string: String, into out: inout String) {
        // Most strings need no escape: append them whole.
        if string.utf8.allSatisfy({ $0 >= 0x20 && $0 != UInt8(ascii: "\"") && $0 != UInt8(ascii: "\\") && $0 != 0xE2 }) {
            out += "\""
            out += string
            out += "\""
            return
        }
        out += "\""
        for scalar in string.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case "\u{08}": out += "\\b"
            case "\u{0C}": out += "\\f"
            case "\u{2028}": out += "\\u2028"
            case "\u{2029}": out += "\\u2029"
            default:
                if scalar.value < 0x20 {
                    let hex = String(scalar.value, radix: 16)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        out += "\""
    }
}
