import LayoutModel

extension ScreenMetrics {
    /// The metrics of one analysed screen × device: each analysis fills its own fields.
    public init(analysis: ScreenAnalysis) {
        // A run at a text setting is named with it, as its findings' occurrences name their runs.
        self.init(file: analysis.file, screen: analysis.screen.name, device: analysis.device.name + analysis.setting.runSuffix)
        cls = analysis.cls
        shifts = analysis.timeline.shifts.map(ShiftMetric.init)
        blended = analysis.renderCost.worstBlendedFrame?.blendedMetric
        overdraw = analysis.renderCost.worstOverdrawFrame?.overdrawMetric
        lists = ListAnalysis.metrics(analysis.lists)
        let launch = analysis.launch
        firstFrameMs = Self.hundredths(launch.firstFrameMs)
        primaryContentMs = launch.primaryContent?.displayMs.map(Self.hundredths)
        longestMainBlockMs = Self.hundredths(launch.longestMainBlockMs)
        hitchMsPerS = Self.hundredths(analysis.hitches.hitchMsPerS)
        hangs = launch.hangs.count
        roundTripsBeforePrimary = launch.primaryContent?.roundTrips
        launchScreen = analysis.launchScreen?.comparison.diff.map(SnapshotMetric.init)
        restoration = analysis.restoration?.comparison.diff.map(SnapshotMetric.init)
    }

    /// Times on refresh ticks (k × 1000 / hz) to 0.01 ms: 33.333… ms is written 33.33.
    static func hundredths(_ value: Double) -> Double {
        (value * 100).rounded() / 100
    }
}

extension SnapshotMetric {
    /// The fraction and regions of a pixel comparison.
    init(_ diff: PixelDiff) {
        self.init(differentFraction: diff.fraction, regions: diff.regions.map(\.rect))
    }
}
