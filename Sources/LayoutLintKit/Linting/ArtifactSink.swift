/// Writes the pictures that explain a screen × device's findings (`lint --pictures`), drawn
/// from the same analysis the rules read, and the folder's `index.json`.
/// `LayoutLintPictures.LintArtifacts` is the one in use; this library draws nothing itself.
public protocol ArtifactSink: Sendable {
    /// Asks the analyses to keep what the pictures are drawn from (every frame's layout, the
    /// reuse plot series).
    func prepare(_ options: inout AnalysisOptions)
    /// Writes the pictures for one analysed screen × device into `folder` (relative to the
    /// sink's own folder); returns the paths written.
    func write(_ analysis: ScreenAnalysis, findings: [Finding], folder: PictureFolder) throws(ArtifactFailure) -> [String]
    /// The work, in `WorkCosts` units, of the pictures `write` would draw for these findings;
    /// the linter checks it against the budget before writing.
    func workUnits(_ analysis: ScreenAnalysis, findings: [Finding]) -> Double
    /// Writes `json` as `index.json` at the top of the sink's folder (`PictureIndex`: every
    /// picture of the run and the findings it explains).
    func writeIndex(_ json: String) throws(ArtifactFailure)
}

extension ArtifactSink {
    /// Pictures of no cost worth counting.
    public func workUnits(_ analysis: ScreenAnalysis, findings: [Finding]) -> Double { 0 }
}

/// Pictures could not be made or written; the message names the path and the fix.
public struct ArtifactFailure: Error, Sendable, Hashable, CustomStringConvertible {
    public var message: String

    public init(message: String) {
        self.message = message
    }

    public var description: String { message }
}
