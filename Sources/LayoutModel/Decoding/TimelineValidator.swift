/// Checks a screen's timeline against its node tree: every id an event names must
/// be a node of the screen that is present at the event's time — not removed by an earlier
/// event, not inserted only later. Events run in time order, file order for ties.
///
/// O(events × log events + nodes), plus the size of each removed subtree.
struct TimelineValidator {
    private var children: [String: [String]] = [:]
    private var live: Set<String> = []
    private var removed: [String: (at: Double, location: SourceLocation)] = [:]
    private var insertedBy: [String: (at: Double, location: SourceLocation)] = [:]
    private var hasContent: Set<String> = []
    /// Every id of the screen in document order, for suggestions.
    private var allIDs: [String] = []
    /// Nodes of cell templates, by id: the list and the cell type they belong to.
    private var templateNodes: [String: (list: String, cell: String)] = [:]

    /// Validates `records` against `tree`, reporting into `context`.
    static func validate(_ records: [EventRecord], tree: NodeTree, context: inout DecodingContext) {
        var validator = TimelineValidator()
        var firstUse: [String: SourceLocation] = [:]
        validator.add(tree, into: nil, index: nil)
        for node in tree.nodes where !node.id.isEmpty {
            firstUse[node.id] = node.idLocation ?? node.location
        }
        validator.live = Set(firstUse.keys)
        validator.addTemplates(of: tree)
        for record in records {
            if case .insert(let subtree, _, _) = record.event.action { validator.addTemplates(of: subtree) }
        }
        // Inserted ids must be new to the screen; remember which event brings each one.
        for record in records {
            guard case .insert(let subtree, _, _) = record.event.action else { continue }
            for node in subtree.nodes where !node.id.isEmpty {
                let location = node.idLocation ?? node.location
                if let first = firstUse[node.id] {
                    context.error("duplicate id \"\(node.id)\"; it is first used at \(first)", at: location)
                    continue
                }
                firstUse[node.id] = location
                validator.insertedBy[node.id] = (record.event.at, record.event.location)
                validator.allIDs.append(node.id)
                if node.content != nil { validator.hasContent.insert(node.id) }
            }
        }
        let ordered = records.enumerated().sorted { ($0.element.event.at, $0.offset) < ($1.element.event.at, $1.offset) }
        for (_, record) in ordered {
            validator.apply(record, context: &context)
        }
    }

    /// Remembers the nodes of the cell templates of `tree`'s lists (templates nest no lists
    /// deeper than the tree itself holds them, so one walk over the nodes suffices).
    private mutating func addTemplates(of tree: NodeTree) {
        var trees = [tree]
        while let next = trees.popLast() {
            for node in next.nodes {
                guard let list = node.list else { continue }
                for cell in list.cells {
                    guard let template = cell.template else { continue }
                    for inner in template.nodes where templateNodes[inner.id] == nil { templateNodes[inner.id] = (node.id, cell.name) }
                    trees.append(template)
                }
            }
        }
    }

    private mutating func add(_ tree: NodeTree, into parent: String?, index: Int?) {
        for node in tree.nodes where !node.id.isEmpty {
            if parent == nil { allIDs.append(node.id) }
            if node.content != nil { hasContent.insert(node.id) }
            children[node.id] = node.children.map { tree.nodes[$0].id }
        }
        guard let parent, let rootID = tree.nodes.first?.id else { return }
        var siblings = children[parent] ?? []
        siblings.insert(rootID, at: min(index ?? siblings.count, siblings.count))
        children[parent] = siblings
        for node in tree.nodes where !node.id.isEmpty { live.insert(node.id) }
    }

    private mutating func apply(_ record: EventRecord, context: inout DecodingContext) {
        let event = record.event
        let location = record.target ?? event.location
        for (id, blockLocation) in record.blocks where insertedBy[id] == nil && !children.keys.contains(id) {
            unknown(id, at: blockLocation, context: &context)
        }
        guard let target = event.targetID, check(target, event, at: location, context: &context) else { return }
        switch event.action {
        case .remove(let id):
            var stack = [id]
            while let next = stack.popLast() {
                guard live.remove(next) != nil else { continue }
                removed[next] = (event.at, event.location)
                stack += children[next] ?? []
            }
        case .insert(let tree, let into, let index):
            let count = children[into]?.count ?? 0
            if let index, index > count {
                context.error(
                    "\"index\" is \(index) but \"\(into)\" has \(count) children at \(formatNumber(event.at)) ms; use 0…\(count)",
                    at: event.location)
            }
            add(tree, into: into, index: index)
        case .arrive(let id, nil, nil) where !hasContent.contains(id):
            context.error("\"arrive\" needs \"width\" or \"height\" because node \"\(id)\" has no \"content\"", at: event.location)
        default:
            break
        }
    }

    /// True when `id` is on screen at the event's time; otherwise reports why not.
    private func check(_ id: String, _ event: TimelineEvent, at location: SourceLocation, context: inout DecodingContext) -> Bool {
        if live.contains(id) { return true }
        let when = formatNumber(event.at)
        if let gone = removed[id] {
            context.error(
                "\"\(id)\" was removed at \(formatNumber(gone.at)) ms (by the event at \(gone.location)); this event at \(when) ms targets a node that is gone",
                at: location)
        } else if let insert = insertedBy[id] {
            context.error(
                "\"\(id)\" is inserted only at \(formatNumber(insert.at)) ms (by the event at \(insert.location)); this event at \(when) ms comes before it",
                at: location)
        } else {
            unknown(id, at: location, context: &context)
        }
        return false
    }

    private func unknown(_ id: String, at location: SourceLocation, context: inout DecodingContext) {
        if let owner = templateNodes[id] {
            context.error(
                "\"\(id)\" is a node of cell \"\(owner.cell)\"'s template in list \"\(owner.list)\", which every cell of that type has its own copy of; "
                    + "give it \"content\": {\"at\": ms after the cell appears on screen} instead of an event",
                at: location)
            return
        }
        let hint = context.hint(for: id, in: allIDs)
        context.error("\"\(id)\" is not a node of this screen\(hint)", at: location)
    }
}
