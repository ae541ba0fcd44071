import LayoutModel

extension ScreenMetrics {
    /// The metrics of one analysed screen × device: each analysis fills its own fields.
    public init(analysis: ScreenAnalysis) {
        self.init(file: analysis.file, screen: analysis.screen.name, device: analysis.device.name)
        cls = analysis.timeline.cls
        shifts = analysis.timeline.shifts.map(ShiftMetric.init)
        blended = analysis.renderCost.worstBlendedFrame?.blendedMetric
        overdraw = analysis.renderCost.worstOverdrawFrame?.overdrawMetric
        lists = ListAnalysis.metrics(analysis.lists)
        launchScreen = analysis.launchScreen?.comparison.diff.map(SnapshotMetric.init)
        restoration = analysis.restoration?.comparison.diff.map(SnapshotMetric.init)
    }
}

extension SnapshotMetric {
    /// The fraction and regions of a pixel comparison.
    init(_ diff: PixelDiff) {
        self.init(differentFraction: diff.fraction, regions: diff.regions.map(\.rect))
    }
}
