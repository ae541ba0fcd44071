import LayoutLintKit
import LayoutModel

/// The reuse plot's lower panel: where the list is over scroll time. Rows run down the y axis
/// (row 0 at the top, as on screen); a band covers the rows on screen at each moment (its top
/// edge is the first row shown); a dashed line and a label ("↓ 400 pt/s") mark where each leg
/// of the scroll script starts; a tick marks when content arrived in cells and in which rows —
/// red where it moved the rows below, green where it did not.
struct ScrollTrack {
    var list: ListReuse
    /// The time axis: the script's length, and where the plot above puts it.
    var durationMs: Double
    var left: Double
    var width: Double
    /// Where the panel starts, in points.
    var top: Double

    /// The panel's height, in points: title and leg labels, the track, its time axis and its legend.
    static let height = 290.0
    static let headerHeight = 60.0
    static let trackHeight = 170.0

    static let band = RGBA(red: 0.0, green: 0.45, blue: 0.85, alpha: 0.22)
    static let edge = RGBA(red: 0.0, green: 0.35, blue: 0.75)
    static let phase = RGBA(red: 0.35, green: 0.35, blue: 0.45)
    static let movingArrival = RGBA(red: 0.9, green: 0, blue: 0)
    static let quietArrival = RGBA(red: 0.1, green: 0.6, blue: 0.25)

    var track: Rect { Rect(x: left, y: top + Self.headerHeight, width: width, height: Self.trackHeight) }

    /// What the track draws, worked out once: per time bucket the rows on screen, where the
    /// legs start, and the row below the deepest one shown.
    struct Rows {
        var shown: [Range<Int>]
        var legs: [(startMs: Double, label: String)]
        var depth: Int
    }

    /// From the cell timeline when the list has one (it plays grown rows as they are), else from
    /// the script's legs over the rows' own heights.
    func rows() -> Rows {
        var shown: [Range<Int>] = []
        var legs: [(startMs: Double, label: String)] = []
        if let cells = list.cellTrack {
            shown = cells.shownRows()
            legs = cells.legs.map { ($0.startMs, ScrollPhase.label(down: $0.down, velocity: $0.velocity)) }
        } else if let geometry = list.rows {
            let buckets = Int(width.rounded())
            shown = (0..<max(buckets, 1)).map { bucket in
                let from = offset(atMs: Double(bucket) / Double(buckets) * durationMs)
                let to = offset(atMs: Double(bucket + 1) / Double(buckets) * durationMs)
                let first = geometry.firstRow(endingBelow: min(from, to))
                return first..<max(first, geometry.firstRow(startingAtOrBelow: max(from, to) + list.viewport))
            }
            legs = list.phases.map { ($0.startMs, $0.label) }
        }
        return Rows(shown: shown, legs: legs, depth: max(1, shown.map(\.upperBound).max() ?? 1))
    }

    /// The scroll offset `ms` into the script: each leg moves at a steady speed.
    func offset(atMs ms: Double) -> Double {
        guard let phase = list.phases.first(where: { ms < $0.endMs }) ?? list.phases.last else { return 0 }
        guard phase.endMs > phase.startMs, ms < phase.endMs else { return phase.toOffset }
        let progress = max(0, (ms - phase.startMs) / (phase.endMs - phase.startMs))
        return phase.fromOffset + (phase.toOffset - phase.fromOffset) * progress
    }

    func x(_ ms: Double) -> Double {
        durationMs > 0 ? left + min(max(ms / durationMs, 0), 1) * width : left
    }

    /// Rows run down the track, row 0 at the top.
    func y(_ row: Int, depth: Int) -> Double {
        track.y + min(max(Double(row) / Double(depth), 0), 1) * track.height
    }

    func draw(on canvas: Canvas) {
        canvas.text(
            "Scroll position: the rows on screen over scroll time", x: ReusePlot.Header.margin, y: top + 6, size: 13, ReusePlot.ink,
            bold: true)
        let rows = rows()
        drawRowAxis(depth: rows.depth, on: canvas)
        drawBand(rows, on: canvas)
        drawLegs(rows.legs, on: canvas)
        drawArrivals(depth: rows.depth, on: canvas)
        drawTimeAxis(on: canvas)
        drawLegend(on: canvas)
    }

    /// Rows down the y axis at a round step, with grid lines.
    private func drawRowAxis(depth: Int, on canvas: Canvas) {
        canvas.withSavedState {
            canvas.translate(x: ReusePlot.yLabelX, y: track.y + track.height / 2)
            canvas.rotate(-Double.pi / 2)
            canvas.text("rows", x: 0, y: 0, size: 11, ReusePlot.axis, alignment: .center)
        }
        let step = max(1, Int(ReusePlot.niceStep(Double(depth) / 5)))
        for row in stride(from: 0, through: depth, by: step) {
            let rowY = y(row, depth: depth)
            canvas.polyline([(track.x, rowY), (track.maxX, rowY)], ReusePlot.grid, lineWidth: 1)
            canvas.text("row \(row)", x: track.x - 6, y: rowY - 6, size: 9, ReusePlot.axis, alignment: .right)
        }
    }

    /// The rows on screen: a band from the first row shown to the last, per time bucket, its top
    /// edge drawn as a line.
    private func drawBand(_ rows: Rows, on canvas: Canvas) {
        guard !rows.shown.isEmpty else { return }
        let step = width / Double(rows.shown.count)
        var topEdge: [(x: Double, y: Double)] = []
        var bottomEdge: [(x: Double, y: Double)] = []
        for (bucket, shown) in rows.shown.enumerated() {
            let x0 = left + Double(bucket) * step
            for x in [x0, x0 + step] {
                topEdge.append((x, y(shown.lowerBound, depth: rows.depth)))
                bottomEdge.append((x, y(shown.upperBound, depth: rows.depth)))
            }
        }
        canvas.fillPolygon(topEdge + bottomEdge.reversed(), Self.band)
        canvas.polyline(topEdge, Self.edge, lineWidth: 1.5)
        canvas.polyline([(track.x, track.y), (track.x, track.maxY), (track.maxX, track.maxY)], ReusePlot.axis, lineWidth: 1)
    }

    /// A dashed line where each leg starts, labelled with its direction and speed on the first of
    /// two label rows where it does not run into the label before it.
    private func drawLegs(_ legs: [(startMs: Double, label: String)], on canvas: Canvas) {
        var rowEnds = [-Double.infinity, -Double.infinity]
        for leg in legs {
            let lineX = x(leg.startMs)
            canvas.polyline([(lineX, top + 26), (lineX, track.maxY)], Self.phase, lineWidth: 1, dash: [3, 3])
            let labelWidth = canvas.measure(leg.label, size: 10, bold: true).width
            let labelX = min(lineX + 3, track.maxX - labelWidth)
            let row = rowEnds[0] < labelX ? 0 : 1
            canvas.text(leg.label, x: labelX, y: top + 26 + Double(row) * 15, size: 10, Self.phase, bold: true)
            rowEnds[row] = max(rowEnds[row], labelX + labelWidth + 6)
        }
    }

    /// Per time bucket with arrivals, a tick over the rows they arrived in.
    private func drawArrivals(depth: Int, on canvas: Canvas) {
        guard let cells = list.cellTrack else { return }
        let step = width / Double(cells.buckets.count)
        for (index, bucket) in cells.buckets.enumerated() where bucket.arrivals > 0 {
            let low = y(bucket.firstArrivalRow, depth: depth), high = y(bucket.lastArrivalRow + 1, depth: depth)
            let middle = (low + high) / 2, half = max(2, (high - low) / 2)
            let tickX = left + (Double(index) + 0.5) * step
            canvas.polyline(
                [(tickX, middle - half), (tickX, middle + half)], bucket.moving > 0 ? Self.movingArrival : Self.quietArrival,
                lineWidth: max(step, 2))
        }
    }

    private func drawTimeAxis(on canvas: Canvas) {
        let seconds = durationMs / 1000
        let step = ReusePlot.niceStep(max(seconds, 0.001) / 8)
        var t = 0.0
        while t <= seconds + 1e-9 {
            let tickX = x(t * 1000)
            canvas.polyline([(tickX, track.maxY), (tickX, track.maxY + 4)], ReusePlot.axis, lineWidth: 1)
            canvas.text(
                "\(Format.json((t * 1000).rounded() / 1000)) s", x: tickX, y: track.maxY + 6, size: 10, ReusePlot.axis, alignment: .center)
            t += step
        }
        canvas.text("scroll time", x: track.x + track.width / 2, y: track.maxY + 22, size: 11, ReusePlot.axis, alignment: .center)
    }

    /// What the band, the lines and the ticks mean, on one row under the time axis.
    private func drawLegend(on canvas: Canvas) {
        let legendY = track.maxY + 42
        var x = ReusePlot.Header.margin
        func entry(_ label: String, swatch: (Double) -> Void) {
            swatch(x)
            canvas.text(label, x: x + 24, y: legendY, size: 11, ReusePlot.axis)
            x += 24 + canvas.measure(label, size: 11).width + 16
        }
        entry("rows on screen") { left in
            canvas.fill(Rect(x: left, y: legendY + 1, width: 18, height: 12), Self.band)
            canvas.polyline([(left, legendY + 1), (left + 18, legendY + 1)], Self.edge, lineWidth: 1.5)
        }
        entry("a leg of the scroll script starts") { left in
            canvas.polyline([(left + 9, legendY), (left + 9, legendY + 14)], Self.phase, lineWidth: 1, dash: [3, 3])
        }
        guard list.cellTrack.map({ $0.arrivals > 0 }) ?? false else { return }
        entry("content arrived, moving rows") { left in
            canvas.fill(Rect(x: left + 7, y: legendY + 1, width: 4, height: 12), Self.movingArrival)
        }
        entry("arrived in place") { left in
            canvas.fill(Rect(x: left + 7, y: legendY + 1, width: 4, height: 12), Self.quietArrival)
        }
    }
}
