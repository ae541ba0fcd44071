/// Decodes timeline events. Node ids are checked later, against the whole screen,
/// by `TimelineValidator`.
extension DecodingContext {
    /// The events of a `timeline` array; invalid events are reported and left out.
    mutating func timeline(_ value: JSONValue) -> [EventRecord] {
        guard let elements = array(value, "timeline") else { return [] }
        if elements.count > limits.maxEvents {
            error("the timeline has \(elements.count) events, over the limit of \(limits.maxEvents) events", at: value.location)
            return []
        }
        return elements.compactMap { event($0) }
    }

    private mutating func event(_ value: JSONValue) -> EventRecord? {
        guard let members = value.objectMembers else {
            error("each timeline event must be an object, found \(value.typeDescription)", at: value.location)
            return nil
        }
        let actions = FormatKeys.events.map(\.action)
        let present = members.filter { actions.contains($0.key) }
        guard let kind = present.first, present.count == 1, let shape = FormatKeys.events.first(where: { $0.action == kind.key })?.shape
        else {
            if present.count > 1 {
                error("an event has one action; found both \"\(present[0].key)\" and \"\(present[1].key)\"", at: present[1].keyLocation)
            } else {
                // Report unknown keys against every event key, so "arive" suggests "arrive".
                let reader = ObjectReader(value, name: "event", place: "event", validKeys: FormatKeys.eventKeys, context: &self)
                if reader?.suggested.isDisjoint(with: actions) == false { return nil }
                error("the event needs one of \(actions.map { "\"\($0)\"" }.joined(separator: ", "))", at: value.location)
            }
            return nil
        }
        let place = "\"\(kind.key)\" event"
        guard
            let reader = ObjectReader(
                value, name: "event", place: place, validKeys: shape.keys, hints: Self.misplacedKeys[kind.key] ?? [:], context: &self)
        else {
            return nil
        }
        let atValue = reader.require("at", context: &self)
        let at = atValue.flatMap { number($0, "at", .milliseconds) }
        var after: [(String, SourceLocation)] = []
        let decoded: TimelineEvent.Action?
        if kind.key == "work" || kind.key == "request" {
            let task = launchTask(kind, reader)
            decoded = task?.action
            after = task?.after ?? []
        } else {
            decoded = action(kind, reader)
        }
        guard let action = decoded, let at else { return nil }
        var record = EventRecord(event: TimelineEvent(at: at, action: action, location: value.location))
        switch action {
        case .insert: record.target = reader["into"]?.location
        case .work, .request:
            record.nameLocation = kind.value.location
            record.after = after
            record.blocks =
                reader["blocks"]?.arrayElements?.compactMap { element in element.stringValue.map { ($0, element.location) } } ?? []
        default: record.target = kind.value.location
        }
        return record
    }

    /// Keys that belong elsewhere in an event of this kind, with where they go: a request's
    /// main-thread work is split in its `onMain`, a work's by a count of `pieces`.
    static let misplacedKeys: [String: [String: String]] = [
        "request": [
            "pieces": "a request's response work is split in \"onMain\": {\"pieces\": n, \"each\": ms}",
            "each": "a request's response work is split in \"onMain\": {\"pieces\": n, \"each\": ms}",
        ],
        "work": ["each": "a work's \"duration\" is split into equal pieces by \"pieces\": n"],
    ]

    private mutating func action(_ kind: JSONMember, _ reader: ObjectReader) -> TimelineEvent.Action? {
        let key = kind.key
        if key == "insert" {
            let tree = tree(kind.value, name: "\"insert\"")
            let into = reader.require("into", context: &self).flatMap { name($0, "into") }
            var index: Int?
            var indexValid = true
            if let value = reader["index"] {
                index = integer(value, "index", .count(limits.maxNodes))
                indexValid = index != nil
            }
            guard let tree, let into, indexValid else { return nil }
            return .insert(tree: tree, into: into, index: index)
        }
        guard let id = name(kind.value, key) else { return nil }
        switch key {
        case "arrive":
            let width = reader["width"].map { size($0, "width", .contentSize) }
            let height = reader["height"].map { size($0, "height", .contentSize) }
            if case .some(.none) = width { return nil }
            if case .some(.none) = height { return nil }
            return .arrive(id: id, width: width ?? nil, height: height ?? nil)
        case "show": return .show(id: id)
        case "hide": return .hide(id: id)
        case "remove": return .remove(id: id)
        case "tap": return .tap(id: id)
        case "gesture":
            let duration = reader.require("duration", context: &self).flatMap { number($0, "duration", .milliseconds) }
            return duration.map { .gesture(id: id, duration: $0) }
        default:
            guard let styleValue = reader.require("style", context: &self) else { return nil }
            var style = Style()
            var locations: [String: SourceLocation] = [:]
            let errorCount = errors.count
            let keys = StyleDecoder.decode(styleValue, into: &style, locations: &locations, context: &self)
            if errors.count > errorCount { return nil }
            if keys.isEmpty { error("\"style\" of a \"set\" event must set at least one property", at: styleValue.location) }
            return .set(id: id, style: style, keys: keys)
        }
    }
}

/// A decoded event with the source locations the timeline checks point at.
struct EventRecord {
    var event: TimelineEvent
    /// Where the targeted id (or an insert's `into`) is written.
    var target: SourceLocation?
    /// A request's `blocks` ids and where each is written.
    var blocks: [(id: String, location: SourceLocation)] = []
    /// Where a work's or request's name is written.
    var nameLocation: SourceLocation?
    /// A work's or request's `after` names and where each is written.
    var after: [(name: String, location: SourceLocation)] = []
}
