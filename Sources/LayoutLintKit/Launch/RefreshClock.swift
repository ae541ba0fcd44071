import LayoutModel

/// A display's refresh ticks: a frame can only be shown at tick k, `k × 1000 / hz` ms from
/// launch (k = 0, 1, 2, …). Ticks are computed arithmetically, never by stepping through time.
public struct RefreshClock: Sendable, Hashable {
    /// Ticks per second.
    public let hz: Double

    /// A clock at `hz` ticks per second; a rate that is not a positive finite number is taken as
    /// 60 Hz, so every clock has ticks.
    public init(hz: Double) {
        self.hz = hz.isFinite && hz > 0 ? hz : 60
    }

    /// T, the time between two ticks, in ms.
    public var intervalMs: Double { 1000 / hz }

    /// How far (in ticks, relative to the tick count) a time may sit past a tick and still count
    /// as on it: times written in whole ms land on ticks that are not whole ms (16.666… ms) only
    /// up to rounding.
    static let tolerance = 1e-9

    /// The time of tick `index`.
    public func tick(_ index: Double) -> Double {
        index * 1000 / hz
    }

    /// The index of the first tick at or after `time` (0 for times before launch).
    public func tickIndex(atOrAfter time: Double) -> Double {
        let exact = time * hz / 1000
        guard exact.isFinite else { return exact > 0 ? exact : 0 }
        return max(0, (exact - Self.tolerance * max(1, abs(exact))).rounded(.up))
    }

    /// The first tick at or after `time`.
    public func tick(atOrAfter time: Double) -> Double {
        tick(tickIndex(atOrAfter: time))
    }

    /// ⌈ms / T⌉: how many refresh intervals `ms` spans (0 for 0 ms).
    public func intervals(spanning ms: Double) -> Double {
        guard ms > 0 else { return 0 }
        let exact = ms * hz / 1000
        guard exact.isFinite else { return exact }
        return (exact - Self.tolerance * max(1, exact)).rounded(.up)
    }
}
