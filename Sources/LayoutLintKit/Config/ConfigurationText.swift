import LayoutModel

/// Checks a configuration's bytes before Yams reads them, so that what Yams would reject
/// without a place (bytes that are not UTF-8), report at the file's start (control
/// characters) or not survive (nesting deep enough to overflow the stack of its recursive
/// composer) is an error at its line and column.
public enum ConfigurationText {
    /// The deepest nesting read. A configuration needs four levels (rules → rule → options →
    /// value); Yams recurses once per level, so thousands of levels exhaust the stack.
    public static let maxDepth = 64

    /// The text of `bytes`, or the first problem in them, located.
    public static func text(_ bytes: [UInt8], file: String) -> Result<String, InputError> {
        var body = bytes[...]
        if body.starts(with: [0xEF, 0xBB, 0xBF]) { body = body.dropFirst(3) }
        guard let text = String(validating: body, as: UTF8.self) else {
            let (location, byte) = firstInvalidByte(body)
            return .failure(
                InputError(
                    file: file, location: location,
                    message:
                        "the configuration is not UTF-8 text: byte 0x\(hex(byte, digits: 2)) here is not part of a UTF-8 character; save the file as UTF-8"
                ))
        }
        var location = SourceLocation.start
        for scalar in text.unicodeScalars {
            if !isAllowed(scalar) {
                return .failure(
                    InputError(
                        file: file, location: location,
                        message: "control character U+\(hex(scalar.value, digits: 4)) is not allowed in YAML; remove it"))
            }
            advance(&location, over: scalar)
        }
        if let (place, depth) = tooDeep(text, limit: maxDepth) {
            return .failure(
                InputError(
                    file: file, location: place,
                    message:
                        "the configuration nests \(depth) levels deep here, over the limit of \(maxDepth); a .layoutlint.yml needs at most 4 (rules → rule → options)"
                ))
        }
        return .success(text)
    }

    /// Where the nesting of `text` first exceeds `limit`, and how deep it is there; nil when
    /// it never does. An over-estimate, never an under-estimate: every block level (a deeper
    /// indentation, or `- `, `? ` or `: ` opening a node on the line) and every flow bracket
    /// counts, inside plain scalars too; only quoted scalars and comments are skipped. One
    /// pass, no recursion.
    static func tooDeep(_ text: String, limit: Int) -> (SourceLocation, Int)? {
        enum Quote { case none, single, double }
        var quote = Quote.none
        var flow = 0
        var indents: [Int] = []
        var location = SourceLocation.start
        var lines = text.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false)[...]
        while let line = lines.popFirst() {
            defer { location = SourceLocation(line: location.line + 1, column: 1) }
            let scalars = Array(line)
            var index = 0
            if quote == .none && flow == 0 {
                while index < scalars.count && scalars[index] == " " { index += 1 }
                let rest = scalars[index...]
                if rest.allSatisfy({ $0 == " " || $0 == "\t" || $0 == "\r" }) || rest.first == "#" { continue }
                while let last = indents.last, last >= index { indents.removeLast() }
                indents.append(index)
            }
            var compact = 0
            // The last character that is not a space: a quote opens a scalar only after an indicator.
            var previous: Unicode.Scalar? = nil
            while index < scalars.count {
                let scalar = scalars[index]
                let next: Unicode.Scalar? = index + 1 < scalars.count ? scalars[index + 1] : nil
                let column = index + 1
                index += 1
                switch quote {
                case .double:
                    if scalar == "\\" { index += 1 } else if scalar == "\"" { quote = .none }
                    continue
                case .single:
                    if scalar == "'" {
                        if next == "'" { index += 1 } else { quote = .none }
                    }
                    continue
                case .none:
                    break
                }
                if scalar == " " || scalar == "\t" || scalar == "\r" { continue }
                defer { previous = scalar }
                let startsToken = previous == nil || ["[", "{", ",", ":", "-", "?"].contains(previous)
                let spaced = next == nil || next == " " || next == "\t" || next == "\r"
                switch scalar {
                case "#" where index == 1 || scalars[index - 2] == " " || scalars[index - 2] == "\t":
                    index = scalars.count
                    continue
                case "\"" where startsToken: quote = .double
                case "'" where startsToken: quote = .single
                case "[", "{": flow += 1
                case "]", "}": flow = max(0, flow - 1)
                case "-" where flow == 0 && spaced && startsToken, "?" where flow == 0 && spaced && startsToken: compact += 1
                case ":" where flow == 0 && spaced: compact += 1
                default: break
                }
                let depth = indents.count + compact + flow
                if depth > limit { return (SourceLocation(line: location.line, column: column), depth) }
            }
        }
        return nil
    }

    /// YAML's printable characters: tab, line breaks and everything from space up except
    /// DEL, the C1 controls other than NEL, surrogates and U+FFFE/U+FFFF.
    static func isAllowed(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09, 0x0A, 0x0D, 0x85: true
        case 0x20...0x7E, 0xA0...0xD7FF, 0xE000...0xFFFD, 0x10000...0x10FFFF: true
        default: false
        }
    }

    private static func advance(_ location: inout SourceLocation, over scalar: Unicode.Scalar) {
        if scalar == "\n" {
            location = SourceLocation(line: location.line + 1, column: 1)
        } else {
            location.column += 1
        }
    }

    /// The place and value of the first byte that is not part of a valid UTF-8 character.
    private static func firstInvalidByte(_ bytes: ArraySlice<UInt8>) -> (SourceLocation, UInt8) {
        var location = SourceLocation.start
        var index = bytes.startIndex
        while index < bytes.endIndex {
            let byte = bytes[index]
            let length = byte < 0x80 ? 1 : byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : byte >= 0xC0 ? 2 : 0
            guard length > 0, index + length <= bytes.endIndex,
                let character = String(validating: bytes[index..<index + length], as: UTF8.self)
            else { return (location, byte) }
            for scalar in character.unicodeScalars { advance(&location, over: scalar) }
            index += length
        }
        return (location, bytes.last ?? 0)
    }

    private static func hex<T: BinaryInteger>(_ value: T, digits: Int) -> String {
        let text = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, digits - text.count)) + text
    }
}
