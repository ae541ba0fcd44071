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
        // The members whose key names a kind of event; every other key is checked against the
        // kind's shape, or against every event key when no kind is named.
        let present = members.compactMap { member in EventKind(rawValue: member.key).map { (member: member, kind: $0) } }
        guard let own = present.first, present.count == 1 else {
            if present.count > 1 {
                error(
                    "an event has one action; found both \"\(present[0].member.key)\" and \"\(present[1].member.key)\"",
                    at: present[1].member.keyLocation)
            } else {
                // Report unknown keys against every event key, so "arive" suggests "arrive".
                let actions = EventKind.allCases.map(\.rawValue)
                let reader = ObjectReader(value, name: "event", place: "event", validKeys: FormatKeys.eventKeys, context: &self)
                if reader?.suggested.isDisjoint(with: actions) == false { return nil }
                error("the event needs one of \(actions.map { "\"\($0)\"" }.joined(separator: ", "))", at: value.location)
            }
            return nil
        }
        let (member, kind) = own
        let place = "\"\(kind.rawValue)\" event"
        guard
            let reader = ObjectReader(
                value, name: "event", place: place, validKeys: FormatKeys.event(kind).keys, hints: Self.misplacedKeys[kind] ?? [:],
                context: &self)
        else {
            return nil
        }
        let atValue = reader.require("at", context: &self)
        let at = atValue.flatMap { number($0, "at", .milliseconds) }
        guard let decoded = action(kind, member, reader), let at else { return nil }
        var record = EventRecord(event: TimelineEvent(at: at, action: decoded.action, location: value.location))
        switch kind.descriptor.subject {
        case .node: record.target = member.value.location
        case .subtree: record.target = reader["into"]?.location
        case .name:
            record.nameLocation = member.value.location
            record.after = decoded.after
            record.blocks =
                reader["blocks"]?.arrayElements?.compactMap { element in element.stringValue.map { ($0, element.location) } } ?? []
        }
        return record
    }

    /// Keys that belong elsewhere in an event of this kind, with where they go: a request's
    /// main-thread work is split in its `onMain`, a work's by a count of `pieces`.
    static let misplacedKeys: [EventKind: [String: String]] = [
        .request: [
            "pieces": "a request's response work is split in \"onMain\": {\"pieces\": n, \"each\": ms}",
            "each": "a request's response work is split in \"onMain\": {\"pieces\": n, \"each\": ms}",
        ],
        .work: ["each": "a work's \"duration\" is split into equal pieces by \"pieces\": n"],
    ]

    /// The action of an event of `kind` whose own key is `member`, with the `after` names of a
    /// launch task. One case per kind and no default: a new kind does not compile until it is
    /// decoded here.
    private mutating func action(_ kind: EventKind, _ member: JSONMember, _ reader: ObjectReader) -> (
        action: TimelineEvent.Action, after: [(String, SourceLocation)]
    )? {
        let key = member.key
        switch kind {
        case .arrive:
            guard let id = name(member.value, key) else { return nil }
            let width = reader["width"].map { size($0, "width", .contentSize) }
            let height = reader["height"].map { size($0, "height", .contentSize) }
            if case .some(.none) = width { return nil }
            if case .some(.none) = height { return nil }
            return (.arrive(id: id, width: width ?? nil, height: height ?? nil), [])
        case .show: return name(member.value, key).map { (.show(id: $0), []) }
        case .hide: return name(member.value, key).map { (.hide(id: $0), []) }
        case .insert:
            let tree = tree(member.value, name: "\"insert\"")
            let into = reader.require("into", context: &self).flatMap { name($0, "into") }
            var index: Int?
            var indexValid = true
            if let value = reader["index"] {
                index = integer(value, "index", .count(limits.maxNodes))
                indexValid = index != nil
            }
            guard let tree, let into, indexValid else { return nil }
            return (.insert(tree: tree, into: into, index: index), [])
        case .remove: return name(member.value, key).map { (.remove(id: $0), []) }
        case .set:
            guard let id = name(member.value, key), let styleValue = reader.require("style", context: &self) else { return nil }
            var style = Style()
            var locations: [String: SourceLocation] = [:]
            let errorCount = errors.count
            let keys = StyleDecoder.decode(styleValue, into: &style, locations: &locations, context: &self)
            if errors.count > errorCount { return nil }
            if keys.isEmpty { error("\"style\" of a \"set\" event must set at least one property", at: styleValue.location) }
            return (.set(id: id, style: style, keys: keys), [])
        case .tap: return name(member.value, key).map { (.tap(id: $0), []) }
        case .gesture:
            guard let id = name(member.value, key) else { return nil }
            let duration = reader.require("duration", context: &self).flatMap { number($0, "duration", .milliseconds) }
            return duration.map { (.gesture(id: id, duration: $0), []) }
        case .work: return work(member, reader)
        case .request: return request(member, reader)
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
