import LayoutModel

/// The `reuse` command's table of the lists `LintSession.reuse` simulated; pure, for the command and its tests.
public enum ReuseTable {
    /// One line of the table.
    public struct Row: Sendable, Hashable {
        public var screen: String
        public var list: String
        public var device: String
        public var reuse: Bool
        /// The list gave no scroll script: the counts come from `ListSpec.defaultScroll`.
        public var defaultScroll = false
        public var cell: CellReuse
    }

    /// The lists of one screen simulated on each of its devices (`LintSession.reuse`).
    public struct ScreenReuse: Sendable {
        public var screen: Screen
        public var devices: [DeviceProfile]
        /// Per device (same order), the screen's lists in tree order.
        public var lists: [[ListReuse]]

        public init(screen: Screen, devices: [DeviceProfile], lists: [[ListReuse]]) {
            self.screen = screen
            self.devices = devices
            self.lists = lists
        }
    }

    /// The table's rows for simulated screens.
    public static func rows(_ screens: [ScreenReuse]) -> [Row] {
        var rows: [Row] = []
        for screen in screens {
            guard let first = screen.lists.first else { continue }
            for (listIndex, list) in first.enumerated() {
                for (typeIndex, cell) in list.result.types.enumerated() {
                    for (device, lists) in zip(screen.devices, screen.lists) where listIndex < lists.count {
                        let forDevice = lists[listIndex]
                        let counts = typeIndex < forDevice.result.types.count ? forDevice.result.types[typeIndex] : cell
                        rows.append(
                            Row(
                                screen: screen.screen.name, list: list.id, device: device.name, reuse: list.reuse,
                                defaultScroll: list.defaultScroll, cell: counts))
                    }
                }
            }
        }
        return rows
    }

    /// Aligned columns; a `screen` column only when rows come from several screens.
    public static func render(_ rows: [Row]) -> String {
        let severalScreens = Set(rows.map(\.screen)).count > 1
        var header = ["list", "type", "device", "allocations", "steady", "peak live", "peak pool", "discards", "pool limit", "recommended"]
        if severalScreens { header.insert("screen", at: 0) }
        let lines = rows.map { row in
            let limit = row.reuse ? row.cell.poolLimit.map(String.init) ?? "unlimited" : "no reuse"
            var line = [
                row.list + (row.defaultScroll ? "*" : ""), row.cell.type, row.device, String(row.cell.allocations),
                String(row.cell.steadyAllocations),
                String(row.cell.peakLive), String(row.cell.peakPool), String(row.cell.discards), limit,
                String(row.cell.recommendedPoolLimit),
            ]
            if severalScreens { line.insert(row.screen, at: 0) }
            return line
        }
        var table = TextTable.render(header: header, rows: lines)
        if rows.contains(where: \.defaultScroll) { table += defaultScrollNote + "\n" }
        return table
    }

    /// The rows as JSON: `{"version": "1", "lists": [...]}`, one object per list, cell type and
    /// device (`poolLimit` null when unlimited or without reuse).
    public static func json(_ rows: [Row]) -> String {
        let lists = rows.map { row in
            JSONOutput.object([
                ("screen", .string(row.screen)), ("list", .string(row.list)), ("type", .string(row.cell.type)),
                ("device", .string(row.device)), ("reuse", .bool(row.reuse)), ("defaultScroll", .bool(row.defaultScroll)),
                ("allocations", .int(row.cell.allocations)), ("steadyAllocations", .int(row.cell.steadyAllocations)),
                ("peakLive", .int(row.cell.peakLive)), ("peakPool", .int(row.cell.peakPool)), ("discards", .int(row.cell.discards)),
                ("poolLimit", row.reuse ? row.cell.poolLimit.map(JSONOutput.int) ?? .null : .null),
                ("recommendedPoolLimit", .int(row.cell.recommendedPoolLimit)),
            ])
        }
        return JSONOutput.object([("version", .string("1")), ("lists", .array(lists))]).serialized() + "\n"
    }

    /// The footnote of lists marked `*`.
    public static let defaultScrollNote =
        "* no scroll script: the default one played, to the end and back at \(Format.points(ListSpec.defaultScrollVelocity)) pt/s"
}
