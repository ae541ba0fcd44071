import LayoutModel

/// What the slot and shift rules read about content arriving inside list cells.
public enum CellShiftFindings {
    /// One template node's arrivals over the cells the scroll script showed.
    public struct Arrival: Sendable {
        public var list: ListCellTimeline
        public var cellType: String
        public var arrival: TemplateArrival
        /// The node's frame in its cell before and after the content arrived.
        public var before: Rect
        public var after: Rect
        public var summary: CellShiftSummary

        /// True when rows on screen moved in at least one cell.
        public var moves: Bool { summary.moving > 0 }
    }

    /// Every template node whose content arrived in a cell on screen, list by list in tree
    /// order, then by cell type and arrival. O(summaries).
    public static func arrivals(in analysis: ScreenAnalysis) -> [Arrival] {
        var result: [Arrival] = []
        for list in analysis.cells {
            for summary in list.summaries {
                guard case .arrival(let index) = summary.worst.cause, let stages = list.stages[summary.worst.type],
                    index < stages.arrivals.count
                else { continue }
                result.append(
                    Arrival(
                        list: list, cellType: list.types[summary.worst.type], arrival: stages.arrivals[index],
                        before: stages.before[index], after: stages.after[index], summary: summary))
            }
        }
        return result
    }

    /// "'photo' in cell 'image' of list 'feed'".
    public static func name(_ arrival: Arrival) -> String {
        "'\(arrival.arrival.id)' in cell '\(arrival.cellType)' of list '\(arrival.list.id)'"
    }

    /// "rows 8–10", "row 8".
    public static func rows(_ rows: Range<Int>) -> String {
        rows.count == 1 ? "row \(rows.lowerBound)" : "rows \(rows.lowerBound)–\(rows.upperBound - 1)"
    }

    /// "row 7 'photo' content arrived (0 → 207pt) and moved rows 8–10 by 207pt; 23 of 67 cells on
    /// screen moved rows": the worst cell of an arrival, with how often it happened.
    public static func figures(_ arrival: Arrival) -> String {
        let worst = arrival.summary.worst
        var text =
            "row \(worst.row) '\(arrival.arrival.id)' content arrived "
            + "(\(Format.points(arrival.before.height)) → \(Format.points(arrival.after.height))pt)"
        if arrival.moves {
            text += " and moved \(rows(worst.movedRows)) by \(Format.points(abs(worst.distance)))pt"
            let cells = ShiftFindingSupport.count(arrival.summary.count, "cell")
            text += "; \(arrival.summary.moving) of \(cells) on screen moved rows"
        }
        return text
    }

    /// The size a height fix gives the node on this device: the content's own adaptive size
    /// when it has one, else the height it arrived at.
    public static func heightFix(_ arrival: Arrival, object: SourceLocation?) -> FixProposal {
        var adaptive: AdaptiveSize?
        if case .adaptive(let size) = arrival.arrival.contentHeight { adaptive = size }
        return .size(
            node: arrival.arrival.id, axis: .height, size: arrival.after.height, nodeWidth: arrival.after.width, adaptive: adaptive,
            object: object)
    }

    /// The shift with the highest score inside any list's cells, with its list; nil without one.
    public static func worstShift(in analysis: ScreenAnalysis) -> (list: ListCellTimeline, shift: CellShift)? {
        var best: (list: ListCellTimeline, shift: CellShift)?
        for list in analysis.cells {
            guard let shift = list.worstShift else { continue }
            if best.map({ shift.score > $0.shift.score }) ?? true { best = (list, shift) }
        }
        return best
    }

    /// What happened in words: "row 7 'photo' content arrived and moved rows 8–10", "row 40
    /// was measured scrolling up and moved rows 41–44".
    public static func event(_ shift: CellShift, in list: ListCellTimeline) -> String {
        let moving = shift.movedRows.isEmpty ? "" : " and moved \(rows(shift.movedRows))"
        switch shift.cause {
        case .arrival(let index):
            let id = list.stages[shift.type].flatMap { index < $0.arrivals.count ? $0.arrivals[index].id : nil } ?? "?"
            return "row \(shift.row) '\(id)' content arrived\(moving)"
        case .measured:
            return "row \(shift.row) was measured scrolling up\(moving)"
        }
    }
}
