import LayoutModel

@testable import LayoutLintKit

extension TimelineSimulator {
    /// Simulates `screen` on `device` as the analysis does: incrementally, with the production layouter.
    static func simulate(screen: Screen, device: DeviceProfile, options: AnalysisOptions) throws(LayoutError) -> Timeline {
        var recorder = LayoutRecorder(keepsAll: false)
        return try simulate(screen: screen, device: device, options: options, layouter: EngineLayouter(), recorder: &recorder)
    }

    /// Simulates `screen` on `device` laying every frame out whole with the production layouter
    /// and comparing whole frames: the reference the incremental timeline must equal.
    static func simulateWhole(
        screen: Screen, device: DeviceProfile, options: AnalysisOptions, layouter: any Layouter = EngineLayouter()
    ) throws(LayoutError) -> Timeline {
        return try simulate(screen: screen, device: device, options: options) { (tree, device) throws(LayoutError) -> [Rect] in
            try layouter.layout(tree, on: device).absoluteFrames
        }
    }
}

extension ListAnalysis {
    /// The lists of `screen` on `device` as its analysis finds them (with plot series in
    /// `plotBuckets` buckets when given).
    static func analyze(screen: Screen, device: DeviceProfile, file: String, plotBuckets: Int? = nil) throws(InputError) -> [ListReuse] {
        try ScreenAnalysis(file: file, screen: screen, device: device, options: AnalysisOptions(reusePlotBuckets: plotBuckets)).lists
    }
}
