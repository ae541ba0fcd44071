import LayoutLintKit
import LayoutModel

/// A chart of one list's cells over scroll time (SPEC §8): per cell type, live cells (strong)
/// and pooled cells (light); below the chart, a strip marking when cells were allocated —
/// grey for the first screenful, red for cells created while scrolling (what reuse should avoid).
struct ReusePlot {
    /// What to draw.
    struct Input: Sendable {
        var screen: String
        var device: String
        var list: ListReuse
        var series: ReusePlotSeries
    }

    /// Chart size in points; drawn at `scale` pixels per point.
    static let width = 800.0
    static let height = 460.0
    /// Width of the plotting area in points: one time bucket per point.
    static let plotWidth = width - Self.left - Self.right
    static let left = 56.0, right = 24.0, top = 92.0, bottom = 100.0

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
        let canvas = try Canvas(
            pixelWidth: Int((Self.width * scale).rounded()), pixelHeight: Int((Self.height * scale).rounded()), scale: scale)
        canvas.fillAll(RGBA(red: 1, green: 1, blue: 1))
        let series = input.series
        let levels = series.types.indices.map { series.levels(type: $0) }
        let peak = max(1, levels.flatMap { $0.live.high + $0.pooled.high }.max() ?? 1)
        let plot = Rect(x: Self.left, y: Self.top, width: Self.plotWidth, height: Self.height - Self.top - Self.bottom)
        drawHeader(canvas, input)
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

    private func drawHeader(_ canvas: Canvas, _ input: Input) {
        let list = input.list
        canvas.text(
            "'\(list.id)' on \(input.device): cells per type while the list scrolls (\(input.screen))", x: 16, y: 12, size: 15,
            Self.ink, bold: true)
        var x = 16.0
        for (type, cell) in list.result.types.enumerated() {
            let color = Self.typeColors[type % Self.typeColors.count]
            let limit = cell.poolLimit.map(String.init) ?? "unlimited"
            let label = list.reuse
                ? "\(cell.type): \(cell.allocations) allocated (\(cell.steadyAllocations) while scrolling), pool limit \(limit), needs \(cell.recommendedPoolLimit)"
                : "\(cell.type): \(cell.allocations) allocated without reuse"
            canvas.polyline([(x, 44), (x + 18, 44)], color, lineWidth: 2)
            canvas.text(label, x: x + 24, y: 37, size: 11, Self.ink)
            x += 24 + canvas.measure(label, size: 11).width + 18
            if x > Self.width - 200 { x = 16 }
        }
        let legendY = 60.0
        canvas.fill(Rect(x: 16, y: legendY + 1, width: 18, height: 12), RGBA(red: 0.3, green: 0.3, blue: 0.35, alpha: 0.75))
        canvas.text("live cells", x: 40, y: legendY, size: 11, Self.axis)
        canvas.fill(Rect(x: 120, y: legendY + 1, width: 18, height: 12), RGBA(red: 0.3, green: 0.3, blue: 0.35, alpha: 0.3))
        canvas.text("pooled cells", x: 144, y: legendY, size: 11, Self.axis)
        canvas.fill(Rect(x: 240, y: legendY + 2, width: 4, height: 10), Self.steadyAllocation)
        canvas.text("cells allocated while scrolling", x: 250, y: legendY, size: 11, Self.axis)
        canvas.fill(Rect(x: 430, y: legendY + 2, width: 4, height: 10), Self.firstAllocation)
        canvas.text("first screenful", x: 440, y: legendY, size: 11, Self.axis)
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
