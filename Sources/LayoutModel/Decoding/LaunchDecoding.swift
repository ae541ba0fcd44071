/// Decodes the launch parts of a screen (SPEC §4.5, issues 12 and 13): `work` and `request`
/// events with their `after` waits, `onMain` work and `ad` loads, and the screen's
/// `restoration`. Names in `after` are checked later, against the whole timeline, by
/// `LaunchValidator`.
extension DecodingContext {
    /// The most ads one request may ask for.
    static let maxAdCount = 1000

    /// A `work` or `request` action and its `after` names with where each is written.
    mutating func launchTask(_ kind: JSONMember, _ reader: ObjectReader) -> (action: TimelineEvent.Action, after: [(String, SourceLocation)])? {
        let key = kind.key
        let taskName = name(kind.value, key)
        let duration = reader.require("duration", context: &self).flatMap { number($0, "duration", .milliseconds) }
        var after: [(String, SourceLocation)]? = []
        if let value = reader["after"] { after = strings(value, "after") }
        if key == "work" {
            let thread = reader.require("thread", context: &self).flatMap { enumValue($0, "thread", WorkThread.self) }
            let essential = reader["essential"].map { bool($0, "essential") } ?? false
            guard let taskName, let duration, let thread, let essential, let after else { return nil }
            let work = WorkEvent(name: taskName, duration: duration, thread: thread, essential: essential, after: after.map(\.0))
            return (.work(work), after)
        }
        let blocks = reader["blocks"].map { strings($0, "blocks")?.map(\.0) } ?? []
        var onMain: Double?? = .some(nil)
        if let value = reader["onMain"] { onMain = number(value, "onMain", .milliseconds) }
        var ad: AdRequest?? = .some(nil)
        if let value = reader["ad"] { ad = self.ad(value) }
        guard let taskName, let duration, let blocks, let after, let onMain, let ad else { return nil }
        let request = RequestEvent(name: taskName, duration: duration, blocks: blocks, after: after.map(\.0), onMain: onMain, ad: ad)
        return (.request(request), after)
    }

    /// `{"unit": name, "count": n, "priority": "high"|"normal"|"low", "refresh": bool}`.
    private mutating func ad(_ value: JSONValue) -> AdRequest? {
        guard let reader = ObjectReader(value, name: "\"ad\"", place: "ad", validKeys: FormatKeys.ad.keys, context: &self) else { return nil }
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
        guard let reader = ObjectReader(value, name: "\"restoration\"", place: "restoration", validKeys: FormatKeys.restoration.keys, context: &self) else {
            return nil
        }
        let snapshotAt = reader.require("snapshotAt", context: &self).flatMap { number($0, "snapshotAt", .milliseconds) }
        var restores: Bool? = false
        if let value = reader["restores"] { restores = bool(value, "restores") }
        guard let snapshotAt, let restores else { return nil }
        return Restoration(snapshotAt: snapshotAt, restores: restores, location: value.location)
    }
}
