import LayoutModel

/// Lookups the shift rules share.
public enum ShiftFindingSupport {
    /// Where the node with `id` is written: in the screen's tree, or inside an `insert` event.
    /// O(nodes + inserted nodes).
    public static func location(of id: String, in screen: Screen) -> SourceLocation? {
        if let index = screen.tree.index(of: id) { return screen.tree.nodes[index].location }
        for event in screen.timeline {
            if let subtree = event.action.change?.added, let index = subtree.index(of: id) {
                return subtree.nodes[index].location
            }
        }
        return nil
    }

    /// "1 node", "3 nodes".
    public static func count(_ number: Int, _ noun: String) -> String {
        "\(number) \(noun)\(number == 1 ? "" : "s")"
    }

    /// What happened to a shift's culprit, without sizes: "'photo' content arrived", and where
    /// the user had scrolled to: "… while 'feed' is scrolled to 1240pt".
    public static func event(_ change: NodeChange) -> String {
        let name = "'\(change.id)'"
        let what: String
        switch change.kind {
        case .arrived: what = "\(name) content arrived"
        case .styled: what = "\(name) style changed"
        case .shown: what = "\(name) was shown"
        case .hidden: what = "\(name) was hidden"
        case .inserted(let parent): what = "\(name) was inserted into '\(parent)'"
        case .removed: what = "\(name) was removed"
        }
        return what + ShiftCause.scrolled(change)
    }

    /// The fix for a shift's culprit in a form that merges across devices: the size to give a
    /// node whose content arrived or whose style changed one side; else `ShiftCause.fix`'s words.
    /// Advice only: the finding about the arrival itself (`unreserved-slot`, `slot-mismatch`)
    /// carries the edit, and a size a `set` event changes is not fixed by writing the style.
    public static func fix(for culprit: NodeChange?) -> FixProposal {
        guard let change = culprit, let old = change.before, let new = change.after else {
            return .advice(ShiftCause.fix(for: culprit))
        }
        switch change.kind {
        case .arrived, .styled:
            let widthChanged = abs(old.width - new.width) >= 0.05, heightChanged = abs(old.height - new.height) >= 0.05
            var adaptive: AdaptiveSize?
            if change.kind == .arrived, case .adaptive(let size) = change.contentHeight { adaptive = size }
            if heightChanged && !widthChanged {
                return .size(node: change.id, axis: .height, size: new.height, nodeWidth: new.width, adaptive: adaptive, object: nil)
            }
            if widthChanged && !heightChanged {
                return .size(node: change.id, axis: .width, size: new.width, nodeWidth: new.width, adaptive: nil, object: nil)
            }
        case .shown, .inserted, .hidden, .removed:
            break
        }
        return .advice(ShiftCause.fix(for: culprit))
    }
}
