/// One segment of a scroll script, cut into frames: frame k (1…frames) is at
/// `start ± k × step`, except the last, which is exactly at `target` (a shorter final step).
///
/// Offsets are monotone in k, so "the first frame where X happens" can be searched for.
public struct ScrollLeg: Sendable, Hashable {
    /// Keeps the frame count representable for absurd velocities the decoder lets through:
    /// a leg never takes more than 2^40 frames (about 580 years at 60 Hz).
    public static let maxFrames = 1 << 40

    public let start: Double
    public let target: Double
    /// Points per frame.
    public let step: Double
    /// True when the offset grows (towards the end of the list).
    public let down: Bool
    /// The number of frames; the last is at `target`.
    private(set) var frames: Int = Self.maxFrames

    /// The leg from `start` to `target` at `velocity` pt/s and `refreshRate` Hz, or nil when it
    /// does not move (zero distance, or a velocity that is not a positive finite number).
    public init?(from start: Double, to target: Double, velocity: Double, refreshRate: Double) {
        let step = velocity / refreshRate
        guard start.isFinite, target.isFinite, step.isFinite, step > 0, target != start else { return nil }
        self.start = start
        self.target = target
        self.step = step
        self.down = target > start
        let down = self.down
        let estimate = abs(target - start) / step
        frames = Self.firstFrame(after: 0, upTo: Self.maxFrames, estimate: estimate) { [self] frame in
            down ? raw(frame) >= target : raw(frame) <= target
        }
    }

    /// The offset of frame `frame` (0 = the offset before the leg). O(1).
    public func offset(_ frame: Int) -> Double {
        frame >= frames ? target : raw(frame)
    }

    /// The first frame after `frame` whose offset satisfies `predicate`, or the last frame.
    /// `predicate` must be false then true along the leg's offsets; `estimate` is a real-valued
    /// guess of that frame. O(1) when the guess is right within a frame, O(log frames) at worst.
    public func firstFrame(after frame: Int, estimate: Double, where predicate: (Double) -> Bool) -> Int {
        Self.firstFrame(after: frame, upTo: frames, estimate: estimate) { predicate(offset($0)) }
    }

    private func raw(_ frame: Int) -> Double {
        down ? start + Double(frame) * step : start - Double(frame) * step
    }

    /// The smallest k in (after, upTo] with `holds(k)` (taken as true at `upTo`), for a
    /// predicate that is false then true: starts at the rounded-up estimate, gallops (doubling
    /// steps) to bracket the answer, then bisects.
    private static func firstFrame(after: Int, upTo: Int, estimate: Double, _ holds: (Int) -> Bool) -> Int {
        guard after < upTo else { return upTo }
        func test(_ frame: Int) -> Bool { frame >= upTo || holds(frame) }
        let rounded = estimate.rounded(.up)
        var guess = after + 1
        if rounded >= Double(upTo) {
            guess = upTo
        } else if rounded > Double(after + 1) {
            guess = Int(rounded)
        }
        // Invariant after bracketing: test(low) is false (or low == after), test(high) is true.
        var low = after
        var high = guess
        var width = 1
        if test(guess) {
            while high - width > after, test(high - width) {
                high -= width
                width *= 2
            }
            low = max(after, high - width)
        } else {
            low = guess
            while true {
                let probe = low + width >= upTo ? upTo : low + width
                if test(probe) {
                    high = probe
                    break
                }
                low = probe
                width *= 2
            }
        }
        while high - low > 1 {
            let middle = low + (high - low) / 2
            if test(middle) { high = middle } else { low = middle }
        }
        return high
    }
}
