import LayoutModel

/// Words for shifts: causes, moves and fixes, shared by the shift rules and the metrics.
public enum ShiftCause {
    /// The cause of a step's shift: each change in order, then the taps, joined by "; ".
    public static func describe(_ step: TimelineStep) -> String {
        var parts = step.changes.map(describe)
        parts += step.taps.map { "'\($0)' tapped" }
        return parts.isEmpty ? "no event in this frame" : parts.joined(separator: "; ")
    }

    /// One change, e.g. "'banner' content arrived (50pt → 61pt tall)", and where the user had
    /// scrolled to when it came (`scrolled`).
    public static func describe(_ change: NodeChange) -> String {
        let name = "'\(change.id)'"
        let what: String
        switch change.kind {
        case .arrived: what = "\(name) content arrived \(sizeChange(change))"
        case .styled: what = "\(name) style changed \(sizeChange(change))"
        case .shown: what = "\(name) shown\(change.after.map { " (\(size($0)))" } ?? "")"
        case .hidden: what = "\(name) hidden\(change.before.map { " (was \(size($0)))" } ?? "")"
        case .inserted(let parent): what = "\(name) inserted into '\(parent)'\(change.after.map { " (\(size($0)))" } ?? "")"
        case .removed: what = "\(name) removed\(change.before.map { " (was \(size($0)))" } ?? "")"
        }
        return what + scrolled(change)
    }

    /// " while 'feed' is scrolled to 1240pt" when a scroll view around the changed node was
    /// scrolled (its content offset not 0) when the change came; "" otherwise.
    public static func scrolled(_ change: NodeChange) -> String {
        guard let scrollView = change.scrollView else { return "" }
        return " while '\(scrollView)' is scrolled to \(Format.points(change.scrollOffset))pt"
    }

    /// "(50pt → 61pt tall)", "(300pt → 320pt wide)", "(300×50pt → 320×61pt)" or "(size unchanged)".
    public static func sizeChange(_ change: NodeChange) -> String {
        guard let old = change.before, let new = change.after else {
            return change.after.map { "(now \(size($0)))" } ?? "(not displayed)"
        }
        let widthChanged = abs(old.width - new.width) >= 0.05, heightChanged = abs(old.height - new.height) >= 0.05
        switch (widthChanged, heightChanged) {
        case (false, true): return "(\(Format.points(old.height))pt → \(Format.points(new.height))pt tall)"
        case (true, false): return "(\(Format.points(old.width))pt → \(Format.points(new.width))pt wide)"
        case (true, true): return "(\(size(old)) → \(size(new)))"
        case (false, false): return "(size unchanged)"
        }
    }

    /// "393×61pt".
    public static func size(_ rect: Rect) -> String {
        "\(Format.points(rect.width))×\(Format.points(rect.height))pt"
    }

    /// "dy -11", "dx 4" or "(dx 4, dy -11)".
    public static func move(_ move: NodeMove) -> String {
        let movesX = abs(move.dx) >= 0.05, movesY = abs(move.dy) >= 0.05
        let x = "dx \(Format.signedPoints(move.dx))", y = "dy \(Format.signedPoints(move.dy))"
        if movesX && movesY { return "(\(x), \(y))" }
        return movesX ? x : y
    }

    /// "'board' by dy -11, 'tiles' by dy -11 and 3 more": the first `limit` moved nodes.
    public static func moved(_ nodes: [NodeMove], limit: Int = 3) -> String {
        let shown = nodes.prefix(limit).map { "'\($0.id)' by \(move($0))" }
        let rest = nodes.count - shown.count
        return shown.joined(separator: ", ") + (rest > 0 ? " and \(rest) more" : "")
    }

    /// How to avoid the shift a change causes, naming the size to reserve.
    public static func fix(for change: NodeChange?) -> String {
        guard let change else { return "reserve the final size of what changes so nothing moves" }
        let name = "'\(change.id)'"
        switch change.kind {
        case .arrived, .styled:
            guard let old = change.before, let new = change.after else { return "reserve the final size for \(name)" }
            let widthChanged = abs(old.width - new.width) >= 0.05, heightChanged = abs(old.height - new.height) >= 0.05
            if heightChanged && !widthChanged { return "reserve the final height (\(Format.points(new.height))pt) for \(name)" }
            if widthChanged && !heightChanged { return "reserve the final width (\(Format.points(new.width))pt) for \(name)" }
            return "reserve the final size (\(size(new))) for \(name)"
        case .shown, .inserted:
            let space = change.after.map { "its \(Format.points($0.height))pt of height" } ?? "its space"
            return "reserve \(space) for \(name) before it appears, or overlay it instead of stacking it"
        case .hidden, .removed:
            let space = change.before.map { "its \(Format.points($0.height))pt of height" } ?? "its space"
            return "keep \(space) reserved until what replaces \(name) fills it, or overlay \(name) instead of stacking it"
        }
    }

    /// An adaptive size as it is written in a layout file, e.g. `{"provider": "admob.banner"}`.
    public static func json(_ size: AdaptiveSize) -> String {
        switch size {
        case .aspectRatio(let ratio): return "{\"aspectRatio\": \(Format.json(ratio))}"
        case .provider(let provider): return "{\"provider\": \"\(provider.rawValue)\"}"
        case .byWidth(let steps):
            let rows = steps.map { "[\(Format.json($0.width)), \(Format.json($0.height))]" }
            return "{\"byWidth\": [\(rows.joined(separator: ", "))]}"
        }
    }
}
