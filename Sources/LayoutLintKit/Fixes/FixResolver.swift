import LayoutModel

/// Turns each finding's `Fix` (an object, a key path, a value) into a `TextEdit` of the file
/// it came from, with the position-tracking parser: an existing value is replaced where it
/// stands; a missing key is inserted after the object's last member (or inside `{}`), so the
/// rest of the file is kept byte for byte.
public struct FixResolver: Sendable {
    private let bytes: [UInt8]
    private let root: JSONValue?
    /// Byte offset of the start of each line (index 0 is line 1).
    private let lineStarts: [Int]

    /// A resolver over a file's `bytes` (invalid JSON resolves nothing).
    public init(bytes: [UInt8]) {
        self.bytes = bytes
        root = try? JSONParser().parse(bytes)
        var starts = [bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0]
        for (offset, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") { starts.append(offset + 1) }
        lineStarts = starts
    }

    /// `findings` with each fix's `edit` filled in where it resolves.
    public func resolve(_ findings: [Finding]) -> [Finding] {
        findings.map { finding in
            guard var fix = finding.fix else { return finding }
            var resolved = finding
            fix.edit = edit(for: fix)
            resolved.fix = fix
            return resolved
        }
    }

    /// The text edit of `fix`, or nil when its object is not in the file or a key on the way
    /// holds something other than an object.
    public func edit(for fix: Fix) -> TextEdit? {
        guard let root, var object = Self.object(at: fix.object, in: root), !fix.keyPath.isEmpty else { return nil }
        for (position, key) in fix.keyPath.enumerated() {
            guard let members = object.objectMembers else { return nil }
            let isLast = position == fix.keyPath.count - 1
            if let member = members.first(where: { $0.key == key }) {
                if isLast {
                    guard let start = offset(of: member.value.location) else { return nil }
                    return edit(start..<valueEnd(from: start), fix.value)
                }
                object = member.value
                continue
            }
            // Insert the rest of the path as one member, nested objects created as needed.
            var text = fix.value
            for missing in fix.keyPath[(position + 1)...].reversed() { text = "{\(JSONString.quote(missing)): \(text)}" }
            text = "\(JSONString.quote(key)): \(text)"
            guard let open = offset(of: object.location) else { return nil }
            if let last = members.last, let lastStart = offset(of: last.value.location) {
                let end = valueEnd(from: lastStart)
                return edit(end..<end, ", " + text)
            }
            return edit(open + 1..<open + 1, text)
        }
        return nil
    }

    private func edit(_ range: Range<Int>, _ replacement: String) -> TextEdit {
        TextEdit(
            startOffset: range.lowerBound, endOffset: range.upperBound, start: location(of: range.lowerBound), end: location(of: range.upperBound),
            replacement: replacement)
    }

    /// The object value starting at `location` (a node's `{`), searched without recursion.
    static func object(at location: SourceLocation, in root: JSONValue) -> JSONValue? {
        var stack = [root]
        while let value = stack.popLast() {
            if value.location == location, value.objectMembers != nil { return value }
            if let members = value.objectMembers { stack += members.map(\.value) }
            if let elements = value.arrayElements { stack += elements }
        }
        return nil
    }

    /// The byte offset of a line and column (columns count Unicode scalars).
    func offset(of location: SourceLocation) -> Int? {
        guard location.line >= 1, location.line <= lineStarts.count else { return nil }
        var offset = lineStarts[location.line - 1], column = 1
        while column < location.column, offset < bytes.count {
            offset += 1
            while offset < bytes.count, bytes[offset] & 0xC0 == 0x80 { offset += 1 }
            column += 1
        }
        return offset
    }

    /// The line and column of a byte offset.
    func location(of offset: Int) -> SourceLocation {
        var low = 0, high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        let column = bytes[lineStarts[low]..<min(offset, bytes.count)].filter { $0 & 0xC0 != 0x80 }.count + 1
        return SourceLocation(line: low + 1, column: column)
    }

    /// Just past the JSON value that starts at `start`: a string to its closing quote, an
    /// object or array to its matching bracket, a number or literal to its last character.
    func valueEnd(from start: Int) -> Int {
        var index = start, depth = 0, inString = false
        while index < bytes.count {
            let byte = bytes[index]
            if inString {
                if byte == UInt8(ascii: "\\") {
                    index += 2
                    continue
                }
                if byte == UInt8(ascii: "\"") {
                    inString = false
                    if depth == 0 { return index + 1 }
                }
            } else {
                switch byte {
                case UInt8(ascii: "\""): inString = true
                case UInt8(ascii: "{"), UInt8(ascii: "["): depth += 1
                case UInt8(ascii: "}"), UInt8(ascii: "]"):
                    if depth == 0 { return index }
                    depth -= 1
                    if depth == 0 { return index + 1 }
                case UInt8(ascii: ","), 0x20, 0x09, 0x0A, 0x0D:
                    if depth == 0 { return index }
                default: break
                }
            }
            index += 1
        }
        return bytes.count
    }
}
