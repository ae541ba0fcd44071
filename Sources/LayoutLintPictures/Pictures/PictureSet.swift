import LayoutLintKit
import LayoutModel

/// A picture could not be made or saved.
public enum RenderError: Error, Sendable, CustomStringConvertible {
    case input(InputError)
    case cairo(CairoError)
    case write(ArtifactWriteError)

    public var description: String {
        switch self {
        case .input(let error): error.description
        case .cairo(let error): error.description
        case .write(let error): error.description
        }
    }
}

/// The PNGs of one screen on one device, each made on demand so only one picture is
/// in memory at a time. Same input, same bytes.
struct PictureSet {
    var pictures: ScreenPictures
    /// Pixels per point.
    var scale: Double

    /// At the device's scale unless `scale` is given.
    init(_ pictures: ScreenPictures, scale: Double? = nil) {
        self.pictures = pictures
        self.scale = scale ?? pictures.device.scale
    }

    /// `frame-<ms>.png`.
    static func frameFile(atMs: Double) -> String { "frame-\(Format.number(atMs.rounded())).png" }

    /// The frame at index `index` of the timeline.
    func framePNG(_ index: Int) throws(CairoError) -> [UInt8] {
        let frame = pictures.frames[index]
        var painter = FramePainter(scale: scale, measurer: pictures.layouter.textMeasurer)
        painter.numbers = true
        let (picture, key) = try painter.renderKeyed(frame.frame)
        let rows = frame.frame.cells.contains { $0.row != nil } ? [PictureCaption.rowEntry] : []
        return try PictureCaption.add(
            title: caption(atMs: frame.atMs, showing: nil), legend: PictureCaption.frameLegend + rows, key: key, below: picture,
            scale: scale
        ).pngData()
    }

    /// "Feed on iPhone 15 at 1200 ms — what".
    private func caption(atMs: Double, showing what: String?) -> String {
        PictureCaption.title(screen: pictures.screen.name, device: pictures.device.name + pictures.settingSuffix, atMs: atMs, showing: what)
    }

    /// The diagram of a shift.
    func shiftPNG(_ input: ShiftDiagram.Input) throws(CairoError) -> [UInt8] {
        try ShiftDiagram(scale: scale, measurer: pictures.layouter.textMeasurer).render(input).pngData()
    }

    /// The diagram of a shift inside a list, with its caption as the PNG's description.
    func cellShiftPNG(_ input: CellShiftDiagram.Input) throws(CairoError) -> [UInt8] {
        try CellShiftDiagram(scale: scale, measurer: pictures.layouter.textMeasurer).render(input)
            .pngData(description: CellShiftDiagram.description(input))
    }

    /// `cell-shift-<list>-row-<row>-<ms>.png` for each shift inside a list the findings report.
    func writeCellShifts(to writer: PictureWriter) throws(RenderError) -> [String] {
        var paths: [String] = []
        for (file, input) in CellShiftPictures.inputs(pictures) {
            paths.append(try write(cellShiftPNG, input, file: file, to: writer))
        }
        return paths
    }

    /// The blended-layers map of the frame at `atMs` (nil: the first frame).
    func blendPNG(atMs: Double? = nil) throws(CairoError) -> [UInt8] {
        guard let (frame, cost) = pictures.renderCost(atMs: atMs) else { return [] }
        let map = try BlendMap.render(MapLayer.layers(of: cost), screen: pictures.device.bounds, scale: scale)
        return try PictureCaption.add(
            title: caption(atMs: frame.atMs, showing: "blended layers"), legend: PictureCaption.blendLegend, below: map, scale: scale
        ).pngData()
    }

    /// The overdraw map of the frame at `atMs` (nil: the first frame).
    func overdrawPNG(atMs: Double? = nil) throws(CairoError) -> [UInt8] {
        guard let (frame, cost) = pictures.renderCost(atMs: atMs) else { return [] }
        let map = try OverdrawMap.render(cost.layers.map(\.rect), screen: pictures.device.bounds, scale: scale)
        return try PictureCaption.add(
            title: caption(atMs: frame.atMs, showing: "paints per point"), legend: PictureCaption.overdrawLegend, below: map, scale: scale
        ).pngData()
    }

    /// `offscreen.png`: the frame at `atMs` (nil: the first frame) with each node that costs an
    /// offscreen pass marked and numbered, the numbers keyed in the caption.
    func offscreenPNG(atMs: Double? = nil) throws(CairoError) -> [UInt8] {
        guard let (frame, cost) = pictures.renderCost(atMs: atMs) else { return [] }
        let picture = try FramePainter(scale: scale, captions: false, measurer: pictures.layouter.textMeasurer).render(frame.frame)
        let markers = OffscreenMap.markers(cost.offscreen, in: frame.frame)
        let map = OffscreenMap.render(markers, over: picture, screen: pictures.device.bounds)
        return try PictureCaption.add(
            title: caption(atMs: frame.atMs, showing: "offscreen passes"), legend: OffscreenMap.legend(markers), below: map, scale: scale
        ).pngData()
    }

    /// `timeline.png`: the launch over time; empty when the pictures have no launch.
    func timelinePNG(_: Void = ()) throws(CairoError) -> [UInt8] {
        guard let launch = pictures.launch else { return [] }
        let input = LaunchTimeline.Input(
            screen: pictures.screen.name, device: pictures.device, launch: launch.simulation, hitches: launch.hitches)
        return try LaunchTimeline(scale: scale).render(input).pngData()
    }

    /// `launch-diff.png`: the launch screen, the first frame and their difference; empty when
    /// the screen has no launch screen.
    func launchDiffPNG() throws(CairoError) -> [UInt8] {
        guard let launch = pictures.launchScreen else { return [] }
        let titles = ("LAUNCH SCREEN", "FIRST FRAME · \(Format.points(launch.firstFrameMs)) ms")
        return try diffPNG(launch.comparison, titles: titles, caption: "the launch screen differs from the first frame")
    }

    /// `restoration-diff.png`: the app-switcher snapshot, the first frame a relaunch without
    /// restoration shows, and their difference; empty when the screen has no `restoration`.
    func restorationDiffPNG() throws(CairoError) -> [UInt8] {
        guard let restoration = pictures.restoration else { return [] }
        let at = Format.points(restoration.restoration.snapshotAt)
        let titles = ("SNAPSHOT · \(at) ms", "RELAUNCH · FIRST FRAME · \(Format.points(restoration.firstFrameMs)) ms")
        let restores = restoration.restoration.restores ? " (this app restores its state, so a relaunch shows the snapshot)" : ""
        return try diffPNG(
            restoration.comparison, titles: titles,
            caption: "the first frame of a relaunch differs from the app-switcher snapshot" + restores)
    }

    /// A comparison drawn side by side: from the analysis's pictures when it kept them, else
    /// drawn and compared here with the Cairo rasterizer (same pixels either way).
    private func diffPNG(_ comparison: SnapshotComparison, titles: (String, String), caption: String) throws(CairoError) -> [UInt8] {
        let device = pictures.device
        var images = comparison.images
        var diff = comparison.diff
        if images == nil || diff?.mask == nil {
            let rasterizer = CairoRasterizer(layouter: pictures.layouter)
            let shown = try rasterizer.canvas(comparison.shown, on: device),
                first = try rasterizer.canvas(comparison.firstFrame, on: device)
            let drawn = ComparedImages(
                shown: PixelBuffer(width: shown.pixelWidth, height: shown.pixelHeight, scale: device.scale, rgba: shown.rgbaBytes()),
                firstFrame: PixelBuffer(width: first.pixelWidth, height: first.pixelHeight, scale: device.scale, rgba: first.rgbaBytes()))
            images = drawn
            diff = PixelDiff(drawn.shown, drawn.firstFrame, keepsMask: true)
        }
        guard let images, let diff else { return [] }
        let input = SnapshotDiffPicture.Input(
            device: device, titles: titles, shown: images.shown, firstFrame: images.firstFrame, diff: diff, caption: caption)
        return try SnapshotDiffPicture(scale: scale).render(input).pngData()
    }

    /// Writes every picture — `frame-<ms>.png` per frame, `shift-<n>.png` per scored shift
    /// (n from 1), `cell-shift-<list>-row-<row>-<ms>.png` per shift inside a list, `blend.png` and `overdraw.png` of the first frame (and `blend-<ms>.png`,
    /// `overdraw-<ms>.png` of the last when its layers differ), `offscreen.png` (of the first
    /// analysed frame with an offscreen pass, when one has), `timeline.png`, the reuse plots,
    /// `launch-diff.png` and `restoration-diff.png` when the screen has them — and returns the
    /// paths written, in that order.
    func writeAll(to writer: PictureWriter) throws(RenderError) -> [String] {
        var paths: [String] = []
        for index in pictures.frames.indices {
            paths.append(try write(framePNG, index, file: Self.frameFile(atMs: pictures.frames[index].atMs), to: writer))
        }
        for (number, shift) in pictures.scoredShifts.enumerated() {
            paths.append(try write(shiftPNG, shift, file: "shift-\(number + 1).png", to: writer))
        }
        paths += try writeCellShifts(to: writer)
        var mapTimes: [Double?] = [nil]
        if let last = pictures.frames.last, pictures.frames.count > 1,
            pictures.renderCost(atMs: nil).map({ MapLayer.layers(of: $0.cost) })
                != pictures.renderCost(atMs: last.atMs).map({ MapLayer.layers(of: $0.cost) })
        {
            mapTimes.append(last.atMs)
        }
        paths += try writeMaps(.blendMap, atTimes: mapTimes, to: writer)
        paths += try writeMaps(.overdrawMap, atTimes: mapTimes, to: writer)
        if let offscreen = pictures.renderCosts.first(where: { !$0.offscreen.isEmpty }) {
            paths.append(try write(offscreenPNG, offscreen.atMs, file: "offscreen.png", to: writer))
        }
        if pictures.launch != nil { paths.append(try write(timelinePNG, (), file: "timeline.png", to: writer)) }
        paths += try writeReusePlots(to: writer)
        if pictures.launchScreen != nil { paths.append(try write(launchDiffPNG, (), file: "launch-diff.png", to: writer)) }
        if pictures.restoration != nil { paths.append(try write(restorationDiffPNG, (), file: "restoration-diff.png", to: writer)) }
        return paths
    }

    /// The blend or overdraw maps of the frames at `times` (nil: the first frame), earliest
    /// first: the earliest as `blend.png`, each later one as `blend-<ms>.png`.
    func writeMaps(_ kind: PictureKind, atTimes times: [Double?], to writer: PictureWriter) throws(RenderError) -> [String] {
        var paths: [String] = []
        let make = kind == .blendMap ? blendPNG : overdrawPNG
        for (offset, time) in times.enumerated() {
            guard let file = offset == 0 ? kind.mapFile : time.flatMap(kind.mapFile(atMs:)) else { continue }
            paths.append(try write(make, time, file: file, to: writer))
        }
        return paths
    }

    /// `reuse-<list>.png` for each list of the screen (live and pooled cells over scroll time).
    func writeReusePlots(to writer: PictureWriter) throws(RenderError) -> [String] {
        try ReusePlotWriter.write(pictures.lists, screen: pictures.screen, device: pictures.device, scale: scale, to: writer)
    }

    /// Makes one picture and writes it under the screen's and device's folder.
    func write<Argument>(
        _ make: (Argument) throws(CairoError) -> [UInt8], _ argument: Argument, file: String, to writer: PictureWriter
    ) throws(RenderError) -> String {
        let png: [UInt8]
        do { png = try make(argument) } catch { throw .cairo(error) }
        do {
            return try writer.write(png, file: file)
        } catch {
            throw .write(error)
        }
    }
}
