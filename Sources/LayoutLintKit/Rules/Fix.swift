import LayoutModel

/// The one fix of a finding that holds on every device it occurs on: what to do, in words,
/// and the edits of the layout file that do it (`lint --fix` applies them; SARIF carries them).
/// A fix without edits is advice only: nothing is written.
public struct Fix: Sendable, Hashable {
    /// What to do, e.g. `give 'banner' height {"provider": "admob.anchoredAdaptiveBanner"}`.
    public var words: String
    /// The complete set of edits that resolves the finding; empty for advice.
    public var edits: [Edit]

    public init(words: String, edits: [Edit] = []) {
        self.words = words
        self.edits = edits
    }

    /// One value of the layout file to set: a key path from the object at `object` (missing
    /// objects on the way are created) and the new value as JSON text.
    public struct Edit: Sendable, Hashable {
        /// Where the JSON object to edit starts: the `{` of a node, an event or a list.
        public var object: SourceLocation
        /// Keys from that object to the value, e.g. `["style", "height"]`.
        public var keyPath: [String]
        /// The new value as JSON text: `61`, `"#FFFFFF"`, `false`, `{"provider": "…"}`.
        public var value: String
        /// The same edit as text in the file, once the linter has resolved it against the
        /// source; nil when it could not (the finding's file was not read as text).
        public var text: TextEdit?

        public init(object: SourceLocation, keyPath: [String], value: String, text: TextEdit? = nil) {
            self.object = object
            self.keyPath = keyPath
            self.value = value
            self.text = text
        }

        /// "style.height to 61".
        public var summary: String { "\(keyPath.joined(separator: ".")) to \(value)" }
    }

    /// "set style.height to 61", "set after to ["firstFrame"] and thread to "background"".
    public var summary: String {
        "set " + DeviceNames.list(edits.map(\.summary))
    }

    /// True when `lint --fix` can apply it: it has edits and each resolved to text of the file.
    public var isApplicable: Bool {
        !edits.isEmpty && edits.allSatisfy { $0.text != nil }
    }
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

    /// A JSON array of strings: `["a", "firstFrame"]`.
    public static func json(_ strings: [String]) -> String {
        "[" + strings.map(JSONString.quote).joined(separator: ", ") + "]"
    }
}
