import LayoutModel

/// One leg of a list's scroll script as it plays: when it starts and ends, from where to where,
/// and how fast.
public struct ScrollPhase: Sendable, Hashable {
    /// Milliseconds from the start of the script.
    public var startMs: Double
    public var endMs: Double
    /// The offsets the leg starts and ends at, in points.
    public var fromOffset: Double
    public var toOffset: Double
    /// Points per second, as the script gives it.
    public var velocity: Double
    /// The leg cut into frames.
    public var leg: ScrollLeg

    /// True when the leg scrolls towards the end of the list.
    public var down: Bool { leg.down }

    /// "↓ 400 pt/s": the direction (down the list, or back up) and the speed.
    public var label: String { Self.label(down: down, velocity: velocity) }

    /// "↓ 400 pt/s" for a leg down the list at 400 pt/s, "↑ 1500 pt/s" for one back up at 1500.
    public static func label(down: Bool, velocity: Double) -> String {
        "\(down ? "↓" : "↑") \(Format.points(velocity)) pt/s"
    }
}

/// Where a list's scroll script has taken it after some time (the app-switcher snapshot of a
/// list scrolled far down), and the legs it plays: `ScrollScript` played over the list's rows.
/// O(legs) after the row geometry.
public enum ScrollPosition {
    /// The offset in points after `elapsedMs` of the script; 0 before it starts, for lists that
    /// cannot be simulated and for viewports with no height.
    public static func offset(of list: ListSpec, viewport: Double, refreshRate: Double, elapsedMs: Double) -> Double {
        guard let geometry = try? RowGeometry(list) else { return 0 }
        return ScrollScript.offset(
            list.scroll, contentHeight: geometry.contentHeight, viewport: viewport, refreshRate: refreshRate, elapsedMs: elapsedMs)
    }

    /// When a row whose top is `top` points into the list first comes on screen, in
    /// milliseconds from the start of the script whose legs are `phases` (`phases(of:…)`, made
    /// once per list): 0 for rows on screen before it scrolls, nil for rows it never reaches.
    /// The first leg whose offset passes `top − viewport` brings it in (linearly within the
    /// leg, as its frames step evenly). O(legs).
    public static func firstShownMs(top: Double, viewport: Double, phases: [ScrollPhase]) -> Double? {
        guard top.isFinite, viewport.isFinite, viewport > 0 else { return nil }
        let reach = top - viewport
        guard reach >= 0 else { return 0 }
        for phase in phases where phase.down && phase.toOffset > reach {
            let distance = phase.toOffset - phase.fromOffset
            let fraction = distance > 0 ? max(0, reach - phase.fromOffset) / distance : 0
            return phase.startMs + fraction * (phase.endMs - phase.startMs)
        }
        return nil
    }

    /// The displayed lists' offsets after `elapsedMs` of their scroll scripts, by tree index
    /// (each list's viewport its height in `snapshot`); lists still at the top are left out.
    public static func offsets(
        in laidOut: TreeLayout, snapshot: FrameSnapshot, elapsedMs: Double, device: DeviceProfile
    ) -> [Int: Double] {
        var offsets: [Int: Double] = [:]
        for (index, node) in laidOut.tree.nodes.enumerated() {
            guard let list = node.list, let state = snapshot[node.id], state.visibility.isDisplayed else { continue }
            let offset = offset(of: list, viewport: state.frame.height, refreshRate: device.refreshRate, elapsedMs: elapsedMs)
            if offset > 0 { offsets[index] = offset }
        }
        return offsets
    }

    /// The legs of `list`'s script that move the list, in order, each starting where the one
    /// before ended; empty for lists that cannot be simulated and for viewports with no height.
    public static func phases(of list: ListSpec, viewport: Double, refreshRate: Double) -> [ScrollPhase] {
        guard viewport.isFinite, viewport > 0, let geometry = try? RowGeometry(list) else { return [] }
        let rate = refreshRate.isFinite && refreshRate > 0 ? refreshRate : ScrollScript.defaultRefreshRate
        let maxOffset = max(0, geometry.contentHeight - viewport)
        var phases: [ScrollPhase] = []
        var offset = 0.0
        var frames = 0.0
        for segment in list.scroll {
            let target = ScrollScript.target(segment.to, maxOffset: maxOffset)
            guard let leg = ScrollLeg(from: offset, to: target, velocity: segment.velocity, refreshRate: rate) else { continue }
            let start = frames * 1000 / rate
            frames += Double(leg.frames)
            phases.append(
                ScrollPhase(
                    startMs: start, endMs: frames * 1000 / rate, fromOffset: offset, toOffset: target, velocity: segment.velocity,
                    leg: leg))
            offset = target
        }
        return phases
    }
}
