/// Builds `NodeTree`s from JSON without recursion.
///
/// Each tree is walked with an explicit stack in document order (parents before children).
/// List cell templates are trees of their own: they go on a work list, are decoded after the
/// tree that holds them, and are attached afterwards from the innermost outwards, so neither
/// decoding nor nesting of templates uses the call stack. O(nodes + keys) overall.
extension DecodingContext {
    /// The tree rooted at `value`, or nil when its root is not a usable node.
    /// Ids must be unique within each tree (a template is its own tree).
    mutating func tree(_ value: JSONValue, name: String) -> NodeTree? {
        var trees: [NodeTree?] = []
        var owners: [(tree: Int, node: Int, cell: Int)?] = []
        var jobs: [(value: JSONValue, name: String, owner: (tree: Int, node: Int, cell: Int)?)] = [(value, name, nil)]
        var next = 0
        while next < jobs.count {
            let job = jobs[next]
            inCellTemplate = job.owner != nil
            let decoded = singleTree(job.value, name: job.name)
            inCellTemplate = false
            if job.owner != nil, let template = decoded.tree { checkContentTimes(template) }
            for pending in decoded.templates {
                jobs.append((pending.value, "\"template\"", (next, pending.node, pending.cell)))
            }
            trees.append(decoded.tree)
            owners.append(job.owner)
            next += 1
        }
        // Later trees are templates of earlier ones: attach from the last to the first.
        for index in stride(from: trees.count - 1, through: 1, by: -1) {
            guard let template = trees[index], let owner = owners[index], var outer = trees[owner.tree] else { continue }
            outer.nodes[owner.node].list?.cells[owner.cell].template = template
            trees[index] = nil
            trees[owner.tree] = outer
        }
        return trees.first ?? nil
    }

    /// A template's content times all count one way: from the cell's appearance (`at`) or from
    /// launch (`atTime`), so every cell of the type receives its content in one order.
    private mutating func checkContentTimes(_ template: NodeTree) {
        let relative = template.nodes.compactMap { $0.content?.at == nil ? nil : $0.id }
        guard let first = relative.first else { return }
        for node in template.nodes where node.content?.atTime != nil {
            error(
                "content times in a template count one way: \"atTime\" here, \"at\" on '\(first)'; write both as \"at\" (after the cell appears) or both as \"atTime\" (from launch)",
                at: node.content?.location ?? node.location)
        }
    }

    /// One tree without its templates; the templates are returned with their owner node and cell.
    private mutating func singleTree(_ value: JSONValue, name: String) -> (
        tree: NodeTree?, templates: [(node: Int, cell: Int, value: JSONValue)]
    ) {
        var nodes: [Node] = []
        var templates: [(node: Int, cell: Int, value: JSONValue)] = []
        var firstUse: [String: SourceLocation] = [:]
        var depthReported = false
        var stack: [(value: JSONValue, name: String, parent: Int?, depth: Int)] = [(value, name, nil, 1)]
        while let item = stack.popLast() {
            guard
                let reader = ObjectReader(
                    item.value, name: item.name, place: "node", validKeys: FormatKeys.node.keys, hints: Self.styleKeyHints, context: &self)
            else {
                continue
            }
            guard admitNode(at: item.value.location) else { break }
            let decoded = self.node(reader)
            var node = decoded.node
            if !node.id.isEmpty, let idLocation = node.idLocation {
                if let first = firstUse[node.id] {
                    error("duplicate id \"\(node.id)\"; it is first used at \(first)", at: idLocation)
                } else {
                    firstUse[node.id] = idLocation
                }
            }
            let index = nodes.count
            node.parent = item.parent
            if let parent = item.parent { nodes[parent].children.append(index) }
            templates += decoded.templates.map { (index, $0.cell, $0.value) }
            nodes.append(node)
            guard let childrenValue = reader["children"], let children = array(childrenValue, "children") else { continue }
            if item.depth >= limits.maxDepth, let first = children.first {
                if !depthReported {
                    error("the node tree is deeper than \(limits.maxDepth) levels, the depth limit; flatten it", at: first.location)
                    depthReported = true
                }
                continue
            }
            for child in children.reversed() {
                stack.append((child, "each child", index, item.depth + 1))
            }
        }
        return (nodes.isEmpty ? nil : NodeTree(nodes: nodes), templates)
    }
}
