import LayoutModel

/// A picture could not be made or saved.
enum RenderError: Error, Sendable, CustomStringConvertible {
    case input(InputError)
    case cairo(CairoError)
    case write(ArtifactWriteError)

    var description: String {
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
    static func frameFile(atMs: Double) -> String { "frame-\(Int(atMs.rounded())).png" }

    /// The frame at index `index` of the timeline.
    func framePNG(_ index: Int) throws(CairoError) -> [UInt8] {
        try FramePainter(scale: scale).render(pictures.frames[index].frame).pngData()
    }

    /// The diagram of a shift.
    func shiftPNG(_ input: ShiftDiagram.Input) throws(CairoError) -> [UInt8] {
        try ShiftDiagram(scale: scale).render(input).pngData()
    }

    /// The blended-layers map of the frame at `atMs` (nil: the first frame).
    func blendPNG(atMs: Double? = nil) throws(CairoError) -> [UInt8] {
        guard let (_, cost) = pictures.renderCost(atMs: atMs) else { return [] }
        return try BlendMap.render(MapLayer.layers(of: cost), screen: pictures.device.bounds, scale: scale).pngData()
    }

    /// The overdraw map of the frame at `atMs` (nil: the first frame).
    func overdrawPNG(atMs: Double? = nil) throws(CairoError) -> [UInt8] {
        guard let (frame, cost) = pictures.renderCost(atMs: atMs) else { return [] }
        let picture = try FramePainter(scale: scale, captions: false).render(frame.frame)
        return try OverdrawMap.render(cost.layers.map(\.rect), over: picture, scale: scale).pngData()
    }

    /// Writes every picture — `frame-<ms>.png` per frame, `shift-<n>.png` per scored shift
    /// (n from 1), `blend.png`, `overdraw.png` — and returns the paths written, in that order.
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
        paths += try writeReusePlots(to: writer)
        return paths
    }

    /// `reuse-<list>.png` for each list of the screen (live and pooled cells over scroll time).
    func writeReusePlots(to writer: ArtifactWriter) throws(RenderError) -> [String] {
        let lists: [ListReuse]
        do {
            lists = try ListAnalysis.analyze(screen: pictures.screen, device: pictures.device, file: pictures.file)
        } catch {
            throw .input(error)
        }
        return try ReusePlotWriter.write(lists, screen: pictures.screen, device: pictures.device, scale: scale, to: writer)
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

/// The pictures `lint --artifacts DIR` writes: those that explain findings.
enum LintArtifacts {
    /// Rules whose findings a shift diagram explains.
    static let shiftRules: Set<String> = ["layout-shift", "slot-mismatch", "unreserved-slot", "shift-during-gesture"]
    /// Rules whose findings the blended-layers map explains.
    static let blendRules: Set<String> = ["blended-layers", "clear-background", "image-alpha"]
    /// Rules whose findings the overdraw map explains.
    static let overdrawRules: Set<String> = ["overdraw"]
    /// Rules whose findings the reuse plots explain.
    static let reuseRules: Set<String> = ["no-cell-reuse", "reuse-pool-undersized", "reuse-pool-oversized"]

    /// For one screen on one device with its `findings`: a `shift-<n>.png` per scored shift when
    /// a shift rule found something, `blend.png` when a blending rule did (of the frame of its
    /// first finding), `overdraw.png` when the overdraw rule did, the reuse plots when a reuse
    /// rule did. Returns the paths written.
    /// Simulates the timeline again only when a picture is needed.
    static func write(
        file: String, screen: Screen, device: DeviceProfile, findings: [Finding], options: AnalysisOptions = AnalysisOptions(),
        scale: Double? = nil, to writer: ArtifactWriter
    ) throws(RenderError) -> [String] {
        let relevant = findings.filter { $0.screen == screen.name && ($0.device == nil || $0.device == device.name) }
        let shifts = relevant.contains { shiftRules.contains($0.ruleID) }
        let blend = relevant.first { blendRules.contains($0.ruleID) }
        let overdraw = relevant.first { overdrawRules.contains($0.ruleID) }
        let reuse = relevant.contains { reuseRules.contains($0.ruleID) }
        guard shifts || blend != nil || overdraw != nil || reuse else { return [] }
        let pictures: ScreenPictures
        do { pictures = try ScreenPictures(file: file, screen: screen, device: device, options: options) } catch { throw .input(error) }
        let set = PictureSet(pictures, scale: scale)
        var paths: [String] = []
        if shifts {
            for (number, shift) in pictures.scoredShifts.enumerated() {
                paths.append(try set.write(set.shiftPNG, shift, file: "shift-\(number + 1).png", to: writer))
            }
        }
        if let blend { paths.append(try set.write(set.blendPNG, blend.atMs, file: "blend.png", to: writer)) }
        if let overdraw { paths.append(try set.write(set.overdrawPNG, overdraw.atMs, file: "overdraw.png", to: writer)) }
        if reuse { paths += try set.writeReusePlots(to: writer) }
        return paths
    }
}
