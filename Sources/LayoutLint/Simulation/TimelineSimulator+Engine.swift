import LayoutModel

extension TimelineSimulator {
    /// Simulates `screen` on `device` with the production layout (`ScreenLayout`).
    static func simulate(screen: Screen, device: DeviceProfile, options: AnalysisOptions) throws(LayoutError) -> Timeline {
        try simulate(screen: screen, device: device, options: options) { (tree, device) throws(LayoutError) -> [Rect] in
            try ScreenLayout.layout(tree, on: device).absoluteFrames
        }
    }
}
