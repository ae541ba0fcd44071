/// Decodes the launch parts of a screen: `work` and `request`
/// events with their `after` waits, `pieces`, `onMain` work and `ad` loads, and the screen's
/// `restoration`. Names in `after` are checked later, against the whole timeline, by
/// `LaunchValidator`.
extension DecodingContext {
    /// The most ads one request may ask for.
    static let maxAdCount = 1000
    /// The most pieces one main-thread work or `onMain` may be split into: far more than any
    /// real chunking needs (10,000 pieces of 8 ms are 80 s of main-thread work), and few
    /// enough that one event cannot make the launch simulation run away.
    static let maxPieces = 10_000

    /// A `work` action and its `after` names with where each is written.
    mutating func work(_ member: JSONMember, _ reader: ObjectReader) -> (
        action: TimelineEvent.Action, after: [(String, SourceLocation)]
    )? {
        let (taskName, duration, after) = task(member, reader)
        let thread = reader.require("thread", context: &self).flatMap { enumValue($0, "thread", WorkThread.self) }
        let essential = reader["essential"].map { bool($0, "essential") } ?? false
        var pieces: Int? = 1
        if let member = reader.member("pieces") {
            if thread == .background {
                // Background work never holds up a frame, so splitting it would change nothing;
                // saying so beats silently ignoring what the author believes it does.
                error(
                    "\"pieces\" only applies to main-thread work; background work runs in parallel and never holds up a frame, so remove \"pieces\" or run the work on \"main\"",
                    at: member.keyLocation)
                pieces = nil
            } else {
                pieces = self.pieces(member.value)
            }
        }
        guard let taskName, let duration, let thread, let essential, let after, let pieces else { return nil }
        let work = WorkEvent(
            name: taskName, duration: duration, thread: thread, essential: essential, after: after.map(\.0), pieces: pieces)
        return (.work(work), after)
    }

    /// A `request` action and its `after` names with where each is written.
    mutating func request(_ member: JSONMember, _ reader: ObjectReader) -> (
        action: TimelineEvent.Action, after: [(String, SourceLocation)]
    )? {
        let (taskName, duration, after) = task(member, reader)
        let blocks = reader["blocks"].map { strings($0, "blocks")?.map(\.0) } ?? []
        var onMain: (ms: Double?, pieces: Int)? = (nil, 1)
        if let value = reader["onMain"] { onMain = self.onMain(value).map { (ms: $0.ms, pieces: $0.pieces) } }
        var ad: AdRequest?? = .some(nil)
        if let value = reader["ad"] { ad = self.ad(value) }
        guard let taskName, let duration, let blocks, let after, let onMain, let ad else { return nil }
        let request = RequestEvent(
            name: taskName, duration: duration, blocks: blocks, after: after.map(\.0), onMain: onMain.ms, onMainPieces: onMain.pieces,
            ad: ad)
        return (.request(request), after)
    }

    /// What every launch task has, read in this order so errors come in the order they are
    /// written: its name (the event's own key), its `duration` and its `after` names.
    private mutating func task(_ member: JSONMember, _ reader: ObjectReader) -> (
        name: String?, duration: Double?, after: [(String, SourceLocation)]?
    ) {
        let taskName = name(member.value, member.key)
        let duration = reader.require("duration", context: &self).flatMap { number($0, "duration", .milliseconds) }
        var after: [(String, SourceLocation)]? = []
        if let value = reader["after"] { after = strings(value, "after") }
        return (taskName, duration, after)
    }

    /// A piece count: a whole number from 1 to `maxPieces`.
    private mutating func pieces(_ value: JSONValue) -> Int? {
        integer(value, "pieces", NumberRule(lower: 0, lowerInclusive: false, upper: Double(Self.maxPieces)))
    }

    /// `onMain`: milliseconds as one run, or `{"pieces": n, "each": ms}`: n runs of `each` ms.
    private mutating func onMain(_ value: JSONValue) -> (ms: Double, pieces: Int)? {
        guard value.objectMembers != nil else {
            let text = value.stringValue
            if value.numberValue != nil || text.flatMap({ Self.unitExample($0, unit: NumberRule.milliseconds.unit) }) != nil {
                return number(value, "onMain", .milliseconds).map { ($0, 1) }
            }
            error(
                "\"onMain\" must be a number of milliseconds or {\"pieces\": n, \"each\": ms}, found \(value.typeDescription)",
                at: value.location)
            return nil
        }
        guard
            let reader = ObjectReader(
                value, name: "\"onMain\"", place: "onMain", validKeys: FormatKeys.onMainPieces.keys,
                renamed: ["count": "pieces", "n": "pieces", "duration": "each", "ms": "each"], context: &self)
        else { return nil }
        let pieces = reader.require("pieces", context: &self).flatMap { self.pieces($0) }
        let eachValue = reader.require("each", context: &self)
        let each = eachValue.flatMap { number($0, "each", .milliseconds) }
        guard let pieces, let each, let eachValue else { return nil }
        let total = Double(pieces) * each
        // Its pieces together are main-thread work, held to the limit of any one duration.
        guard total <= NumberRule.milliseconds.upper else {
            error(
                "\"onMain\" is \(pieces) pieces of \(formatNumber(each)) ms, \(formatNumber(total)) ms in all, absurdly large; the limit is 24 h (\(formatNumber(NumberRule.milliseconds.upper)) ms)",
                at: eachValue.location)
            return nil
        }
        return (total, pieces)
    }

    /// `{"unit": name, "count": n, "priority": "high"|"normal"|"low", "refresh": bool}`.
    private mutating func ad(_ value: JSONValue) -> AdRequest? {
        guard let reader = ObjectReader(value, name: "\"ad\"", place: "ad", validKeys: FormatKeys.ad.keys, context: &self) else {
            return nil
        }
        let unit = reader.require("unit", context: &self).flatMap { name($0, "unit") }
        var count: Int? = 1
        if let value = reader["count"] {
            count = integer(value, "count", NumberRule(lower: 0, lowerInclusive: false, upper: Double(Self.maxAdCount)))
        }
        var priority: AdPriority? = .normal
        if let value = reader["priority"] { priority = enumValue(value, "priority", AdPriority.self) }
        var refresh: Bool? = false
        if let value = reader["refresh"] { refresh = bool(value, "refresh") }
        guard let unit, let count, let priority, let refresh else { return nil }
        return AdRequest(unit: unit, count: count, priority: priority, refresh: refresh)
    }

    /// `{"snapshotAt": ms, "restores": bool}`; `restores` defaults to false.
    mutating func restoration(_ value: JSONValue) -> Restoration? {
        guard
            let reader = ObjectReader(
                value, name: "\"restoration\"", place: "restoration", validKeys: FormatKeys.restoration.keys, context: &self)
        else {
            return nil
        }
        let snapshotAt = reader.require("snapshotAt", context: &self).flatMap { number($0, "snapshotAt", .milliseconds) }
        var restores: Bool? = false
        if let value = reader["restores"] { restores = bool(value, "restores") }
        guard let snapshotAt, let restores else { return nil }
        return Restoration(snapshotAt: snapshotAt, restores: restores, location: value.location)
    }
}
