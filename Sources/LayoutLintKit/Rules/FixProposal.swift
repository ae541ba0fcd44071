import LayoutModel

/// The fix one device needs, in a form that merges with other devices' into the one `Fix`
/// valid on all of them.
public enum FixProposal: Sendable, Hashable {
    /// Give `node` a `height` (or `width`) of `size` points on this device, where the node is
    /// `nodeWidth` points wide; `adaptive` is the content's own adaptive size, if it has one.
    /// `object` is where the node is written when the size can be written there (nil: advice
    /// only, e.g. for a size a `set` event changes anyway).
    case size(node: String, axis: SizeAxis, size: Double, nodeWidth: Double, adaptive: AdaptiveSize?, object: SourceLocation?)
    /// Set `poolLimit.<type>` of the list written at `object` to at least `limit` (the merged
    /// fix takes the largest).
    case poolLimit(type: String, limit: Int, object: SourceLocation)
    /// Let `node`'s text (written at `object`) show at least `lines` lines (the merged fix
    /// takes the most any device needs).
    case lines(node: String, lines: Int, object: SourceLocation)
    /// Exactly these edits, described by `words`; merged only when every device proposes them.
    case edits([Fix.Edit], words: String)
    /// Split main-thread work into pieces shorter than one refresh of `intervalMs` (at `hz`),
    /// or move it off the main thread; the merged fix names the shortest refresh.
    case splitWork(intervalMs: Double, hz: Double)
    /// Words without an edit; merged only when they are the same on every device.
    case advice(String)

    /// The axis of a size fix.
    public enum SizeAxis: String, Sendable, Hashable {
        case width, height
    }

    /// This proposal on its own device.
    public var fix: Fix {
        Fix.merging([(self, "")]) ?? Fix(words: "")
    }
}

extension Fix {
    /// The one fix of a finding on `occurrences`: nil when no device proposes one; else the
    /// merge of every device's proposal (`merging(_:)`).
    public static func merging(_ occurrences: [Occurrence]) -> Fix? {
        let proposals = occurrences.compactMap { occurrence in occurrence.proposal.map { ($0, occurrence.device) } }
        guard !proposals.isEmpty else { return nil }
        guard proposals.count == occurrences.count else {
            // Some devices need no fix: what the others need is advice for them.
            return Fix(words: proposals.map { "on \($0.1): \($0.0.fix.words)" }.joined(separator: "; "))
        }
        return merging(proposals)
    }

    /// The fix that holds for every device's proposal (narrowest device first): for sizes the
    /// content's adaptive size when every device's content has the same one, else the number
    /// they agree on, else (heights) an aspect ratio they share or a `byWidth` table of the
    /// node's widths; the largest pool limit; the shortest refresh to split work under; edits
    /// and words when every device proposes the same. Proposals that do not merge are advice,
    /// each device's own. Nil for no proposals.
    static func merging(_ proposals: [(proposal: FixProposal, device: String)]) -> Fix? {
        guard let first = proposals.first?.proposal else { return nil }
        let all = proposals.map(\.proposal)
        switch first {
        case .size(let node, let axis, _, _, _, let object):
            let sizes = all.compactMap { proposal -> (size: Double, width: Double, adaptive: AdaptiveSize?)? in
                if case .size(node, axis, let size, let width, let adaptive, object) = proposal { return (size, width, adaptive) }
                return nil
            }
            guard sizes.count == all.count else { break }
            let value = sizeValue(sizes, axis: axis)
            let edits = object.map { [Edit(object: $0, keyPath: ["style", axis.rawValue], value: value)] } ?? []
            return Fix(words: "give '\(node)' \(axis.rawValue) \(value)", edits: edits)
        case .poolLimit(let type, _, let object):
            let limits = all.compactMap { proposal -> Int? in
                if case .poolLimit(type, let limit, object) = proposal { return limit }
                return nil
            }
            guard limits.count == all.count, let largest = limits.max() else { break }
            return Fix(
                words: "set poolLimit.\(type) to \(largest)",
                edits: [Edit(object: object, keyPath: ["list", "poolLimit", type], value: "\(largest)")])
        case .lines(let node, _, let object):
            let counts = all.compactMap { proposal -> Int? in
                if case .lines(node, let lines, object) = proposal { return lines }
                return nil
            }
            guard counts.count == all.count, let most = counts.max() else { break }
            return Fix(
                words: "give '\(node)' numberOfLines \(most), or 0 to let it grow",
                edits: [Edit(object: object, keyPath: ["numberOfLines"], value: "\(most)")])
        case .splitWork:
            let intervals = all.compactMap { proposal -> (intervalMs: Double, hz: Double)? in
                if case .splitWork(let interval, let hz) = proposal { return (interval, hz) }
                return nil
            }
            guard intervals.count == all.count, let shortest = intervals.min(by: { $0.intervalMs < $1.intervalMs }) else { break }
            return Fix(
                words: """
                    move it off the main thread, or split it into pieces under \(Format.points(shortest.intervalMs))ms \
                    (one refresh at \(Format.points(shortest.hz)) Hz) so frames are drawn between them: \
                    "pieces" on work, {"pieces", "each"} for onMain
                    """)
        case .edits(let edits, let words):
            guard all.allSatisfy({ $0 == first }) else { break }
            return Fix(words: words, edits: edits)
        case .advice(let words):
            guard all.allSatisfy({ $0 == first }) else { break }
            return Fix(words: words)
        }
        // Proposals that do not merge: each device's own, as advice.
        return Fix(words: proposals.map { "on \($0.device): \($0.proposal.fix.words)" }.joined(separator: "; "))
    }

    /// The size, as written in a layout file, that gives every device its size.
    static func sizeValue(_ sizes: [(size: Double, width: Double, adaptive: AdaptiveSize?)], axis: FixProposal.SizeAxis) -> String {
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
            sizes.allSatisfy({ abs($0.width / ratio - $0.size) < 0.01 })
        {
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
