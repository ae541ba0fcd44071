import LayoutLintKit
import LayoutModel

/// The timeline frames of one analysis as PNGs, drawn one at a time: what `render` writes as
/// `frame-<ms>.png`, for callers that want the bytes (the benchmark times one frame).
public struct FramePictures {
    private let pictureSet: PictureSet

    /// The frames of `analysis`, which must have kept its layouts (`AnalysisOptions.forPictures`),
    /// at the device's scale unless `scale` is given.
    public init(_ analysis: ScreenAnalysis, scale: Double? = nil) {
        pictureSet = PictureSet(ScreenPictures(analysis), scale: scale)
    }

    /// The number of frames: the one at t = 0, then one per distinct event time.
    public var count: Int { pictureSet.pictures.frames.count }

    /// Frame `index` drawn and encoded as PNG; no bytes for an index outside 0 ..< count.
    public func png(frame index: Int) throws(RenderError) -> [UInt8] {
        guard pictureSet.pictures.frames.indices.contains(index) else { return [] }
        do {
            return try pictureSet.framePNG(index)
        } catch {
            throw .cairo(error)
        }
    }
}
