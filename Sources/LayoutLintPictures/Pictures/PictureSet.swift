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

/// The PNGs of one screen on one device (SPEC §8), each made on demand so only one picture is
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
        try FramePainter(scale: scale, measurer: pictures.layouter.textMeasurer).render(pictures.frames[index].frame).pngData()
    }

    /// The diagram of a shift.
    func shiftPNG(_ input: ShiftDiagram.Input) throws(CairoError) -> [UInt8] {
        try ShiftDiagram(scale: scale, measurer: pictures.layouter.textMeasurer).render(input).pngData()
    }

    /// The blended-layers map of the frame at `atMs` (nil: the first frame).
    func blendPNG(atMs: Double? = nil) throws(CairoError) -> [UInt8] {
        guard let (_, cost) = pictures.renderCost(atMs: atMs) else { return [] }
        return try BlendMap.render(MapLayer.layers(of: cost), screen: pictures.device.bounds, scale: scale).pngData()
    }

    /// The overdraw map of the frame at `atMs` (nil: the first frame).
    func overdrawPNG(atMs: Double? = nil) throws(CairoError) -> [UInt8] {
        guard let (frame, cost) = pictures.renderCost(atMs: atMs) else { return [] }
        let picture = try FramePainter(scale: scale, captions: false, measurer: pictures.layouter.textMeasurer).render(frame.frame)
        return try OverdrawMap.render(cost.layers.map(\.rect), over: picture, scale: scale).pngData()
    }

    /// `timeline.png`: the launch over time; empty when the pictures have no launch.
    func timelinePNG(_: Void = ()) throws(CairoError) -> [UInt8] {
        guard let launch = pictures.launch else { return [] }
        let input = LaunchTimeline.Input(screen: pictures.screen.name, device: pictures.device, launch: launch.simulation, hitches: launch.hitches)
        return try LaunchTimeline(scale: scale).render(input).pngData()
    }

    /// Writes every picture — `frame-<ms>.png` per frame, `shift-<n>.png` per scored shift
    /// (n from 1), `blend.png`, `overdraw.png`, `timeline.png` — and returns the paths written, in that order.
    func writeAll(to writer: ArtifactWriter) throws(RenderError) -> [String] {
        var paths: [String] = []
        for index in pictures.frames.indices {
            paths.append(try write(framePNG, index, file: Self.frameFile(atMs: pictures.frames[index].atMs), to: writer))
        }
        for (number, shift) in pictures.scoredShifts.enumerated() {
            paths.append(try write(shiftPNG, shift, file: "shift-\(number + 1).png", to: writer))
        }
        paths.append(try write(blendPNG, nil, file: "blend.png", to: writer))
        paths.append(try write(overdrawPNG, nil, file: "overdraw.png", to: writer))
        if pictures.launch != nil { paths.append(try write(timelinePNG, (), file: "timeline.png", to: writer)) }
        paths += try writeReusePlots(to: writer)
        return paths
    }

    /// `reuse-<list>.png` for each list of the screen (live and pooled cells over scroll time).
    func writeReusePlots(to writer: ArtifactWriter) throws(RenderError) -> [String] {
        try ReusePlotWriter.write(pictures.lists, screen: pictures.screen, device: pictures.device, scale: scale, to: writer)
    }

    /// Makes one picture and writes it under the screen's and device's folder.
    func write<Argument>(
        _ make: (Argument) throws(CairoError) -> [UInt8], _ argument: Argument, file: String, to writer: ArtifactWriter
    ) throws(RenderError) -> String {
        let png: [UInt8]
        do { png = try make(argument) } catch { throw .cairo(error) }
        do {
            return try writer.write(png, screen: pictures.screen.name, device: pictures.device.name, file: file)
        } catch {
            throw .write(error)
        }
    }
}

