/// A JSON syntax error: where the parser stopped and why.
public struct JSONSyntaxError: Error, Sendable, Hashable {
    public var location: SourceLocation
    public var message: String
}

/// A strict JSON parser (RFC 8259) that records the location of every key and value.
///
/// It runs on an explicit stack, never recursion, so input nested arbitrarily deep yields an
/// error past `maxDepth` instead of a stack overflow. It checks UTF-8, rejects duplicate keys
/// and names the construct a truncated file left open.
public struct JSONParser {
    /// The deepest nesting of arrays and objects accepted.
    public var maxDepth: Int

    public init(maxDepth: Int = 4096) {
        self.maxDepth = maxDepth
    }

    /// Parses `bytes` as one JSON document.
    public func parse(_ bytes: [UInt8]) throws(JSONSyntaxError) -> JSONValue {
        var scanner = Scanner(bytes: bytes)
        return try scanner.parseDocument(maxDepth: maxDepth)
    }
}

private enum Frame {
    case array(start: SourceLocation, elements: [JSONValue])
    case object(start: SourceLocation, members: [JSONMember], key: String, keyLocation: SourceLocation, seen: Set<String>)
}

private struct Scanner {
    let bytes: [UInt8]
    var index = 0
    var line = 1
    var column = 1

    init(bytes: [UInt8]) {
        self.bytes = bytes
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
    }

    var location: SourceLocation { SourceLocation(line: line, column: column) }
    var atEnd: Bool { index >= bytes.count }
    var current: UInt8? { index < bytes.count ? bytes[index] : nil }

    mutating func advance() {
        let byte = bytes[index]
        index += 1
        if byte == UInt8(ascii: "\n") {
            line += 1
            column = 1
        } else if byte & 0xC0 != 0x80 {
            column += 1
        }
    }

    mutating func skipWhitespace() {
        while let byte = current, byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 {
            advance()
        }
    }

    func error(_ message: String, at location: SourceLocation? = nil) -> JSONSyntaxError {
        JSONSyntaxError(location: location ?? self.location, message: message)
    }

    func describeCurrent() -> String {
        guard let byte = current else { return "end of input" }
        if byte == 0x2F, index + 1 < bytes.count, bytes[index + 1] == 0x2F || bytes[index + 1] == 0x2A {
            return "'\(bytes[index + 1] == 0x2F ? "//" : "/*")', a comment (JSON has no comments; remove it)"
        }
        if byte >= 0x21 && byte < 0x7F { return "'\(Character(Unicode.Scalar(byte)))'" }
        if byte < 0x20 || byte == 0x7F { return "control character U+\(hex(byte))" }
        // A whole UTF-8 character is quoted with its code point; anything else is named by byte.
        let length = byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : byte >= 0xC0 ? 2 : 1
        if length > 1, index + length <= bytes.count,
            let text = String(validating: bytes[index..<index + length], as: UTF8.self),
            let scalar = text.unicodeScalars.first
        {
            return "'\(text)' (U+\(String(scalar.value, radix: 16, uppercase: true)))"
        }
        return "byte 0x\(hex(byte))"
    }

    func openedConstruct(_ stack: [Frame]) -> String {
        switch stack.last {
        case .array(let start, _)?: "the array opened at \(start)"
        case .object(let start, _, _, _, _)?: "the object opened at \(start)"
        case nil: "the document"
        }
    }

    mutating func parseDocument(maxDepth: Int) throws(JSONSyntaxError) -> JSONValue {
        var stack: [Frame] = []
        skipWhitespace()
        if atEnd { throw error("the file is empty; expected a JSON object") }

        while true {
            // Read the start of a value: a scalar completes at once, a container is pushed.
            skipWhitespace()
            let start = location
            var value: JSONValue
            switch current {
            case UInt8(ascii: "{"):
                if stack.count >= maxDepth { throw error("nesting is deeper than \(maxDepth) levels") }
                advance()
                skipWhitespace()
                if current == UInt8(ascii: "}") {
                    advance()
                    value = JSONValue(.object([]), at: start)
                } else {
                    let (key, keyLocation) = try parseKey(stack: stack, container: start)
                    stack.append(.object(start: start, members: [], key: key, keyLocation: keyLocation, seen: [key]))
                    continue
                }
            case UInt8(ascii: "["):
                if stack.count >= maxDepth { throw error("nesting is deeper than \(maxDepth) levels") }
                advance()
                skipWhitespace()
                if current == UInt8(ascii: "]") {
                    advance()
                    value = JSONValue(.array([]), at: start)
                } else {
                    stack.append(.array(start: start, elements: []))
                    continue
                }
            default:
                value = try parseScalar(stack: stack)
            }

            // Hand the finished value to its container; close containers that end here.
            while true {
                guard let frame = stack.popLast() else {
                    skipWhitespace()
                    if !atEnd { throw error("unexpected \(describeCurrent()) after the end of the document") }
                    return value
                }
                skipWhitespace()
                switch consume frame {
                case .array(let arrayStart, var elements):
                    elements.append(value)
                    if current == UInt8(ascii: ",") {
                        advance()
                        stack.append(.array(start: arrayStart, elements: elements))
                    } else if current == UInt8(ascii: "]") {
                        advance()
                        value = JSONValue(.array(elements), at: arrayStart)
                        continue
                    } else if atEnd {
                        throw error("unexpected end of input; expected ']' to close the array opened at \(arrayStart)")
                    } else {
                        throw error("expected ',' or ']' in the array opened at \(arrayStart), found \(describeCurrent())")
                    }
                case .object(let objectStart, var members, let key, let keyLocation, var seen):
                    members.append(JSONMember(key: key, keyLocation: keyLocation, value: value))
                    if current == UInt8(ascii: ",") {
                        advance()
                        skipWhitespace()
                        let (next, nextLocation) = try parseKey(stack: stack, container: objectStart)
                        if seen.contains(next) {
                            throw error("duplicate key \"\(next)\" in the object opened at \(objectStart)", at: nextLocation)
                        }
                        seen.insert(next)
                        stack.append(.object(start: objectStart, members: members, key: next, keyLocation: nextLocation, seen: seen))
                    } else if current == UInt8(ascii: "}") {
                        advance()
                        value = JSONValue(.object(members), at: objectStart)
                        continue
                    } else if atEnd {
                        throw error("unexpected end of input; expected '}' to close the object opened at \(objectStart)")
                    } else {
                        throw error("expected ',' or '}' in the object opened at \(objectStart), found \(describeCurrent())")
                    }
                }
                break
            }
        }
    }

    /// Reads `"key" :` and leaves the scanner at the value.
    mutating func parseKey(stack: [Frame], container: SourceLocation) throws(JSONSyntaxError) -> (String, SourceLocation) {
        let keyLocation = location
        guard current == UInt8(ascii: "\"") else {
            if atEnd { throw error("unexpected end of input; expected a key in the object opened at \(container)") }
            throw error("expected a quoted key in the object opened at \(container), found \(describeCurrent())")
        }
        let key = try parseString()
        skipWhitespace()
        guard current == UInt8(ascii: ":") else {
            if atEnd { throw error("unexpected end of input; expected ':' after the key \"\(key)\"") }
            throw error("expected ':' after the key \"\(key)\", found \(describeCurrent())")
        }
        advance()
        return (key, keyLocation)
    }

    mutating func parseScalar(stack: [Frame]) throws(JSONSyntaxError) -> JSONValue {
        let start = location
        guard let byte = current else {
            throw error("unexpected end of input; expected a value in \(openedConstruct(stack))")
        }
        switch byte {
        case UInt8(ascii: "\""):
            return JSONValue(.string(try parseString()), at: start)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            if byte == UInt8(ascii: "-"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "I") {
                throw error("-Infinity is not a JSON number; use a finite number")
            }
            return try parseNumber()
        case UInt8(ascii: "t"):
            try expectWord("true")
            return JSONValue(.bool(true), at: start)
        case UInt8(ascii: "f"):
            try expectWord("false")
            return JSONValue(.bool(false), at: start)
        case UInt8(ascii: "n"):
            try expectWord("null")
            return JSONValue(.null, at: start)
        case UInt8(ascii: "N"):
            throw error("NaN is not a JSON number; use a finite number")
        case UInt8(ascii: "I"):
            throw error("Infinity is not a JSON number; use a finite number")
        case UInt8(ascii: "]"), UInt8(ascii: "}"):
            throw error("expected a value, found \(describeCurrent()) (a trailing comma?)")
        default:
            throw error("expected a value, found \(describeCurrent())")
        }
    }

    mutating func expectWord(_ word: String) throws(JSONSyntaxError) {
        let start = location
        for expected in word.utf8 {
            guard current == expected else {
                throw error("invalid literal; expected '\(word)'", at: start)
            }
            advance()
        }
        if let byte = current, isIdentifierByte(byte) {
            throw error("invalid literal; expected '\(word)'", at: start)
        }
    }

    func isIdentifierByte(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "_")
    }

    mutating func parseNumber() throws(JSONSyntaxError) -> JSONValue {
        let start = location
        let startIndex = index
        var isInteger = true
        if current == UInt8(ascii: "-") { advance() }
        func isDigit(_ b: UInt8?) -> Bool { b.map { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") } ?? false }
        guard isDigit(current) else { throw error("invalid number: expected a digit", at: start) }
        if current == UInt8(ascii: "0") {
            advance()
            if isDigit(current) { throw error("invalid number: leading zeros are not allowed", at: start) }
        } else {
            while isDigit(current) { advance() }
        }
        if current == UInt8(ascii: ".") {
            isInteger = false
            advance()
            guard isDigit(current) else { throw error("invalid number: expected a digit after '.'", at: start) }
            while isDigit(current) { advance() }
        }
        if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
            isInteger = false
            advance()
            if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { advance() }
            guard isDigit(current) else { throw error("invalid number: expected a digit in the exponent", at: start) }
            while isDigit(current) { advance() }
        }
        if let byte = current, isIdentifierByte(byte) || byte == UInt8(ascii: ".") {
            throw error("invalid number", at: start)
        }
        let text = String(decoding: bytes[startIndex..<index], as: UTF8.self)
        guard let number = Double(text), number.isFinite else {
            throw error("the number \(text) is too large to represent", at: start)
        }
        return JSONValue(.number(number, isInteger: isInteger), at: start)
    }

    mutating func parseString() throws(JSONSyntaxError) -> String {
        let start = location
        advance()  // opening quote
        var buffer: [UInt8] = []
        while true {
            guard let byte = current else {
                throw error("unexpected end of input; the string opened at \(start) is not closed")
            }
            switch byte {
            case UInt8(ascii: "\""):
                advance()
                return String(decoding: buffer, as: UTF8.self)
            case UInt8(ascii: "\\"):
                try parseEscape(into: &buffer)
            case 0x00..<0x20:
                if byte == 0x0A { throw error("the string opened at \(start) is not closed before the end of the line") }
                throw error("control character U+\(hex(byte)) must be escaped in a string")
            case 0x20..<0x80:
                buffer.append(byte)
                advance()
            default:
                try copyUTF8Sequence(into: &buffer)
            }
        }
    }

    mutating func parseEscape(into buffer: inout [UInt8]) throws(JSONSyntaxError) {
        let start = location
        advance()
        guard let byte = current else { throw error("unexpected end of input in an escape sequence") }
        advance()
        switch byte {
        case UInt8(ascii: "\""): buffer.append(0x22)
        case UInt8(ascii: "\\"): buffer.append(0x5C)
        case UInt8(ascii: "/"): buffer.append(0x2F)
        case UInt8(ascii: "b"): buffer.append(0x08)
        case UInt8(ascii: "f"): buffer.append(0x0C)
        case UInt8(ascii: "n"): buffer.append(0x0A)
        case UInt8(ascii: "r"): buffer.append(0x0D)
        case UInt8(ascii: "t"): buffer.append(0x09)
        case UInt8(ascii: "u"):
            var scalar = try readHex4(escapeStart: start)
            if (0xD800...0xDBFF).contains(scalar) {
                guard current == UInt8(ascii: "\\"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "u") else {
                    throw error("unpaired surrogate \\u\(String(scalar, radix: 16, uppercase: true))", at: start)
                }
                advance()
                advance()
                let low = try readHex4(escapeStart: start)
                guard (0xDC00...0xDFFF).contains(low) else { throw error("invalid surrogate pair", at: start) }
                scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
            } else if (0xDC00...0xDFFF).contains(scalar) {
                throw error("unpaired surrogate \\u\(String(scalar, radix: 16, uppercase: true))", at: start)
            }
            guard let unicode = Unicode.Scalar(scalar) else { throw error("invalid escape", at: start) }
            buffer.append(contentsOf: Array(String(Character(unicode)).utf8))
        default:
            throw error("invalid escape sequence '\\\(Character(Unicode.Scalar(byte)))'", at: start)
        }
    }

    mutating func readHex4(escapeStart: SourceLocation) throws(JSONSyntaxError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let byte = current, let digit = hexValue(byte) else {
                throw error("invalid \\u escape: expected four hex digits", at: escapeStart)
            }
            value = value << 4 | UInt32(digit)
            advance()
        }
        return value
    }

    func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }

    /// Copies one multi-byte UTF-8 sequence, rejecting malformed, overlong and surrogate forms.
    mutating func copyUTF8Sequence(into buffer: inout [UInt8]) throws(JSONSyntaxError) {
        let start = location
        let lead = bytes[index]
        let length: Int
        var minimum: UInt32
        var scalar: UInt32
        switch lead {
        case 0xC2...0xDF: length = 2; minimum = 0x80; scalar = UInt32(lead & 0x1F)
        case 0xE0...0xEF: length = 3; minimum = 0x800; scalar = UInt32(lead & 0x0F)
        case 0xF0...0xF4: length = 4; minimum = 0x10000; scalar = UInt32(lead & 0x07)
        default: throw error("invalid UTF-8 byte 0x\(hex(lead))")
        }
        guard index + length <= bytes.count else { throw error("invalid UTF-8: truncated sequence") }
        for offset in 1..<length {
            let next = bytes[index + offset]
            guard next & 0xC0 == 0x80 else { throw error("invalid UTF-8 sequence") }
            scalar = scalar << 6 | UInt32(next & 0x3F)
        }
        guard scalar >= minimum, scalar <= 0x10FFFF, !(0xD800...0xDFFF).contains(scalar) else {
            throw error("invalid UTF-8 sequence", at: start)
        }
        for _ in 0..<length {
            buffer.append(bytes[index])
            advance()
        }
    }
}

private func hex(_ byte: UInt8) -> String {
    let digits = String(byte, radix: 16, uppercase: true)
    return digits.count == 1 ? "0" + digits : digits
}
