import LayoutModel

/// Where a list's scroll script has taken it after some time (the app-switcher snapshot of a
/// list scrolled far down).
///
/// The script plays as in `ReuseSimulation`: from offset 0, each leg one step of
/// `velocity / rate` points per frame, ending exactly on its target (`"end"` is the content
/// height − viewport; numeric targets are clamped to 0…end). `elapsedMs` of playing is
/// ⌊elapsedMs × rate / 1000⌋ frames. O(segments) after the row geometry.
public enum ScrollPosition {
    /// The offset in points after `elapsedMs` of the script; 0 before it starts, for lists that
    /// cannot be simulated and for viewports with no height.
    public static func offset(of list: ListSpec, viewport: Double, refreshRate: Double, elapsedMs: Double) -> Double {
        guard elapsedMs.isFinite, elapsedMs > 0, viewport.isFinite, viewport > 0, let geometry = try? RowGeometry(list) else { return 0 }
        let rate = refreshRate.isFinite && refreshRate > 0 ? refreshRate : ReuseSimulation.defaultRefreshRate
        let maxOffset = max(0, geometry.contentHeight - viewport)
        var frames = (elapsedMs * rate / 1000).rounded(.down)
        var offset = 0.0
        for segment in list.scroll {
            let target: Double
            switch segment.to {
            case .end: target = maxOffset
            case .offset(let value): target = value.isNaN ? 0 : min(max(0, value), maxOffset)
            }
            guard let leg = ScrollLeg(from: offset, to: target, velocity: segment.velocity, refreshRate: rate) else { continue }
            let legFrames = Double(leg.frames)
            guard frames < legFrames else {
                frames -= legFrames
                offset = target
                continue
            }
            return leg.offset(Int(frames))
        }
        return offset
    }
}
