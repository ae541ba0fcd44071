import LayoutModel

/// Where a scroll script (a list's or a scroll view's) has taken the content offset after some
/// time of playing.
///
/// The script plays from offset 0, each leg one step of `velocity / rate` points per frame,
/// ending exactly on its target: `"end"` is the content height − the viewport's, numeric
/// targets are clamped to 0…end, as a `UIScrollView` clamps its content offset. `elapsedMs` of
/// playing is ⌊elapsedMs × rate / 1000⌋ frames. O(legs).
public enum ScrollScript {
    /// The frame rate scripts play at when the device gives none that can be used.
    public static let defaultRefreshRate = 60.0

    /// The offset in points after `elapsedMs` of `script` over content `contentHeight` tall in a
    /// viewport `viewport` tall; 0 before the script starts and for viewports with no height.
    public static func offset(
        _ script: [ListSpec.ScrollSegment], contentHeight: Double, viewport: Double, refreshRate: Double, elapsedMs: Double
    ) -> Double {
        guard elapsedMs.isFinite, elapsedMs > 0, viewport.isFinite, viewport > 0, contentHeight.isFinite else { return 0 }
        let rate = refreshRate.isFinite && refreshRate > 0 ? refreshRate : defaultRefreshRate
        let maxOffset = max(0, contentHeight - viewport)
        var frames = (elapsedMs * rate / 1000).rounded(.down)
        var offset = 0.0
        for segment in script {
            let target = Self.target(segment.to, maxOffset: maxOffset)
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

    /// How long `script` plays, in milliseconds, over content `contentHeight` tall in a viewport
    /// `viewport` tall: 0 when it never moves. O(legs).
    public static func durationMs(
        _ script: [ListSpec.ScrollSegment], contentHeight: Double, viewport: Double, refreshRate: Double
    ) -> Double {
        guard viewport.isFinite, viewport > 0, contentHeight.isFinite else { return 0 }
        let rate = refreshRate.isFinite && refreshRate > 0 ? refreshRate : defaultRefreshRate
        let maxOffset = max(0, contentHeight - viewport)
        var frames = 0.0
        var offset = 0.0
        for segment in script {
            let target = Self.target(segment.to, maxOffset: maxOffset)
            guard let leg = ScrollLeg(from: offset, to: target, velocity: segment.velocity, refreshRate: rate) else { continue }
            frames += Double(leg.frames)
            offset = target
        }
        return frames * 1000 / rate
    }

    /// A leg's target within 0…`maxOffset` (NaN: 0).
    static func target(_ target: ListSpec.ScrollSegment.Target, maxOffset: Double) -> Double {
        switch target {
        case .end: maxOffset
        case .offset(let value): value.isNaN ? 0 : min(max(0, value), maxOffset)
        }
    }
}
