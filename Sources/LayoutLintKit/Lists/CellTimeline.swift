import LayoutModel

/// Rows of a list moved on screen because a cell changed height while the list showed it.
public struct CellShift: Sendable, Hashable {
    public enum Cause: Sendable, Hashable {
        /// Content arrived in the cell: the cell type's arrival at this index (`CellStages.arrivals`).
        case arrival(Int)
        /// A self-sizing cell came in through the top while scrolling up: placed at its
        /// estimate, then measured.
        case measured
    }

    public var row: Int
    /// The cell type's index in `ListSpec.cells`.
    public var type: Int
    public var cause: Cause
    /// The time of the frame that shows it, in ms from the tap on the app's icon.
    public var atMs: Double
    /// The cell's height before and after.
    public var fromHeight: Double
    public var toHeight: Double
    /// The rows below the cell that were on screen and moved (empty when none did).
    public var movedRows: Range<Int>
    /// The Layout Instability score of the move inside the list's viewport: the area the moved
    /// rows cover on screen before and after, over the screen's, times the move over the
    /// screen's longest side. 0 when nothing on screen moved by the threshold or more.
    public var score: Double
    /// The rows on screen just before and after, for a picture of the shift: kept only for the
    /// shifts the timeline reports (each summary's worst and the worst shift), else nil.
    public var scene: CellScene?

    /// How far the rows below moved, in points.
    public var distance: Double { toHeight - fromHeight }
}

/// The rows a list shows just before and just after a cell changed height: what a picture of a
/// shift inside a list draws.
public struct CellScene: Sendable, Hashable {
    /// One row on screen.
    public struct Row: Sendable, Hashable {
        public var row: Int
        /// The cell type's index in `ListSpec.cells`.
        public var type: Int
        /// The row's top in the list's content, in points (the first row's top is 0).
        public var top: Double
        public var height: Double
        /// The arrivals its cell has had (a `CellStages` stage: 0 before any content arrived).
        public var stage: Int
    }

    /// How far the list is scrolled, in points (the same before and after: the list keeps it).
    public var offset: Double
    /// The list's visible height, in points.
    public var viewport: Double
    /// The rows overlapping the viewport before the change, in row order.
    public var before: [Row]
    /// The rows overlapping the viewport after it.
    public var after: [Row]

    /// At most this many rows are kept per side (rows a few points tall in a tall list).
    public static let maxRows = 200
}

/// The worst shift of one cause in one cell type, and how many cells had it.
public struct CellShiftSummary: Sendable, Hashable {
    /// The shift that moved rows the farthest (the earliest among equals); the first one when
    /// none moved rows.
    public var worst: CellShift
    /// Cells on screen where it happened.
    public var count: Int
    /// Those where rows on screen moved.
    public var moving: Int
}

/// What happened inside the cells of one list while its scroll script played.
public struct ListCellTimeline: Sendable {
    /// The list node's index in the tree of the first frame.
    public var node: Int
    public var id: String
    /// Where the list node is written.
    public var location: SourceLocation
    /// Cell type names and each type's measured stages (nil for a type with nothing to measure).
    public var types: [String]
    public var stages: [CellStages?]
    /// One summary per cell type and cause, in the order they first happened.
    public var summaries: [CellShiftSummary]
    /// Every scored shift (score > 0), in time order: (ms, score).
    public var scores: [(atMs: Double, score: Double)]
    /// The shift with the highest score (the earliest among equals); nil when none scored.
    public var worstShift: CellShift?
    /// Cells the scroll script put on screen (a row counts each time it comes back).
    public var shownCells: Int
    /// The script as this timeline played it (rows on screen, legs, arrivals), when the
    /// analysis records the reuse plots (`AnalysisOptions.reusePlotBuckets`).
    public var track: CellTrack?
}

/// Plays a list's scroll script with what happens inside its cells: content arriving a fixed
/// time after each cell appears, and self-sizing cells measured on screen.
///
/// The model, as UIKit's table view behaves: the list keeps its scroll offset when a cell
/// changes height, so the cells below a cell that grows on screen move (a layout shift scored
/// inside the list's viewport; the scroll's own motion is not one). A cell is as tall as its
/// template laid out at the list's width: a self-sizing cell exactly, another at least its
/// row's height. Rows not on screen are
/// placed at their type's height, which for a self-sizing type is its estimate: the table keeps
/// measured heights only for the rows it shows. A row leaving the screen goes back to its
/// estimate without moving what is visible (the offset absorbs it); a row coming in through the
/// top while scrolling up is placed at its estimate and measured, and the rows below it move by
/// the difference. Content that arrives while its cell is off screen moves nothing visible: a
/// fixed-height row keeps the grown height, a self-sizing one shows it when measured again.
/// `content.at` in a template counts from the frame the cell first appears on screen,
/// `content.atTime` from launch (a cell that appears later has it at once); content without
/// either is there from the start.
///
/// Cost: O(shown rows × (log rows × log shown rows)) plus (arrivals + 1) template layouts per
/// cell type; memory O(rows shown), never O(rows): the rows a script shows are a prefix of the list.
public enum CellTimeline {
    /// A move shorter than this, in points, is no shift (the Layout Instability threshold).
    public static let threshold = 3.0

    /// True when something happens inside `spec`'s cells: content with a time in a template,
    /// or a self-sizing cell. Lists without either are not played again.
    public static func isNeeded(_ spec: ListSpec) -> Bool {
        spec.cells.contains(where: changesHeight)
    }

    /// True when cells of this type are as tall as their template: self-sizing, or with
    /// content arriving in the template (then at least the type's height).
    public static func changesHeight(_ cell: ListSpec.CellType) -> Bool {
        cell.isSelfSizing || (cell.template?.nodes.contains { $0.content?.at != nil || $0.content?.atTime != nil } ?? false)
    }

    /// Plays each displayed list of `tree` that needs it (`isNeeded`), laid out at
    /// `frames[i]` (indexed like `tree.nodes`), its script starting at `startMs`. With
    /// `plotBuckets`, also records its `CellTrack` in that many time buckets of the script.
    public static func analyze(
        tree: NodeTree, frames: [Rect], displayed: [Bool], device: DeviceProfile, layouter: any Layouter, startMs: Double,
        plotBuckets: Int? = nil
    ) -> [ListCellTimeline] {
        var timelines: [ListCellTimeline] = []
        for (index, node) in tree.nodes.enumerated() {
            guard let spec = node.list, isNeeded(spec), index < frames.count, index < displayed.count, displayed[index],
                let geometry = try? RowGeometry(spec)
            else { continue }
            let frame = frames[index]
            let stages = spec.cells.map { cell in
                CellStages.measure(
                    cell.template, width: frame.width, height: cell.height, device: device, layouter: layouter, measured: cell.isSelfSizing)
            }
            var playback = Playback(spec: spec, geometry: geometry, stages: stages, frame: frame, device: device, startMs: startMs)
            if let plotBuckets {
                let duration = (try? ReuseSimulation.durationMs(spec, viewport: frame.height, refreshRate: device.refreshRate)) ?? 0
                playback.track = CellTrack(durationMs: duration, bucketCount: plotBuckets)
            }
            playback.play(spec.scroll)
            timelines.append(
                ListCellTimeline(
                    node: index, id: node.id, location: node.location, types: spec.cells.map(\.name), stages: stages,
                    summaries: playback.summaries, scores: playback.scores, worstShift: playback.worstShift,
                    shownCells: playback.shownCells, track: playback.track))
        }
        return timelines
    }
}

/// An arrival due in a row's cell at a frame; ordered by frame, then by when it was scheduled.
private struct PendingArrival: Comparable {
    var frame: Int
    var sequence: Int
    var row: Int
    var arrival: Int

    static func < (lhs: Self, rhs: Self) -> Bool { (lhs.frame, lhs.sequence) < (rhs.frame, rhs.sequence) }
}

/// The state of one list's playback.
private struct Playback {
    let geometry: RowGeometry
    let stages: [CellStages?]
    let selfSizing: [Bool]
    let viewport: Double
    let rate: Double
    let startMs: Double
    let listTop: Double
    let clipTop: Double
    let clipBottom: Double
    let clipWidth: Double
    let screenArea: Double
    let longestSide: Double

    var deltas = RowDeltas()
    /// Per row shown so far: the arrivals its cell has had; -1 for rows never on screen.
    var stage: [Int] = []
    var first = 0
    var end = 0
    var offset = 0.0
    /// How far the offset was moved during the current segment to keep what is visible still.
    var shift = 0.0
    var frameNumber = 0
    /// Counts height changes, so a scroll leg knows when to be set out again.
    var revision = 0
    var pending = MinHeap<PendingArrival>()
    var sequence = 0
    var summaries: [CellShiftSummary] = []
    var summaryIndex: [CellShiftKey: Int] = [:]
    var scores: [(atMs: Double, score: Double)] = []
    var worstShift: CellShift?
    var shownCells = 0
    var track: CellTrack?

    struct CellShiftKey: Hashable {
        var type: Int
        var cause: CellShift.Cause
    }

    init(spec: ListSpec, geometry: RowGeometry, stages: [CellStages?], frame: Rect, device: DeviceProfile, startMs: Double) {
        self.geometry = geometry
        self.stages = stages
        selfSizing = spec.cells.map(\.isSelfSizing)
        viewport = frame.height.isFinite && frame.height > 0 ? frame.height : 0
        rate = device.refreshRate.isFinite && device.refreshRate > 0 ? device.refreshRate : ReuseSimulation.defaultRefreshRate
        self.startMs = startMs
        listTop = frame.y
        clipTop = max(frame.y, 0)
        clipBottom = min(frame.maxY, device.height)
        clipWidth = max(0, min(frame.maxX, device.width) - max(frame.x, 0))
        screenArea = device.width * device.height
        longestSide = max(device.width, device.height)
    }

    // MARK: Positions with the cells' own heights

    func top(_ row: Int) -> Double { geometry.top(row) + deltas.prefix(row) }
    func height(_ row: Int) -> Double { geometry.top(row + 1) - geometry.top(row) + deltas.value(row) }
    var maxOffset: Double { max(0, geometry.contentHeight + deltas.total - viewport) }
    var nowMs: Double { startMs + Double(frameNumber) * 1000 / rate }

    func target(of segment: ListSpec.ScrollSegment) -> Double {
        switch segment.to {
        case .end: maxOffset
        case .offset(let value): value.isNaN ? 0 : min(max(0, value), maxOffset)
        }
    }

    /// The smallest row in 0...count where `predicate` (false then true) holds: walks from
    /// `hint` a few rows, else bisects.
    func row(from hint: Int, where predicate: (Int) -> Bool) -> Int {
        let count = geometry.count
        var row = min(max(0, hint), count)
        for _ in 0..<RowGeometry.walkLimit {
            if row < count, !predicate(row) {
                row += 1
            } else if row > 0, predicate(row - 1) {
                row -= 1
            } else {
                return row
            }
        }
        var low = 0, high = count
        while low < high {
            let middle = low + (high - low) / 2
            if predicate(middle) { high = middle } else { low = middle + 1 }
        }
        return low
    }

    // MARK: Playing the script

    mutating func play(_ script: [ListSpec.ScrollSegment]) {
        guard viewport > 0, geometry.count > 0 else { return }
        settle(fromTop: false)
        sample()
        for segment in script {
            // A numeric target moves with the content above the viewport (the offset absorbs
            // those changes), and a segment keeps its first direction: when heights change, the
            // leg is set out again from where the list is, and ends once it would turn back.
            shift = 0
            var direction: Bool?
            while true {
                var target = self.target(of: segment)
                if case .offset = segment.to { target = min(max(0, target + shift), maxOffset) }
                guard let leg = ScrollLeg(from: offset, to: target, velocity: segment.velocity, refreshRate: rate),
                    direction.map({ $0 == leg.down }) ?? true
                else { break }
                if direction == nil {
                    let elapsed = nowMs - startMs
                    track?.recordLeg(startMs: elapsed, velocity: segment.velocity, down: leg.down)
                }
                direction = leg.down
                let base = frameNumber, start = revision
                var step = 0
                while step < leg.frames, revision == start {
                    var next = nextRowChange(after: step, on: leg)
                    if let due = pending.first { next = min(next, max(step + 1, due.frame - base)) }
                    step = min(next, leg.frames)
                    frameNumber = base + step
                    offset = leg.offset(step)
                    settle(fromTop: !leg.down)
                    landDue()
                    sample()
                }
                // Heights changed: the leg is set out again from here, towards its target as it is now.
                if revision == start { break }
            }
        }
        // The list rests where the script ended; content still due arrives.
        while let due = pending.first {
            frameNumber = max(frameNumber, due.frame)
            landDue()
            sample()
        }
    }

    /// Records the rows on screen now in the track, when one is recorded.
    mutating func sample() {
        guard track != nil else { return }
        let elapsed = nowMs - startMs, rows = first..<max(first, end)
        track?.recordShown(timeMs: elapsed, rows: rows)
    }

    /// The first frame after `step` where a row enters or leaves the viewport (or the leg's last).
    func nextRowChange(after step: Int, on leg: ScrollLeg) -> Int {
        let count = geometry.count
        let view = viewport
        if leg.down {
            let firstBottom = first < count ? top(first + 1) : .infinity
            let nextTop = end < count ? top(end) : .infinity
            let estimate = min(firstBottom - leg.start, nextTop - view - leg.start) / leg.step
            return leg.firstFrame(after: step, estimate: estimate) { $0 >= firstBottom || nextTop < $0 + view }
        }
        let firstTop = first > 0 ? top(first) : -Double.infinity
        let lastTop = end > 0 ? top(end - 1) : -Double.infinity
        let estimate = min(leg.start - firstTop, leg.start - (lastTop - view)) / leg.step
        return leg.firstFrame(after: step, estimate: estimate) { $0 < firstTop || lastTop >= $0 + view }
    }

    /// Brings the visible rows up to date at the current offset: rows that left go back to
    /// their estimate, rows that came in are measured (and, the first time, get their content
    /// scheduled). `fromTop`: the list scrolls up, so rows come in through the top.
    mutating func settle(fromTop: Bool) {
        // Measuring can move rows in or out again; a few rounds settle it.
        for _ in 0..<64 {
            let newFirst = row(from: first) { top($0 + 1) > offset }
            let limit = offset + viewport
            let newEnd = max(newFirst, row(from: end) { $0 >= newFirst && top($0) >= limit })
            guard newFirst != first || newEnd != end else { return }
            let oldFirst = first, oldEnd = end
            first = newFirst
            end = newEnd
            // Rows the scroll leaves behind go back to the estimate; a row pushed out ahead of the
            // scroll by a height change keeps its measured height (it comes straight back).
            for row in oldFirst..<max(oldFirst, min(oldEnd, newFirst)) where !fromTop { leave(row, above: true) }
            for row in max(newEnd, oldFirst)..<max(max(newEnd, oldFirst), oldEnd) where fromTop { leave(row, above: false) }
            if newEnd > stage.count {
                stage += [Int](repeating: -1, count: newEnd - stage.count)
                deltas.grow(to: newEnd)
            }
            let below = max(newFirst, oldEnd)
            for row in below..<max(below, newEnd) { enter(row, throughTop: false) }
            for row in (newFirst..<max(newFirst, min(newEnd, oldFirst))).reversed() { enter(row, throughTop: fromTop) }
        }
    }

    mutating func leave(_ row: Int, above: Bool) {
        guard selfSizing[geometry.type(ofRow: row)] else { return }
        let change = deltas.set(row, to: 0)
        guard change != 0 else { return }
        revision += 1
        if above { absorb(change) }
    }

    mutating func enter(_ row: Int, throughTop: Bool) {
        shownCells += 1
        let type = geometry.type(ofRow: row)
        if stage[row] < 0 { appear(row, type: type) }
        guard selfSizing[type], let measured = stages[type] else { return }
        let real = measured.heights[min(stage[row], measured.heights.count - 1)]
        let value = real - (geometry.top(row + 1) - geometry.top(row))
        let old = height(row)
        let moved = visibleBelow(row)
        let change = value - deltas.value(row)
        guard change != 0 else { return }
        var shift = CellShift(
            row: row, type: type, cause: .measured, atMs: nowMs, fromHeight: old, toHeight: old + change, movedRows: moved.rows,
            score: score(change, moved))
        let before = throughTop && keeps(shift) ? sceneRows() : nil
        deltas.set(row, to: value)
        revision += 1
        guard throughTop else { return }
        if let before { shift.scene = CellScene(offset: offset, viewport: viewport, before: before, after: sceneRows()) }
        record(shift)
    }

    /// The row's first time on screen: its content is scheduled from this frame.
    mutating func appear(_ row: Int, type: Int) {
        stage[row] = 0
        guard let measured = stages[type] else { return }
        // Drawn with what is there when it appears: nothing on screen is below it yet.
        defer {
            if !selfSizing[type], deltas.set(row, to: grownDelta(row, measured)) != 0 { revision += 1 }
        }
        for (index, arrival) in measured.arrivals.enumerated() {
            // Frames from now: after the appearance, or until the time from launch.
            let after = arrival.fromLaunch ? arrival.afterMs - nowMs : arrival.afterMs
            let frames = (after * rate / 1000 - 1e-9).rounded(.up)
            guard frames > 0 else {
                // Due in the frame the cell appears in: drawn with it, nothing moves.
                stage[row] = index + 1
                continue
            }
            sequence += 1
            let due = frames < Double(Int.max / 4) ? frameNumber + Int(frames) : Int.max / 2
            pending.push(PendingArrival(frame: due, sequence: sequence, row: row, arrival: index))
        }
    }

    /// How much taller than its row a fixed-height cell is at its stage: at least the row's
    /// height, else its template's.
    func grownDelta(_ row: Int, _ measured: CellStages, stage: Int? = nil) -> Double {
        let placed = geometry.top(row + 1) - geometry.top(row)
        return max(placed, measured.heights[min(stage ?? self.stage[row], measured.heights.count - 1)]) - placed
    }

    /// Moves the offset with a change of height above the viewport, so nothing visible moves.
    mutating func absorb(_ change: Double) {
        offset += change
        shift += change
    }

    /// Lands every arrival due by the current frame, then lets the visible rows settle.
    mutating func landDue() {
        var landed = false
        while let due = pending.first, due.frame <= frameNumber {
            _ = pending.pop()
            land(due)
            landed = true
        }
        if landed { settle(fromTop: false) }
    }

    mutating func land(_ due: PendingArrival) {
        let row = due.row
        let type = geometry.type(ofRow: row)
        guard let measured = stages[type] else { return }
        let reached = max(stage[row], due.arrival + 1)
        let onScreen = row >= first && row < end
        let value: Double
        if selfSizing[type] {
            // Off screen, a self-sizing row is at its estimate until measured again.
            guard onScreen else {
                stage[row] = reached
                return
            }
            value = measured.heights[reached] - (geometry.top(row + 1) - geometry.top(row))
        } else {
            value = grownDelta(row, measured, stage: reached)
        }
        let old = height(row)
        let moved = visibleBelow(row)
        let change = value - deltas.value(row)
        var shift = CellShift(
            row: row, type: type, cause: .arrival(due.arrival), atMs: nowMs, fromHeight: old, toHeight: old + change,
            movedRows: moved.rows, score: score(change, moved))
        let before = onScreen && keeps(shift) ? sceneRows() : nil
        stage[row] = reached
        deltas.set(row, to: value)
        if change != 0 { revision += 1 }
        if row < first { absorb(change) }
        guard onScreen else { return }
        if let before { shift.scene = CellScene(offset: offset, viewport: viewport, before: before, after: sceneRows()) }
        let elapsed = nowMs - startMs
        track?.recordArrival(timeMs: elapsed, row: row, moving: Self.moves(shift))
        record(shift)
    }

    /// The rows overlapping the viewport at the current offset, with their heights and stages now.
    func sceneRows() -> [CellScene.Row] {
        var rows: [CellScene.Row] = []
        var row = self.row(from: first) { top($0 + 1) > offset }
        while row < geometry.count, top(row) < offset + viewport, rows.count < CellScene.maxRows {
            let stage = row < self.stage.count ? max(0, self.stage[row]) : 0
            rows.append(CellScene.Row(row: row, type: geometry.type(ofRow: row), top: top(row), height: height(row), stage: stage))
            row += 1
        }
        return rows
    }

    /// True when a shift moved rows on screen by the threshold or more.
    static func moves(_ shift: CellShift) -> Bool {
        !shift.movedRows.isEmpty && abs(shift.distance) >= CellTimeline.threshold - 1e-9
    }

    /// True when `record` would keep `shift` as its summary's worst or as the worst shift.
    func keeps(_ shift: CellShift) -> Bool {
        if shift.score > 0, shift.score > worstShift?.score ?? 0 { return true }
        guard let index = summaryIndex[CellShiftKey(type: shift.type, cause: shift.cause)] else { return true }
        guard Self.moves(shift) else { return false }
        let worst = summaries[index].worst
        return !Self.moves(worst) || abs(shift.distance) > abs(worst.distance)
    }

    /// The rows below `row` on screen, and the span they cover on screen (screen y).
    func visibleBelow(_ row: Int) -> (rows: Range<Int>, top: Double, bottom: Double) {
        let rows = min(row + 1, end)..<max(row + 1, end)
        return (rows, listTop + top(rows.lowerBound) - offset, listTop + top(rows.upperBound) - offset)
    }

    /// The Layout Instability score of rows covering [top, bottom) on screen moving by `change`,
    /// counted inside the list's visible rectangle; 0 under the threshold or off screen.
    func score(_ change: Double, _ moved: (rows: Range<Int>, top: Double, bottom: Double)) -> Double {
        guard abs(change) >= CellTimeline.threshold - 1e-9, !moved.rows.isEmpty, screenArea > 0, longestSide > 0 else { return 0 }
        func visible(_ low: Double, _ high: Double) -> Double { max(0, min(high, clipBottom) - max(low, clipTop)) }
        let before = visible(moved.top, moved.bottom)
        let after = visible(moved.top + change, moved.bottom + change)
        let both = visible(max(moved.top, moved.top + change), min(moved.bottom, moved.bottom + change))
        let area = (before + after - both) * clipWidth
        guard before > 0 || after > 0 else { return 0 }
        return min(area / screenArea, 1) * min(abs(change) / longestSide, 1)
    }

    mutating func record(_ shift: CellShift) {
        if shift.score > 0 {
            scores.append((shift.atMs, shift.score))
            if shift.score > worstShift?.score ?? 0 { worstShift = shift }
        }
        let key = CellShiftKey(type: shift.type, cause: shift.cause)
        let moves = Self.moves(shift)
        guard let index = summaryIndex[key] else {
            summaryIndex[key] = summaries.count
            summaries.append(CellShiftSummary(worst: shift, count: 1, moving: moves ? 1 : 0))
            return
        }
        summaries[index].count += 1
        guard moves else { return }
        summaries[index].moving += 1
        let worst = summaries[index].worst
        if !Self.moves(worst) || abs(shift.distance) > abs(worst.distance) { summaries[index].worst = shift }
    }
}
