import LayoutLintKit
import LayoutModel

/// The Kit's `PictureRenderer` drawn with Cairo: every picture of a screen × device for
/// `render` (`PictureSet.writeAll`) and the reuse plots of `reuse --pictures` (`ReusePlot`),
/// written under the output folder through `ArtifactWriter`.
public struct CairoPictures: PictureRenderer {
    /// The renderer; each call names the folder it writes to.
    public init() {}

    public func prepareForRender(_ options: inout AnalysisOptions) {
        options = options.forPictures
    }

    public func prepareForReusePlots(_ options: inout AnalysisOptions) {
        options = options.forReusePlots
    }

    public func renderAll(_ analysis: ScreenAnalysis, scale: Double?, root: String, folder: PictureFolder) throws(ArtifactFailure)
        -> [String]
    {
        let writer = PictureWriter(writer: ArtifactWriter(root: root), folder: folder)
        writer.clear()
        do {
            return try PictureSet(ScreenPictures(analysis), scale: scale).writeAll(to: writer)
        } catch {
            throw ArtifactFailure(message: error.description)
        }
    }

    public func reusePlots(
        _ lists: [ListReuse], screen: Screen, device: DeviceProfile, scale: Double, root: String, folder: PictureFolder
    ) throws(ArtifactFailure) -> [String] {
        do {
            return try ReusePlotWriter.write(
                lists, screen: screen, device: device, scale: scale, to: PictureWriter(writer: ArtifactWriter(root: root), folder: folder))
        } catch {
            throw ArtifactFailure(message: error.description)
        }
    }
}

extension LintSession.Drawing {
    /// Drawing with Cairo: `CairoRasterizer` compares pixels (laying list-cell templates out and
    /// measuring text with `layouter`, the analyses' own), `LintArtifacts` writes `lint`'s
    /// pictures and `CairoPictures` draws `render`'s and `reuse`'s.
    public static func cairo(layouter: any Layouter = EngineLayouter()) -> LintSession.Drawing {
        LintSession.Drawing(
            rasterizer: CairoRasterizer(layouter: layouter), artifacts: { LintArtifacts(writer: ArtifactWriter(root: $0)) },
            pictures: CairoPictures())
    }
}

extension LintSession {
    /// A session of `options` on the disk that draws with Cairo, as the command line runs.
    public static func cairo(_ options: LintOptions = LintOptions()) -> LintSession {
        LintSession(options: options, drawing: .cairo(layouter: options.layouter))
    }
}
