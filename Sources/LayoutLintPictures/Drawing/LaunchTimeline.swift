import LayoutLintKit
import LayoutModel

/// `timeline.png`: the launch of one screen on one device over time. One lane for
/// the main thread (essential work, other work and response work in different colours; work
/// split into pieces with a white gap where each piece yields to the run loop), one per
/// background work and per request (arrows from what each waited for, `→ node` for the content
/// a request blocks); below them the refresh ticks with missed frames in red; markers for the
/// first frame and the primary content; the launch screen period shaded. Names and ms are
/// written on the bars, so the picture reads without the JSON.
struct LaunchTimeline {
    /// What to draw.
    struct Input: Sendable {
        var screen: String
        var device: DeviceProfile
        var launch: LaunchSimulation
        var hitches: HitchReport
    }

    static let width = 1000.0
    static let left = 150.0, right = 30.0, top = 78.0, laneHeight = 26.0, bottom = 96.0
    /// Lanes beyond this many tasks are summarised in one line.
    static let maxLanes = 40

    static let essential = RGBA(red: 0.16, green: 0.45, blue: 0.85)
    static let nonEssential = RGBA(red: 0.95, green: 0.55, blue: 0.1)
    static let response = RGBA(red: 0.55, green: 0.3, blue: 0.75)
    static let background = RGBA(red: 0.35, green: 0.65, blue: 0.4)
    static let network = RGBA(red: 0.55, green: 0.6, blue: 0.66)
    static let missed = RGBA(red: 0.88, green: 0.1, blue: 0.1)
    static let firstFrame = RGBA(red: 0.1, green: 0.6, blue: 0.25)
    static let primary = RGBA(red: 0.1, green: 0.35, blue: 0.8)
    static let shade = RGBA(red: 0.93, green: 0.93, blue: 0.95)
    static let due = RGBA(red: 0.8, green: 0.88, blue: 1)
    static let ink = RGBA(red: 0.1, green: 0.1, blue: 0.12)
    static let axis = RGBA(red: 0.35, green: 0.35, blue: 0.4)
    static let white = RGBA(red: 1, green: 1, blue: 1)

    var scale: Double = 2

    /// A lane: the main thread, or one background work or request (task index).
    private enum Lane { case main, task(Int) }

    func render(_ input: Input) throws(CairoError) -> Canvas {
        let launch = input.launch
        let others = launch.tasks.indices.filter { !launch.tasks[$0].isMainWork }
        let shown = Array(others.prefix(Self.maxLanes))
        let lanes: [Lane] = [.main] + shown.map { .task($0) }
        let extra = others.count > shown.count ? 1.0 : 0
        let height = Self.top + (Double(lanes.count) + extra) * Self.laneHeight + Self.bottom
        let canvas = try Canvas(
            pixelWidth: Int((Self.width * scale).rounded()), pixelHeight: Int((height * scale).rounded()), scale: scale)
        canvas.fillAll(Self.white)
        let end = Self.endMs(launch, demands: input.hitches.demands)
        let plotWidth = Self.width - Self.left - Self.right
        func x(_ ms: Double) -> Double { Self.left + max(0, min(ms, end)) / end * plotWidth }
        let lanesBottom = Self.top + (Double(lanes.count) + extra) * Self.laneHeight
        var laneOf: [Int: Int] = [:]
        for (number, task) in shown.enumerated() { laneOf[task] = number + 1 }
        func laneY(_ lane: Int) -> Double { Self.top + Double(lane) * Self.laneHeight }

        drawHeader(canvas, input)
        // The launch screen, until the first frame.
        canvas.fill(Rect(x: Self.left, y: Self.top, width: x(launch.firstFrameMs) - Self.left, height: lanesBottom - Self.top), Self.shade)
        if x(launch.firstFrameMs) - Self.left > 80 {
            canvas.text("launch screen", x: Self.left + 4, y: Self.top - 13, size: 9, Self.axis)
        }
        for (number, lane) in lanes.enumerated() {
            let y = laneY(number)
            canvas.polyline([(Self.left, y + Self.laneHeight), (Self.width - Self.right, y + Self.laneHeight)], Self.shade, lineWidth: 1)
            switch lane {
            case .main:
                canvas.text("main thread", x: Self.left - 8, y: y + 7, size: 10, Self.ink, bold: true, alignment: .right)
                // Runs too short to hold their label share the space after them: a label that
                // would overlap the one before is left out.
                var labelEnd = 0.0
                let runs = Self.runs(launch)
                for (number, run) in runs.enumerated() {
                    let first = launch.mainSlices[run.lowerBound], last = launch.mainSlices[run.upperBound - 1]
                    let task = launch.tasks[first.task]
                    let color = first.isResponse ? Self.response : task.isEssential ? Self.essential : Self.nonEssential
                    let name = first.isResponse ? "\(task.name) response" : task.name
                    let label: String
                    if run.count > 1 {
                        label = "\(name) \(run.count)×\(Format.points(first.durationMs))ms"
                    } else if first.pieceCount > 1 {
                        label = "\(name) \(Format.points(first.durationMs))ms (\(first.piece + 1)/\(first.pieceCount))"
                    } else {
                        label = "\(name) \(Format.points(first.durationMs))ms"
                    }
                    // A label inside a run of pieces would be cut by its gaps: it goes after it,
                    // unless the next run would paint over it.
                    let next = number + 1 < runs.count ? x(launch.mainSlices[runs[number + 1].lowerBound].startMs) : Self.width
                    labelEnd = max(
                        labelEnd,
                        bar(
                            canvas, from: x(first.startMs), to: x(last.endMs), y: y, color: color, label: label, labelsFrom: labelEnd,
                            labelsBefore: next, inside: run.count == 1))
                }
                drawYields(canvas, launch, y: y, x: x)
            case .task(let index):
                let task = launch.tasks[index]
                let kind = task.request != nil ? "request" : "background"
                canvas.text(
                    Self.clipped("\(kind) \(task.name)", canvas: canvas, width: Self.left - 16), x: Self.left - 8, y: y + 7, size: 10,
                    Self.ink, alignment: .right)
                let color = task.request != nil ? Self.network : Self.background
                let after = bar(
                    canvas, from: x(task.startMs), to: x(task.endMs), y: y, color: color,
                    label: "\(task.name) \(Format.points(task.endMs - task.startMs))ms")
                if let blocks = task.request?.blocks, !blocks.isEmpty {
                    let label = "→ " + blocks.prefix(3).joined(separator: ", ") + (blocks.count > 3 ? " …" : "")
                    canvas.text(label, x: max(after, x(task.finishMs)) + 6, y: y + 8, size: 9, Self.primary, bold: true)
                }
            }
        }
        if extra > 0 {
            canvas.text(
                "and \(others.count - shown.count) more background works and requests", x: Self.left, y: laneY(lanes.count) + 7, size: 10,
                Self.axis)
        }
        // Arrows for `after`: from the finish of what released a task to its start.
        for (number, task) in shown.enumerated() {
            let start = (x(launch.tasks[task].startMs), laneY(number + 1) + Self.laneHeight / 2)
            switch launch.tasks[task].releasedBy {
            case .task(let previous):
                let row = laneOf[previous] ?? 0
                arrow(canvas, from: (x(launch.tasks[previous].finishMs), laneY(row) + Self.laneHeight / 2), to: start)
            case .firstFrame:
                arrow(canvas, from: (x(launch.firstFrameMs), Self.top), to: start)
            case .own:
                break
            }
        }
        drawTicks(canvas, input, y: lanesBottom + 8, x: x)
        marker(
            canvas, at: x(launch.firstFrameMs), top: Self.top - 6, bottom: lanesBottom + 30, color: Self.firstFrame,
            label: "first frame \(Format.points(launch.firstFrameMs))ms", row: 0)
        if let shownMs = launch.primaryContent?.displayMs {
            marker(
                canvas, at: x(shownMs), top: Self.top - 6, bottom: lanesBottom + 30, color: Self.primary,
                label: "primary content \(Format.points(shownMs))ms", row: 1)
        }
        drawAxis(canvas, y: lanesBottom + 40, end: end, x: x)
        return canvas
    }

    /// The main slices that take time grouped into runs drawn as one bar: consecutive pieces
    /// of one work, back to back (ranges of `mainSlices` indices, in time order). Other slices
    /// are runs of their own.
    static func runs(_ launch: LaunchSimulation) -> [Range<Int>] {
        var runs: [Range<Int>] = []
        let slices = launch.mainSlices
        for index in slices.indices where slices[index].durationMs > 0 {
            if let last = runs.last, last.upperBound == index {
                let previous = slices[index - 1], slice = slices[index]
                if previous.yields, previous.task == slice.task, previous.isResponse == slice.isResponse, previous.endMs == slice.startMs {
                    runs[runs.count - 1] = last.lowerBound..<(index + 1)
                    continue
                }
            }
            runs.append(index..<(index + 1))
        }
        return runs
    }

    /// Where main-thread pieces yield to the run loop: a white gap across the main lane's bars
    /// at the end of each piece that has another after it, leaving out gaps closer than
    /// `minYieldSpacing` to the one before (hundreds of pieces would paint the bar white).
    private func drawYields(_ canvas: Canvas, _ launch: LaunchSimulation, y: Double, x: (Double) -> Double) {
        var lastGap = -Double.infinity
        for slice in launch.mainSlices where slice.yields && slice.durationMs > 0 {
            let gap = x(slice.endMs)
            guard gap - lastGap >= Self.minYieldSpacing, gap - x(slice.startMs) >= Self.yieldGap else { continue }
            canvas.fill(Rect(x: gap - Self.yieldGap / 2, y: y + 5, width: Self.yieldGap, height: Self.laneHeight - 10), Self.white)
            lastGap = gap
        }
    }

    /// The width of the gap drawn where a piece yields, in points.
    static let yieldGap = 1.5
    /// The closest two yield gaps are drawn, in points.
    static let minYieldSpacing = 3.0

    /// The time the chart spans: everything that happened, and a little after.
    static func endMs(_ launch: LaunchSimulation, demands: [FrameDemand] = []) -> Double {
        var end = launch.firstFrameMs
        for task in launch.tasks { end = max(end, task.finishMs) }
        if let primary = launch.primaryContent?.displayMs { end = max(end, primary) }
        for demand in launch.frameDemands + demands { end = max(end, demand.endMs) }
        guard end.isFinite, end > 0 else { return 1000 }
        return end * 1.05
    }

    private func drawHeader(_ canvas: Canvas, _ input: Input) {
        let launch = input.launch
        let primary = launch.primaryContent?.displayMs.map { "\(Format.points($0))ms" } ?? "none marked"
        canvas.text(
            "launch of '\(input.screen)' on \(input.device.name) (\(Format.points(launch.clock.hz)) Hz)", x: 16, y: 10, size: 15, Self.ink,
            bold: true)
        canvas.text(
            "first frame \(Format.points(launch.firstFrameMs))ms · primary content \(primary) · longest block after it "
                + "\(Format.points(launch.longestMainBlockMs))ms · hitch \(Format.points(input.hitches.hitchMsPerS))ms/s · "
                + "\(launch.hangs.count) hangs",
            x: 16, y: 32, size: 11, Self.axis)
        var x = 16.0
        var keys = [
            (Self.essential, "essential work"), (Self.nonEssential, "other main work"), (Self.response, "response work (onMain)"),
            (Self.background, "background work"), (Self.network, "request in flight"), (Self.due, "frames due"),
            (Self.missed, "missed frames"),
        ]
        let yields = launch.mainSlices.contains { $0.yields }
        if yields { keys.append((Self.nonEssential, "yield between pieces")) }
        for (number, (color, label)) in keys.enumerated() {
            canvas.fill(Rect(x: x, y: 54, width: 14, height: 10), color)
            if yields, number == keys.count - 1 {
                canvas.fill(Rect(x: x + 7 - Self.yieldGap / 2, y: 54, width: Self.yieldGap, height: 10), Self.white)
            }
            canvas.text(label, x: x + 18, y: 52, size: 10, Self.axis)
            x += 18 + canvas.measure(label, size: 10).width + 16
        }
    }

    /// A bar with its label inside when it fits (and `inside` allows), else after it; returns
    /// where the bar or its label ends.
    @discardableResult
    private func bar(
        _ canvas: Canvas, from x0: Double, to x1: Double, y: Double, color: RGBA, label: String, labelsFrom: Double = 0,
        labelsBefore: Double = LaunchTimeline.width, inside: Bool = true
    ) -> Double {
        let width = max(2, x1 - x0)
        canvas.fill(Rect(x: x0, y: y + 5, width: width, height: Self.laneHeight - 10), color)
        let size = 9.0
        let textWidth = canvas.measure(label, size: size).width
        if inside, textWidth + 6 <= width {
            canvas.text(label, x: x0 + 3, y: y + 8, size: size, Self.white)
        } else if x0 + width + 4 + textWidth <= min(Self.width, labelsBefore), x0 + width + 4 >= labelsFrom {
            canvas.text(label, x: x0 + width + 4, y: y + 8, size: size, Self.ink)
            return x0 + width + 4 + textWidth
        }
        return x0 + width
    }

    private func arrow(_ canvas: Canvas, from: (Double, Double), to: (Double, Double)) {
        canvas.polyline([(from.0, from.1), (to.0, to.1)], Self.axis, lineWidth: 1, dash: [3, 2])
        let dx = to.0 - from.0, dy = to.1 - from.1
        let length = (dx * dx + dy * dy).squareRoot()
        guard length > 0 else { return }
        let ux = dx / length, uy = dy / length
        canvas.fillPolygon(
            [(to.0, to.1), (to.0 - 6 * ux + 3 * uy, to.1 - 6 * uy - 3 * ux), (to.0 - 6 * ux - 3 * uy, to.1 - 6 * uy + 3 * ux)], Self.axis)
    }

    /// The refresh ticks (when at least 3 points apart) and the missed frames in red.
    private func drawTicks(_ canvas: Canvas, _ input: Input, y: Double, x: (Double) -> Double) {
        let launch = input.launch
        canvas.text("refresh ticks", x: Self.left - 8, y: y, size: 10, Self.ink, bold: true, alignment: .right)
        let end = Self.endMs(launch, demands: input.hitches.demands)
        let interval = launch.clock.intervalMs
        let spacing = x(interval) - x(0)
        // When frames were due (a gesture, a scroll, a spinner, a change waiting to be shown).
        for demand in input.hitches.demands where demand.endMs > demand.startMs {
            canvas.fill(Rect(x: x(demand.startMs), y: y, width: max(1, x(demand.endMs) - x(demand.startMs)), height: 14), Self.due)
        }
        if spacing >= 3 {
            var index = 0.0
            while launch.clock.tick(index) <= end {
                let tx = x(launch.clock.tick(index))
                canvas.polyline([(tx, y + 2), (tx, y + 12)], Self.axis, lineWidth: 0.5)
                index += 1
            }
        } else {
            canvas.text("every \(Format.points(interval))ms", x: Self.left + 4, y: y + 2, size: 8, Self.axis)
        }
        for hitch in input.hitches.hitches {
            let block = launch.mainBlocks[hitch.block]
            let x0 = x(hitch.dueFromMs), x1 = x(block.endMs)
            canvas.fill(Rect(x: x0, y: y, width: max(2, x1 - x0), height: 14), Self.missed)
            let label = "\(hitch.missedFrames) missed"
            if x1 + 4 + canvas.measure(label, size: 9).width <= Self.width { canvas.text(label, x: x1 + 4, y: y + 2, size: 9, Self.missed) }
        }
    }

    private func marker(_ canvas: Canvas, at x: Double, top: Double, bottom: Double, color: RGBA, label: String, row: Int) {
        canvas.polyline([(x, top), (x, bottom)], color, lineWidth: 1.5)
        let labelY = bottom + 2 + Double(row) * 12
        let width = canvas.measure(label, size: 9, bold: true).width
        let left = min(max(x - width / 2, 4), Self.width - width - 4)
        canvas.text(label, x: left, y: labelY, size: 9, color, bold: true)
    }

    private func drawAxis(_ canvas: Canvas, y: Double, end: Double, x: (Double) -> Double) {
        let lineY = y + 24
        canvas.polyline([(Self.left, lineY), (Self.width - Self.right, lineY)], Self.axis, lineWidth: 1)
        let step = ReusePlot.niceStep(end / 8)
        var t = 0.0
        while t <= end + 1e-9 {
            canvas.polyline([(x(t), lineY), (x(t), lineY + 4)], Self.axis, lineWidth: 1)
            canvas.text("\(Format.points(t))ms", x: x(t), y: lineY + 6, size: 9, Self.axis, alignment: .center)
            t += step
        }
    }

    /// `text` shortened with "…" to fit `width` at size 10.
    static func clipped(_ text: String, canvas: Canvas, width: Double) -> String {
        guard canvas.measure(text, size: 10).width > width else { return text }
        var characters = Array(text)
        while characters.count > 1, canvas.measure(String(characters) + "…", size: 10).width > width { characters.removeLast() }
        return String(characters) + "…"
    }
}
