import LayoutModel

/// Turns the edits of findings' fixes (an object, a key path, a value) into `TextEdit`s of the
/// file they came from, with the position-tracking parser: an existing value is replaced where
/// it stands; missing keys are inserted after the object's last member (or inside `{}`), so the
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

    /// `findings` with each edit of each fix given its text on its own (as SARIF shows a
    /// finding's fix), where it resolves.
    public func resolve(_ findings: [Finding]) -> [Finding] {
        guard root != nil else { return findings }
        return findings.map { finding in
            guard var fix = finding.fix, !fix.edits.isEmpty else { return finding }
            var resolved = finding
            for index in fix.edits.indices { fix.edits[index].text = combined([fix.edits[index]]).edits.first }
            resolved.fix = fix
            return resolved
        }
    }

    /// One edit as text, or nil when its object is not in the file or its path crosses a value
    /// that is not an object.
    public func edit(for edit: Fix.Edit) -> TextEdit? {
        let (made, conflicts) = combined([edit])
        return conflicts.isEmpty ? made.first : nil
    }

    /// Every edit of `edits` as text edits that can be applied together: edits of one object
    /// are made in one pass, so two edits that need the same missing key (`style.height` and
    /// `style.width`) insert it once. An edit conflicts when another edit sets the same key to
    /// another value or sets a key on its path; the first one wins. Edits whose object is not
    /// in the file, or whose path crosses a value that is not an object, resolve to nothing
    /// and are returned as conflicts too.
    public func combined(_ edits: [Fix.Edit]) -> (edits: [TextEdit], conflicts: [Fix.Edit]) {
        guard let root else { return ([], edits) }
        var conflicts: [Fix.Edit] = []
        var byObject: [(object: SourceLocation, tree: KeyTree)] = []
        for edit in edits {
            guard !edit.keyPath.isEmpty else {
                conflicts.append(edit)
                continue
            }
            let index =
                byObject.firstIndex { $0.object == edit.object }
                ?? {
                    byObject.append((edit.object, KeyTree()))
                    return byObject.count - 1
                }()
            if !byObject[index].tree.insert(edit) { conflicts.append(edit) }
        }
        var text: [TextEdit] = []
        for (object, tree) in byObject {
            guard let value = Self.object(at: object, in: root) else {
                conflicts += tree.edits
                continue
            }
            let (made, failed) = self.edits(tree, in: value)
            text += made
            conflicts += failed
        }
        return (text.sorted(), conflicts)
    }

    /// The key paths of one object's edits as a tree: a leaf holds the edit that sets it.
    struct KeyTree {
        var children: [(key: String, tree: KeyTree)] = []
        var edit: Fix.Edit?

        /// Every edit in the tree, in insertion order.
        var edits: [Fix.Edit] { (edit.map { [$0] } ?? []) + children.flatMap(\.tree.edits) }

        /// Adds `edit` along its key path from `depth`; false when it conflicts (another value at
        /// the same key, or a value on its path or under it). The same edit twice is one.
        mutating func insert(_ edit: Fix.Edit, depth: Int = 0) -> Bool {
            if depth == edit.keyPath.count {
                if let existing = self.edit { return existing.value == edit.value }
                guard children.isEmpty else { return false }
                self.edit = edit
                return true
            }
            guard self.edit == nil else { return false }
            let key = edit.keyPath[depth]
            if let index = children.firstIndex(where: { $0.key == key }) {
                return children[index].tree.insert(edit, depth: depth + 1)
            }
            var child = KeyTree()
            _ = child.insert(edit, depth: depth + 1)
            children.append((key, child))
            return true
        }

        /// The JSON text of the value this tree sets: the leaf's value, or an object of its children.
        var json: String {
            if let edit { return edit.value }
            return "{" + children.map { "\(JSONString.quote($0.key)): \($0.tree.json)" }.joined(separator: ", ") + "}"
        }
    }

    /// The text edits of `tree` applied to the JSON object `object`: existing keys replaced or
    /// descended into, missing ones inserted together after the last member. Iterative over the
    /// tree's depth.
    private func edits(_ tree: KeyTree, in object: JSONValue) -> (edits: [TextEdit], failed: [Fix.Edit]) {
        var made: [TextEdit] = [], failed: [Fix.Edit] = []
        var pending = [(tree: tree, value: object)]
        while let (tree, value) = pending.popLast() {
            guard let members = value.objectMembers, let open = offset(of: value.location) else {
                failed += tree.edits
                continue
            }
            var inserted: [String] = []
            for (key, child) in tree.children {
                guard let member = members.first(where: { $0.key == key }) else {
                    inserted.append("\(JSONString.quote(key)): \(child.json)")
                    continue
                }
                if child.edit != nil {
                    guard let start = offset(of: member.value.location) else {
                        failed += child.edits
                        continue
                    }
                    made.append(edit(start..<valueEnd(from: start), child.json))
                } else {
                    pending.append((child, member.value))
                }
            }
            guard !inserted.isEmpty else { continue }
            if let last = members.last, let lastStart = offset(of: last.value.location) {
                let end = valueEnd(from: lastStart)
                made.append(edit(end..<end, ", " + inserted.joined(separator: ", ")))
            } else {
                made.append(edit(open + 1..<open + 1, inserted.joined(separator: ", ")))
            }
        }
        return (made, failed)
    }

    private func edit(_ range: Range<Int>, _ replacement: String) -> TextEdit {
        TextEdit(
            startOffset: range.lowerBound, endOffset: range.upperBound, start: location(of: range.lowerBound),
            end: location(of: range.upperBound),
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
