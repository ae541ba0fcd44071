import LayoutModel

/// Lookups the shift rules share.
public enum ShiftFindingSupport {
    /// Where the node with `id` is written: in the screen's tree, or inside an `insert` event.
    /// O(nodes + inserted nodes).
    public static func location(of id: String, in screen: Screen) -> SourceLocation? {
        if let index = screen.tree.index(of: id) { return screen.tree.nodes[index].location }
        for event in screen.timeline {
            if case .insert(let subtree, _, _) = event.action, let index = subtree.index(of: id) {
                return subtree.nodes[index].location
            }
        }
        return nil
    }

    /// The severity for a finding whose default depends on the case, unless the user set one.
    public static func severity(_ context: RuleContext, default value: Severity) -> Severity {
        context.settings.severity ?? value
    }

    /// "1 node", "3 nodes".
    public static func count(_ number: Int, _ noun: String) -> String {
        "\(number) \(noun)\(number == 1 ? "" : "s")"
    }
}
