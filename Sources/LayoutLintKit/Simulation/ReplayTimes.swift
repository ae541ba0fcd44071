import LayoutModel

/// The display-time step between the launch simulation and the replay: the screen
/// with every change moved to the display time of the frame that shows it, so the replay's
/// frames are the frames the user sees.
///
/// Each event's change is moved to `LaunchSimulation.displayMs(of:)`: a change at time t shows
/// in the first frame at or after t in which the main thread is free (up to the first frame,
/// everything is part of the first frame), and content (`arrive`) arrives no earlier than the
/// finish of the requests that `block` its node. Content in the tree (`content.at`, and inside
/// inserted subtrees from their insertion on) is moved by the same rule; a node with `content`
/// but no arrival time of its own arrives when its blocking requests finish. Inputs (`tap`,
/// `gesture`) keep their times: they are when the user acted; launch work (`work`, `request`)
/// changes no layout and keeps its own.
///
/// Without `work` or `request` events and with the first frame at 0, a change shows on the
/// first refresh tick at or after its time. O(nodes + events × log blocks).
enum ReplayTimes {
    /// `screen` with the times of its changes replaced by their display times.
    static func displayed(_ screen: Screen, launch: LaunchSimulation) -> Screen {
        var displayed = screen
        displayed.tree = contentDisplayed(screen.tree, launch: launch, presentMs: 0)
        for index in displayed.timeline.indices {
            let event = displayed.timeline[index]
            guard let shown = launch.displayMs(of: event) else { continue }
            displayed.timeline[index].at = shown
            if let added = event.action.change?.added {
                displayed.timeline[index].action = event.action.adding(contentDisplayed(added, launch: launch, presentMs: event.at))
            }
        }
        return displayed
    }

    /// `tree` with each content arrival at its display time; content that cannot arrive before
    /// `presentMs` (the node's insertion) arrives then at the earliest.
    private static func contentDisplayed(_ tree: NodeTree, launch: LaunchSimulation, presentMs: Double) -> NodeTree {
        var tree = tree
        for index in tree.nodes.indices {
            guard let content = tree.nodes[index].content else { continue }
            let id = tree.nodes[index].id
            tree.nodes[index].content?.at = launch.displayMs(ofContentOf: id, declaredAt: content.at, presentMs: presentMs)
        }
        return tree
    }
}
