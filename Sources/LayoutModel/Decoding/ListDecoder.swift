/// Decodes a node's `list` object: cells, rows, reuse, pool limits, prefetch and scroll script.
///
/// Cell templates are returned undecoded with their cell index, so the tree decoder can decode
/// them from its work list instead of recursing.
extension DecodingContext {
    /// The list without its templates, and the templates to decode as (cell index, node value).
    mutating func list(_ value: JSONValue) -> (spec: ListSpec, templates: [(cell: Int, value: JSONValue)])? {
        guard let reader = ObjectReader(value, name: "\"list\"", place: "list", validKeys: FormatKeys.list.keys, context: &self) else {
            return nil
        }
        let hasHeights = reader["heights"] != nil
        var cells: [ListSpec.CellType] = []
        var templates: [(cell: Int, value: JSONValue)] = []
        if let cellsValue = reader.require("cells", context: &self) {
            let members = cellsValue.objectMembers ?? []
            if cellsValue.objectMembers == nil {
                error(
                    "\"cells\" must be an object of cell type name → {height, template}, found \(cellsValue.typeDescription)",
                    at: cellsValue.location)
            } else if members.isEmpty {
                error("\"cells\" must define at least one cell type", at: cellsValue.location)
            }
            for member in members {
                guard withinNameLength(member.key, "cell type name", at: member.keyLocation),
                    let cell = self.cell(member, heightRequired: !hasHeights)
                else { continue }
                if let template = cell.template { templates.append((cells.count, template)) }
                cells.append(cell.type)
            }
        }
        // Every defined cell name counts, even one whose definition has errors of its own.
        let names = reader["cells"]?.objectMembers?.map(\.key) ?? []
        var rows: ListSpec.Rows?
        if let rowsValue = reader.require("rows", context: &self) { rows = self.rows(rowsValue, cellNames: names) }
        guard let rows else { return nil }
        var spec = ListSpec(cells: cells, rows: rows, location: value.location)
        if let heightsValue = reader["heights"], let elements = array(heightsValue, "heights") {
            let heights = elements.compactMap { number($0, "heights[]", .positivePoints) }
            if elements.count != rows.count {
                error(
                    "\"heights\" has \(elements.count) entries but the list has \(rows.count) rows; give one height per row",
                    at: heightsValue.location)
            }
            spec.heights = heights
        }
        if let flag = reader["reuse"] { spec.reuse = bool(flag, "reuse") ?? true }
        if let prefetch = reader["prefetch"] { spec.prefetch = integer(prefetch, "prefetch", .count(1000)) ?? 0 }
        if let limits = reader["poolLimit"] { spec.poolLimit = poolLimits(limits, cellNames: names) }
        if let scroll = reader["scroll"], let steps = scrollScript(scroll) {
            spec.scroll = steps
            spec.scrollIsDefault = false
        }
        return (spec, templates)
    }

    private mutating func cell(_ member: JSONMember, heightRequired: Bool) -> (type: ListSpec.CellType, template: JSONValue?)? {
        guard
            let reader = ObjectReader(
                member.value, name: "cell \"\(member.key)\"", place: "cell", validKeys: FormatKeys.cell.keys, context: &self)
        else {
            return nil
        }
        let heightValue = heightRequired ? reader.require("height", context: &self) : reader["height"]
        if heightRequired && heightValue == nil { return nil }
        var height = 0.0
        var estimate: Double?
        if let heightValue, heightValue.stringValue == "auto" {
            // Self-sizing: the template gives the height, the estimate places rows not yet measured.
            guard let value = reader["estimatedHeight"] else {
                error(
                    "cell \"\(member.key)\" is self-sizing (\"height\": \"auto\") and needs \"estimatedHeight\", the height rows are placed at until measured",
                    at: heightValue.location)
                return nil
            }
            guard let decoded = number(value, "estimatedHeight", .positivePoints) else { return nil }
            if reader["template"] == nil {
                error(
                    "cell \"\(member.key)\" is self-sizing (\"height\": \"auto\") and needs a \"template\" to measure",
                    at: heightValue.location)
                return nil
            }
            if !heightRequired {
                error("self-sizing cells take no per-row \"heights\"; give the cell a height in points", at: heightValue.location)
                return nil
            }
            height = decoded
            estimate = decoded
        } else if let heightValue {
            guard let decoded = number(heightValue, "height", .positivePoints) else { return nil }
            height = decoded
            if let value = reader["estimatedHeight"] {
                error(
                    "\"estimatedHeight\" is for self-sizing cells; write \"height\": \"auto\" or remove it", at: value.location)
            }
        }
        var cell = ListSpec.CellType(name: member.key, height: height, location: member.keyLocation)
        cell.estimatedHeight = estimate
        return (cell, reader["template"])
    }

    private mutating func rows(_ value: JSONValue, cellNames: [String]) -> ListSpec.Rows? {
        guard
            let reader = ObjectReader(
                value, name: "\"rows\"", place: "rows", validKeys: FormatKeys.patternRows.keys + FormatKeys.typedRows.keys, context: &self)
        else {
            return nil
        }
        if let typesValue = reader["types"] {
            if reader["count"] != nil || reader["pattern"] != nil {
                error("\"rows\" takes either \"types\" or \"count\" with \"pattern\", not both", at: value.location)
                return nil
            }
            guard let types = cellTypes(typesValue, "types", cellNames: cellNames) else { return nil }
            if types.count > limits.maxRows {
                error("the list has \(types.count) rows, over the limit of \(limits.maxRows) rows", at: typesValue.location)
                return nil
            }
            return .types(types)
        }
        if reader["count"] == nil, reader["pattern"] == nil, reader.suggested.isEmpty {
            error(
                "\"rows\" needs \"count\" with \"pattern\" (a repeating pattern), or \"types\" (one cell type per row)", at: value.location)
            return nil
        }
        guard let countValue = reader.require("count", context: &self), let patternValue = reader.require("pattern", context: &self) else {
            return nil
        }
        guard let count = number(countValue, "count", .count(Int.max / 2)).map({ Int($0) }) else { return nil }
        if count > limits.maxRows {
            error("\"count\" is \(count) rows, over the limit of \(limits.maxRows) rows", at: countValue.location)
            return nil
        }
        guard let pattern = cellTypes(patternValue, "pattern", cellNames: cellNames) else { return nil }
        if pattern.isEmpty {
            error("\"pattern\" must name at least one cell type", at: patternValue.location)
            return nil
        }
        return .pattern(count: count, pattern: pattern)
    }

    /// Cell type names, each checked against the defined cells.
    private mutating func cellTypes(_ value: JSONValue, _ name: String, cellNames: [String]) -> [String]? {
        guard let elements = strings(value, name) else { return nil }
        var valid = true
        for (type, location) in elements where !cellNames.contains(type) {
            unknownCellType(type, at: location, cellNames: cellNames)
            valid = false
        }
        return valid && elements.count == value.arrayElements?.count ? elements.map(\.0) : nil
    }

    private mutating func unknownCellType(_ type: String, at location: SourceLocation, cellNames: [String]) {
        let hint = self.hint(for: type, in: cellNames)
        error("unknown cell type \"\(type)\"\(hint) (cells: \(cellNames.joined(separator: ", ")))", at: location)
    }

    private mutating func poolLimits(_ value: JSONValue, cellNames: [String]) -> [String: Int] {
        guard let members = value.objectMembers else {
            error("\"poolLimit\" must be an object of cell type → limit, found \(value.typeDescription)", at: value.location)
            return [:]
        }
        var result: [String: Int] = [:]
        for member in members {
            guard cellNames.contains(member.key) else {
                unknownCellType(member.key, at: member.keyLocation, cellNames: cellNames)
                continue
            }
            if let limit = integer(member.value, "poolLimit.\(member.key)", .count(limits.maxRows)) { result[member.key] = limit }
        }
        return result
    }

    /// A scroll script, a list's or a scroll view's: an array of `{"to", "velocity"}` steps
    /// (the steps with errors left out); nil when it is not an array.
    mutating func scrollScript(_ value: JSONValue) -> [ListSpec.ScrollSegment]? {
        array(value, "scroll").map { steps in steps.compactMap { scrollSegment($0) } }
    }

    private mutating func scrollSegment(_ value: JSONValue) -> ListSpec.ScrollSegment? {
        guard
            let reader = ObjectReader(
                value, name: "each scroll step", place: "scroll step", validKeys: FormatKeys.scrollStep.keys, context: &self)
        else {
            return nil
        }
        guard let toValue = reader.require("to", context: &self), let velocityValue = reader.require("velocity", context: &self) else {
            return nil
        }
        var target: ListSpec.ScrollSegment.Target?
        if toValue.stringValue == "end" {
            target = .end
        } else if toValue.numberValue != nil {
            target = number(toValue, "to", NumberRule(lower: 0, upper: 1e12, unit: " pt")).map { .offset($0) }
        } else {
            error(
                "\"to\" must be \"end\" or an offset in points, found \(toValue.stringValue.map { "\"\($0)\"" } ?? toValue.typeDescription)",
                at: toValue.location)
        }
        guard let target, let velocity = number(velocityValue, "velocity", .velocity) else { return nil }
        return ListSpec.ScrollSegment(to: target, velocity: velocity)
    }
}
