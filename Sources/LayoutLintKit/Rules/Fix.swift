import LayoutModel

/// A machine-applicable edit a finding proposes: set one value of the layout file, e.g. the
/// reserved `style.height` of a slot or the `background` of a blended label.
public struct Fix: Sendable, Hashable {
    /// Where the JSON object to edit starts: the `{` of the finding's node.
    public var object: SourceLocation
    /// Keys from that object to the value, e.g. `["style", "height"]`; missing objects on the
    /// way are created.
    public var keyPath: [String]
    /// The new value as JSON text: `61`, `"#FFFFFF"`, `false`, `{"provider": "…"}`.
    public var value: String
    /// The same edit as text in the file, once the linter has resolved it against the source;
    /// nil when it could not (the finding's file was not read as text).
    public var edit: TextEdit?

    /// Sets `keyPath` of the object at `object` to `value` (JSON text); `edit` once resolved.
    public init(object: SourceLocation, keyPath: [String], value: String, edit: TextEdit? = nil) {
        self.object = object
        self.keyPath = keyPath
        self.value = value
        self.edit = edit
    }

    /// "set style.height to 61".
    public var summary: String { "set \(keyPath.joined(separator: ".")) to \(value)" }
}

/// Text to put in place of a range of a file (an insertion when the range is empty).
public struct TextEdit: Sendable, Hashable, Comparable {
    /// UTF-8 byte offsets of the replaced range: `start..<end`.
    public var startOffset: Int
    public var endOffset: Int
    /// The same range as line and column (the end is just past the last replaced character).
    public var start: SourceLocation
    public var end: SourceLocation
    public var replacement: String

    /// Replaces bytes `startOffset..<endOffset` (lines and columns `start`–`end`) with `replacement`.
    public init(startOffset: Int, endOffset: Int, start: SourceLocation, end: SourceLocation, replacement: String) {
        self.startOffset = startOffset
        self.endOffset = endOffset
        self.start = start
        self.end = end
        self.replacement = replacement
    }

    public static func < (lhs: TextEdit, rhs: TextEdit) -> Bool {
        (lhs.startOffset, lhs.endOffset, lhs.replacement) < (rhs.startOffset, rhs.endOffset, rhs.replacement)
    }
}

extension Fix {
    /// A size as the layout file writes it: an adaptive size as its object, points as the
    /// number, anything else as the size `measured` on the device.
    public static func json(_ size: SizeValue, measured: Double) -> String {
        switch size {
        case .adaptive(let adaptive): ShiftCause.json(adaptive)
        case .length(.points(let points)): Format.json(points)
        case .length: Format.json(measured)
        }
    }
}

extension Finding {
    /// This finding proposing to set `keyPath` of its node's object (where the finding is
    /// located) to `value` (JSON text).
    public func fixing(_ keyPath: [String], to value: String) -> Finding {
        var finding = self
        finding.fix = Fix(object: SourceLocation(line: line, column: column), keyPath: keyPath, value: value)
        return finding
    }
}
