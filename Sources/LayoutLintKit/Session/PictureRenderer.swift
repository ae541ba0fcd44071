import LayoutModel

/// Draws the pictures `render` writes of every screen × device and the plots of
/// `reuse --pictures`, from the analysis the session made. `LayoutLintPictures.CairoPictures`
/// is the one in use; this library draws nothing itself.
///
/// Folders are `PictureFolder`s under an output folder (`root`), named by the session.
public protocol PictureRenderer: Sendable {
    /// Asks the analyses of `render` to keep what its pictures are drawn from (every frame's
    /// layout, the reuse plot series).
    func prepareForRender(_ options: inout AnalysisOptions)
    /// Asks the analyses of `reuse --pictures` to record the plot series (and keep nothing else).
    func prepareForReusePlots(_ options: inout AnalysisOptions)
    /// Replaces the pictures of one screen × device in `folder` with every picture of
    /// `analysis` (each frame, each shift, the maps, the launch, the lists, the snapshots) at
    /// `scale` pixels per point (nil: the device's); returns the paths written.
    func renderAll(_ analysis: ScreenAnalysis, scale: Double?, root: String, folder: PictureFolder) throws(ArtifactFailure) -> [String]
    /// Writes `reuse-<list>.png` for each of `lists` (a screen's lists on `device`) into
    /// `folder` at `scale` pixels per point; returns the paths written.
    func reusePlots(
        _ lists: [ListReuse], screen: Screen, device: DeviceProfile, scale: Double, root: String, folder: PictureFolder
    ) throws(ArtifactFailure) -> [String]
}
