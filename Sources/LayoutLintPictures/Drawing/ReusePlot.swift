import LayoutLintKit
import LayoutModel

/// A chart of one list's cells over scroll time: per cell type, live cells (strong)
/// and pooled cells (light); below the chart, a strip marking when cells were allocated —
/// grey for the first screenful, red for cells created while scrolling (what reuse should avoid);
/// below that, when the script moves the list, the scroll track (`ScrollTrack`): the rows on
/// screen over the same time, each leg of the script labelled, content arriving in cells marked.
/// The axes are labelled (cells, scroll time, rows); a title or key too long for one line wraps
/// and the picture grows taller, so nothing is drawn past its edges.
struct ReusePlot {
    /// What to draw.
    struct Input: Sendable {
        var screen: String
        var device: String
        var list: ListReuse
        var series: ReusePlotSeries
    }

    /// Chart size in points with a one-line title and key; drawn at `scale` pixels per point.
    static let width = 800.0
    static let height = 460.0
    /// Width of the plotting area in points: one time bucket per point.
    static let plotWidth = width - Self.left - Self.right
    static let left = 56.0, right = 24.0, top = 92.0, bottom = 100.0
    /// Where the y axis's label ("cells", turned) starts.
    static let yLabelX = 8.0

    static let typeColors = [
        RGBA(red: 0.0, green: 0.45, blue: 0.85), RGBA(red: 0.95, green: 0.55, blue: 0.0),
        RGBA(red: 0.2, green: 0.65, blue: 0.3), RGBA(red: 0.55, green: 0.3, blue: 0.75),
        RGBA(red: 0.45, green: 0.45, blue: 0.45),
    ]
    static let steadyAllocation = RGBA(red: 0.9, green: 0, blue: 0)
    static let firstAllocation = RGBA(red: 0.6, green: 0.6, blue: 0.6)
    static let axis = RGBA(red: 0.3, green: 0.3, blue: 0.35)
    static let grid = RGBA(red: 0.9, green: 0.9, blue: 0.92)
    static let ink = RGBA(red: 0.1, green: 0.1, blue: 0.12)

    var scale: Double = 2

    func render(_ input: Input) throws(CairoError) -> Canvas {
        let header = Header(input, on: try Canvas(pixelWidth: 1, pixelHeight: 1))
        let track = input.list.phases.isEmpty ? 0 : ScrollTrack.height
        let height = Self.height + header.extraHeight + track
        let canvas = try Canvas(
            pixelWidth: Int((Self.width * scale).rounded()), pixelHeight: Int((height * scale).rounded()), scale: scale)
        canvas.fillAll(RGBA(red: 1, green: 1, blue: 1))
        let series = input.series
        let levels = series.types.indices.map { series.levels(type: $0) }
        let peak = max(1, levels.flatMap { $0.live.high + $0.pooled.high }.max() ?? 1)
        let top = Self.top + header.extraHeight
        let plot = Rect(x: Self.left, y: top, width: Self.plotWidth, height: height - track - top - Self.bottom)
        header.draw(on: canvas)
        drawAxes(canvas, plot: plot, peak: peak, durationMs: series.durationMs)
        let step = plot.width / Double(series.buckets.count)
        func y(_ count: Int) -> Double { plot.maxY - Double(count) / Double(peak) * plot.height }
        // Each count is a band from its lowest to its highest value within each time bucket
        // (rows enter and leave many times a second); pooled cells lighter than live ones.
        for (type, level) in levels.enumerated() {
            let color = Self.typeColors[type % Self.typeColors.count]
            for (range, alpha) in [(level.pooled, 0.3), (level.live, 0.75)] {
                var fill = color
                fill.alpha = alpha
                let top = stepPoints(range.high, step: step, plot: plot, y: y)
                let bottom = stepPoints(range.low, step: step, plot: plot, y: y)
                let thin = zip(range.low, range.high).map { low, high in low == high }
                canvas.fillPolygon(top + bottom.reversed(), fill)
                // A count that holds still would be a band of no height: draw it as a line.
                if thin.contains(true) {
                    for (bucket, value) in range.high.enumerated() where thin[bucket] {
                        let x0 = plot.x + Double(bucket) * step
                        canvas.polyline([(x0, y(value)), (x0 + step, y(value))], fill, lineWidth: 2)
                    }
                }
            }
        }
        drawAllocations(canvas, series: series, plot: plot, step: step)
        if track > 0 {
            ScrollTrack(list: input.list, durationMs: series.durationMs, left: plot.x, width: plot.width, top: plot.maxY + Self.bottom)
                .draw(on: canvas)
        }
        return canvas
    }

    /// A step line through one value per bucket.
    private func stepPoints(_ values: [Int], step: Double, plot: Rect, y: (Int) -> Double) -> [(x: Double, y: Double)] {
        var points: [(x: Double, y: Double)] = []
        for (bucket, value) in values.enumerated() {
            let x0 = plot.x + Double(bucket) * step
            points.append((x0, y(value)))
            points.append((x0 + step, y(value)))
        }
        return points
    }

    /// The title (wrapped, at the largest size that keeps it to two lines) and the cell types'
    /// key (as many rows as it needs), measured before the picture is made so its height fits them.
    struct Header {
        /// Left and right margin of the header.
        static let margin = 16.0
        /// Title sizes tried in order; the last one wraps onto as many lines as it needs.
        static let titleSizes = [15.0, 13, 11]
        static let keySize = 11.0, keyRowHeight = 18.0

        var title: [String]
        var titleSize: Double
        /// One row per line of the key: each type's colour, label and left edge.
        var keyRows: [[(color: RGBA, label: String, x: Double)]]

        init(_ input: Input, on measuring: Canvas) {
            let list = input.list
            let text = "'\(list.id)' on \(input.device): cells per type while the list scrolls (\(input.screen))"
            (title, titleSize) = Self.fit(text, width: ReusePlot.width - 2 * Self.margin, on: measuring)
            keyRows = [[]]
            var x = Self.margin
            for (type, cell) in list.result.types.enumerated() {
                let color = ReusePlot.typeColors[type % ReusePlot.typeColors.count]
                let limit = cell.poolLimit.map(String.init) ?? "unlimited"
                let label =
                    list.reuse
                    ? "\(cell.type): \(cell.allocations) allocated (\(cell.steadyAllocations) while scrolling), pool limit \(limit), needs \(cell.recommendedPoolLimit)"
                    : "\(cell.type): \(cell.allocations) allocated without reuse"
                let width = 24 + measuring.measure(label, size: Self.keySize).width
                if x + width > ReusePlot.width - Self.margin, !(keyRows.last?.isEmpty ?? true) {
                    keyRows.append([])
                    x = Self.margin
                }
                keyRows[keyRows.count - 1].append((color, label, x))
                x += width + 18
            }
        }

        var titleLineHeight: Double { titleSize * 1.4 }

        /// Points the title needs beyond one line at 15 pt (21 pt).
        var titleExtra: Double { max(0, Double(title.count) * titleLineHeight - 21) }

        /// Points the header needs beyond the one-line title and one-row key `ReusePlot.top` allows.
        var extraHeight: Double { titleExtra + Double(max(0, keyRows.count - 1)) * Self.keyRowHeight }

        /// `text` in lines no wider than `width`: at the first of `titleSizes` that needs at most
        /// two lines, else at the smallest on as many lines as it takes, words longer than a line
        /// broken between characters.
        static func fit(_ text: String, width: Double, on canvas: Canvas) -> (lines: [String], size: Double) {
            func fits(_ line: String, _ size: Double) -> Bool { canvas.measure(line, size: size, bold: true).width <= width }
            for size in titleSizes.dropLast() {
                let lines = TextWrapper.lines(text, width: width, size: size, bold: true, on: canvas)
                if lines.count <= 2, lines.allSatisfy({ fits($0, size) }) { return (lines, size) }
            }
            let size = titleSizes[titleSizes.count - 1]
            var lines: [String] = []
            for line in TextWrapper.lines(text, width: width, size: size, bold: true, on: canvas) {
                var current = ""
                for character in line {
                    if !current.isEmpty, !fits(current + String(character), size) {
                        lines.append(current)
                        current = ""
                    }
                    current.append(character)
                }
                lines.append(current)
            }
            return (lines, size)
        }

        func draw(on canvas: Canvas) {
            var y = 12.0
            for line in title {
                canvas.text(line, x: Self.margin, y: y, size: titleSize, ReusePlot.ink, bold: true)
                y += titleLineHeight
            }
            y = 37 + titleExtra
            for row in keyRows {
                for item in row {
                    canvas.polyline([(item.x, y + 7), (item.x + 18, y + 7)], item.color, lineWidth: 2)
                    canvas.text(item.label, x: item.x + 24, y: y, size: Self.keySize, ReusePlot.ink)
                }
                y += Self.keyRowHeight
            }
            drawLegend(on: canvas, y: y + 5)
        }

        /// What the bands and marks mean, on one row at `y`.
        private func drawLegend(on canvas: Canvas, y legendY: Double) {
            canvas.fill(Rect(x: 16, y: legendY + 1, width: 18, height: 12), RGBA(red: 0.3, green: 0.3, blue: 0.35, alpha: 0.75))
            canvas.text("live cells", x: 40, y: legendY, size: 11, ReusePlot.axis)
            canvas.fill(Rect(x: 120, y: legendY + 1, width: 18, height: 12), RGBA(red: 0.3, green: 0.3, blue: 0.35, alpha: 0.3))
            canvas.text("pooled cells", x: 144, y: legendY, size: 11, ReusePlot.axis)
            canvas.fill(Rect(x: 240, y: legendY + 2, width: 4, height: 10), ReusePlot.steadyAllocation)
            canvas.text("cells allocated while scrolling", x: 250, y: legendY, size: 11, ReusePlot.axis)
            canvas.fill(Rect(x: 430, y: legendY + 2, width: 4, height: 10), ReusePlot.firstAllocation)
            canvas.text("first screenful", x: 440, y: legendY, size: 11, ReusePlot.axis)
        }
    }

    private func drawAxes(_ canvas: Canvas, plot: Rect, peak: Int, durationMs: Double) {
        let yStep = max(1, Self.niceStep(Double(peak) / 5))
        var value = 0.0
        while value <= Double(peak) + 1e-9 {
            let y = plot.maxY - value / Double(peak) * plot.height
            canvas.polyline([(plot.x, y), (plot.maxX, y)], Self.grid, lineWidth: 1)
            canvas.text(Format.json(value), x: plot.x - 8, y: y - 7, size: 10, Self.axis, alignment: .right)
            value += yStep
        }
        let seconds = durationMs / 1000
        let xStep = Self.niceStep(max(seconds, 0.001) / 8)
        var t = 0.0
        while t <= seconds + 1e-9 {
            let x = plot.x + (seconds > 0 ? t / seconds * plot.width : 0)
            canvas.polyline([(x, plot.maxY), (x, plot.maxY + 4)], Self.axis, lineWidth: 1)
            canvas.text("\(Format.json((t * 1000).rounded() / 1000)) s", x: x, y: plot.maxY + 6, size: 10, Self.axis, alignment: .center)
            t += xStep
        }
        canvas.polyline([(plot.x, plot.y), (plot.x, plot.maxY), (plot.maxX, plot.maxY)], Self.axis, lineWidth: 1)
        canvas.text("scroll time", x: plot.x + plot.width / 2, y: plot.maxY + 22, size: 11, Self.axis, alignment: .center)
        // The y axis's label, turned to read upwards along the axis, left of its numbers.
        canvas.withSavedState {
            canvas.translate(x: Self.yLabelX, y: plot.y + plot.height / 2)
            canvas.rotate(-Double.pi / 2)
            canvas.text("cells", x: 0, y: 0, size: 11, Self.axis, alignment: .center)
        }
    }

    /// Marks below the axis: one bar per bucket with allocations, as tall as its count allows.
    private func drawAllocations(_ canvas: Canvas, series: ReusePlotSeries, plot: Rect, step: Double) {
        let stripTop = plot.maxY + 56, stripHeight = 18.0
        canvas.text("allocations", x: plot.x, y: stripTop - 16, size: 10, Self.axis)
        canvas.polyline([(plot.x, stripTop + stripHeight), (plot.maxX, stripTop + stripHeight)], Self.grid, lineWidth: 1)
        let counts = series.buckets.map { ($0.firstFrameAllocations.reduce(0, +), $0.steadyAllocations.reduce(0, +)) }
        let most = max(1, counts.map { max($0.0, $0.1) }.max() ?? 1)
        for (bucket, (first, steady)) in counts.enumerated() where first + steady > 0 {
            let x = plot.x + Double(bucket) * step
            let count = steady > 0 ? steady : first
            let height = max(3, Double(count) / Double(most) * stripHeight)
            canvas.fill(
                Rect(x: x, y: stripTop + stripHeight - height, width: max(step, 2), height: height),
                steady > 0 ? Self.steadyAllocation : Self.firstAllocation)
        }
    }

    /// 1, 2 or 5 × a power of ten, at least `raw`.
    static func niceStep(_ raw: Double) -> Double {
        guard raw > 0 else { return 1 }
        var magnitude = 1.0
        while magnitude * 10 <= raw { magnitude *= 10 }
        while magnitude > raw { magnitude /= 10 }
        for factor in [1.0, 2.0, 5.0, 10.0] where magnitude * factor >= raw { return magnitude * factor }
        return magnitude * 10
    }
}

extension ReusePlot {

    /// The plot of `list` as PNG, from the series its analysis recorded; nil when it recorded
    /// none (`AnalysisOptions.reusePlotBuckets` unset).
    static func png(list: ListReuse, screen: Screen, device: DeviceProfile, scale: Double) throws(CairoError) -> [UInt8]? {
        guard let series = list.plot else { return nil }
        let input = Input(screen: screen.name, device: device.name, list: list, series: series)
        return try ReusePlot(scale: scale).render(input).pngData()
    }
}
