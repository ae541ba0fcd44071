import LayoutModel

/// A finding's message in three parts, so the same finding on several devices reads as one:
/// "\(claim) \(figures) on DEVICE, \(figures) on DEVICE; \(fix valid on all of them)".
public struct FindingParts: Sendable, Hashable {
    /// What holds on every device, e.g. "'banner' reserves a height other than its content's:".
    public var claim: String
    /// This device's numbers, e.g. "50pt for 61pt".
    public var figures: String
    /// The device as messages name it: "iPhone 15 (393pt wide)".
    public var device: String
    /// The device's width, to list devices from narrow to wide.
    public var deviceWidth: Double
    /// The fix with this device's numbers; merged into one that holds on every device.
    public var fix: FindingFix?

    /// The parts of a finding.
    public init(claim: String, figures: String, device: String, deviceWidth: Double, fix: FindingFix?) {
        self.claim = claim
        self.figures = figures
        self.device = device
        self.deviceWidth = deviceWidth
        self.fix = fix
    }
}

/// A fix that names a number, in a form that can be merged across devices.
public enum FindingFix: Sendable, Hashable {
    /// Give `node` a `height` (or `width`) that is `size` points on this device, where the node
    /// is `nodeWidth` points wide; `adaptive` is the content's own adaptive size, if it has one.
    case size(node: String, axis: SizeAxis, size: Double, nodeWidth: Double, adaptive: AdaptiveSize?)
    /// Set `poolLimit.<type>` to at least `limit` (the merged fix takes the largest).
    case poolLimit(type: String, limit: Int)
    /// Words without a number to merge; merged only when they are the same on every device.
    case text(String)

    /// The axis of a size fix.
    public enum SizeAxis: String, Sendable, Hashable {
        case width, height
    }

    /// The one fix that holds for all of `fixes` (one per device, narrowest device first):
    /// the adaptive size when every device's content has the same one; else the number they
    /// agree on; else, for heights, an aspect ratio they share or a `byWidth` table of the
    /// node's widths; the largest pool limit; the words when they agree. Nil when `fixes` is empty.
    public static func merged(_ fixes: [(fix: FindingFix, device: String)]) -> String? {
        guard let first = fixes.first?.fix else { return nil }
        switch (first, mergedValue(fixes.map(\.fix))) {
        case (.size(let node, let axis, _, _, _), let value?): return "give '\(node)' \(axis.rawValue) \(value)"
        case (.poolLimit(let type, _), let value?): return "set poolLimit.\(type) to \(value)"
        case (.text(let words), _) where fixes.allSatisfy({ $0.fix == first }): return words
        default: break
        }
        // Fixes that do not merge: each device's own.
        return fixes.map { "on \($0.device): \($0.fix.words)" }.joined(separator: "; ")
    }

    /// The value, as JSON text, that the merged fix of `fixes` sets (the size or the pool
    /// limit that holds on every device); nil when they do not merge into one value, and for
    /// fixes in words (whose value, if any, is the rule's own `Fix`).
    public static func mergedValue(_ fixes: [FindingFix]) -> String? {
        guard let first = fixes.first else { return nil }
        switch first {
        case .size(let node, let axis, _, _, _):
            let sizes = fixes.compactMap { fix -> (size: Double, width: Double, adaptive: AdaptiveSize?)? in
                if case .size(node, axis, let size, let width, let adaptive) = fix { return (size, width, adaptive) }
                return nil
            }
            return sizes.count == fixes.count ? sizeValue(sizes, axis: axis) : nil
        case .poolLimit(let type, _):
            let limits = fixes.compactMap { fix -> Int? in
                if case .poolLimit(type, let limit) = fix { return limit }
                return nil
            }
            guard limits.count == fixes.count, let largest = limits.max() else { return nil }
            return "\(largest)"
        case .text:
            return nil
        }
    }

    /// This fix on its own device.
    public var words: String {
        switch self {
        case .size(let node, let axis, let size, let width, let adaptive):
            "give '\(node)' \(axis.rawValue) \(Self.sizeValue([(size, width, adaptive)], axis: axis))"
        case .poolLimit(let type, let limit): "set poolLimit.\(type) to \(limit)"
        case .text(let words): words
        }
    }

    /// The size, as written in a layout file, that gives every device its size.
    static func sizeValue(_ sizes: [(size: Double, width: Double, adaptive: AdaptiveSize?)], axis: SizeAxis) -> String {
        if let adaptive = sizes.first?.adaptive, sizes.allSatisfy({ $0.adaptive == adaptive }) {
            return ShiftCause.json(adaptive)
        }
        guard let first = sizes.first else { return "0" }
        // To 0.01pt, so a slot written with the number matches its content (slot-mismatch allows 0.01).
        func hundredths(_ value: Double) -> Double { (value * 100).rounded() / 100 }
        if sizes.allSatisfy({ abs($0.size - first.size) < 0.005 }) { return Format.json(hundredths(first.size)) }
        guard axis == .height else {
            // Widths have no adaptive form: the largest keeps every device's content uncut.
            return Format.json(hundredths(sizes.map(\.size).max() ?? first.size))
        }
        let ratios = sizes.map { $0.size > 0 ? ($0.width / $0.size * 1000).rounded() / 1000 : 0 }
        if let ratio = ratios.first, ratio > 0, ratios.allSatisfy({ $0 == ratio }),
            sizes.allSatisfy({ abs($0.width / ratio - $0.size) < 0.01 }) {
            return ShiftCause.json(.aspectRatio(ratio))
        }
        var steps: [AdaptiveSize.WidthStep] = []
        for entry in sizes.sorted(by: { $0.width < $1.width }) {
            let height = hundredths(entry.size)
            if let last = steps.last, abs(last.width - entry.width) < 0.05 {
                steps[steps.count - 1].height = max(last.height, height)
            } else {
                // Widths rounded down, so each device's node is at least as wide as its step.
                steps.append(AdaptiveSize.WidthStep(width: (entry.width * 100).rounded(.down) / 100, height: height))
            }
        }
        return ShiftCause.json(.byWidth(steps))
    }
}
