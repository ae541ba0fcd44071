import LayoutModel

/// The display-time step between the launch simulation and the replay: the screen
/// with every change moved to the display time of the frame that shows it, so the replay's
/// frames are the frames the user sees.
///
/// - A change at time t (`show`, `hide`, `insert`, `remove`, `set`) shows in the first frame
///   at or after t in which the main thread is free (`LaunchSimulation.displayMs(ofChangeAt:)`);
///   up to the first frame, everything is part of the first frame.
/// - Content (`content.at`, `arrive`, content inside inserted nodes) arrives no earlier than
///   the finish of the requests that `block` its node, then shows by the same rule; a node with
///   `content` but no arrival time of its own arrives when its blocking requests finish.
/// - Inputs (`tap`, `gesture`) keep their times: they are when the user acted. `work` and
///   `request` change no layout and keep theirs.
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
            switch event.action {
            case .arrive(let id, _, _):
                displayed.timeline[index].at = launch.displayMs(ofChangeAt: launch.contentArrivalMs(of: id, declaredAt: event.at))
            case .insert(let tree, let into, let position):
                displayed.timeline[index].at = launch.displayMs(ofChangeAt: event.at)
                let inserted = contentDisplayed(tree, launch: launch, presentMs: event.at)
                displayed.timeline[index].action = .insert(tree: inserted, into: into, index: position)
            case .show, .hide, .remove, .set:
                displayed.timeline[index].at = launch.displayMs(ofChangeAt: event.at)
            case .tap, .gesture, .work, .request:
                break
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
            let arrival: Double?
            if let at = content.at {
                arrival = launch.contentArrivalMs(of: id, declaredAt: max(at, presentMs))
            } else {
                arrival = launch.content.blockedUntilMs[id].map { max($0, presentMs) }
            }
            tree.nodes[index].content?.at = arrival.map { launch.displayMs(ofChangeAt: $0) }
        }
        return tree
    }
}
