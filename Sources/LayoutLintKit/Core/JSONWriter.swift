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
        enum Work { case value(JSONOutput, indent: Int), text(String) }
        var out = ""
        var stack: [Work] = [.value(self, indent: 0)]
        while let work = stack.popLast() {
            switch work {
            case .text(let text):
                out += text
            case .value(let value, let indent):
                let pad = String(repeating: "  ", count: indent + 1), closing = String(repeating: "  ", count: indent)
                switch value {
                case .null: out += "null"
                case .bool(let flag): out += flag ? "true" : "false"
                case .number(let number): out += Format.json(number)
                case .string(let string): out += JSONString.quote(string)
                case .array(let items) where items.isEmpty: out += "[]"
                case .object(let members) where members.isEmpty: out += "{}"
                case .array(let items) where items.allSatisfy(\.isScalar):
                    // Short rows of scalars ([x, y, w, h]) stay on one line.
                    out += "[" + items.map { $0.serialized() }.joined(separator: ", ") + "]"
                case .array(let items):
                    out += "[\n"
                    var pending: [Work] = []
                    for (position, item) in items.enumerated() {
                        pending.append(.text(pad))
                        pending.append(.value(item, indent: indent + 1))
                        pending.append(.text(position == items.count - 1 ? "\n" : ",\n"))
                    }
                    pending.append(.text(closing + "]"))
                    stack.append(contentsOf: pending.reversed())
                case .object(let members):
                    out += "{\n"
                    var pending: [Work] = []
                    for (position, (key, item)) in members.enumerated() {
                        pending.append(.text(pad + JSONString.quote(key) + ": "))
                        pending.append(.value(item, indent: indent + 1))
                        pending.append(.text(position == members.count - 1 ? "\n" : ",\n"))
                    }
                    pending.append(.text(closing + "}"))
                    stack.append(contentsOf: pending.reversed())
                }
            }
        }
        return out
    }
}

/// JSON string quoting per RFC 8259.
public enum JSONString {
    /// Quotes and escapes `string`: `"` and `\` escaped, control characters as \n, \t, … or \u00XX.
    public static func quote(_ string: String) -> String {
        var out = "\""
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
        return out + "\""
    }
}
