import LayoutModel

/// Turns the findings of every screen × device into what a person acts on: one finding per
/// (rule, node, cause) across the devices it occurs on, naming each device's numbers and one
/// fix that holds on all of them, with its consequences listed under it as related findings.
///
/// Pure and deterministic; O(n) in the findings (plus sorting each group's devices).
public enum FindingMerger {
    /// The merged findings, in the order of their first occurrence; consequences (findings with a `causeNode`) are moved into
    /// the `related` of the finding at their cause when there is one.
    public static func merge(_ findings: [Finding]) -> [Finding] {
        let merged = group(findings).map(combine)
        return attachConsequences(merged)
    }

    /// What makes two devices' findings the same finding.
    private struct Key: Hashable {
        var file: String, screen: String, ruleID: String, line: Int, column: Int
        var node: String?, causeNode: String?
        /// The claim of findings with parts; the whole message of the others.
        var words: String
        var hasParts: Bool

        init(_ finding: Finding) {
            file = finding.file
            screen = finding.screen
            ruleID = finding.ruleID
            line = finding.line
            column = finding.column
            node = finding.node
            causeNode = finding.causeNode
            words = finding.parts?.claim ?? finding.message
            hasParts = finding.parts != nil
        }
    }

    /// `findings` with each machine-applicable fix set to the value that holds on every device
    /// the finding occurs on (`FindingFix.mergedValue`: the adaptive size, a `byWidth` table, the
    /// largest pool limit), so `lint --fix` and SARIF apply what the merged message says. Run
    /// before the fixes are resolved to edits of the file.
    public static func harmonizingFixes(_ findings: [Finding]) -> [Finding] {
        var indicesByKey: [Key: [Int]] = [:]
        for (index, finding) in findings.enumerated() where finding.fix != nil {
            indicesByKey[Key(finding), default: []].append(index)
        }
        var result = findings
        for indices in indicesByKey.values where indices.count > 1 {
            let ordered = indices.sorted { (findings[$0].parts?.deviceWidth ?? 0, $0) < (findings[$1].parts?.deviceWidth ?? 0, $1) }
            let fixes = ordered.compactMap { findings[$0].parts?.fix }
            guard fixes.count == ordered.count, let value = FindingFix.mergedValue(fixes) else { continue }
            for index in ordered { result[index].fix?.value = value }
        }
        return result
    }

    /// Findings grouped by key, in the order of their first occurrence; one per device.
    private static func group(_ findings: [Finding]) -> [[Finding]] {
        var groups: [[Finding]] = []
        var indexByKey: [Key: Int] = [:]
        for finding in findings {
            let key = Key(finding)
            if let index = indexByKey[key] {
                // The first finding per device (a rule reports a node once per device).
                if !groups[index].contains(where: { $0.device == finding.device }) { groups[index].append(finding) }
            } else {
                indexByKey[key] = groups.count
                groups.append([finding])
            }
        }
        return groups
    }

    /// One finding for a group: the worst severity, every device, the merged message and fix.
    private static func combine(_ group: [Finding]) -> Finding {
        let ordered = group.sorted { left, right in
            let l = (left.parts?.deviceWidth ?? 0, left.device ?? ""), r = (right.parts?.deviceWidth ?? 0, right.device ?? "")
            return l < r
        }
        var finding = ordered[0]
        finding.severity = ordered.map(\.severity).max() ?? finding.severity
        finding.devices = ordered.compactMap(\.device)
        guard ordered.count > 1 else { return finding }
        finding.device = nil
        finding.parts = nil
        // The machine fix holds on every device only when every device proposes the same edit.
        if !ordered.allSatisfy({ $0.fix == finding.fix }) { finding.fix = nil }
        if let time = ordered[0].atMs, !ordered.allSatisfy({ $0.atMs == time }) { finding.atMs = nil }
        // Messages without parts are the same on every device; reporters name the devices.
        let parts = ordered.compactMap(\.parts)
        if parts.count == ordered.count { finding.message = message(parts) }
        return finding
    }

    /// "claim 59pt on A, 61pt on B and 67pt on C; fix": devices with the same figures named together.
    static func message(_ parts: [FindingParts]) -> String {
        var figures: [(figures: String, devices: [String])] = []
        for part in parts {
            if let index = figures.firstIndex(where: { $0.figures == part.figures }) {
                figures[index].devices.append(part.device)
            } else {
                figures.append((part.figures, [part.device]))
            }
        }
        let list = DeviceNames.list(figures.map { "\($0.figures) \(DeviceNames.on($0.devices))" })
        var message = parts[0].claim + " " + list
        let fixes = parts.compactMap { part in part.fix.map { (fix: $0, device: part.device) } }
        if fixes.count == parts.count, let fix = FindingFix.merged(fixes) { message += "; " + fix }
        return message
    }

    /// Consequences moved under the finding at the node that caused them (same file and screen,
    /// a device in common); those with no such finding stay where they are.
    private static func attachConsequences(_ findings: [Finding]) -> [Finding] {
        struct Place: Hashable { var file: String, screen: String, node: String }
        var causeIndex: [Place: [Int]] = [:]
        for (index, finding) in findings.enumerated() where finding.causeNode == nil {
            guard let node = finding.node else { continue }
            causeIndex[Place(file: finding.file, screen: finding.screen, node: node), default: []].append(index)
        }
        var result = findings
        var moved = Set<Int>()
        for (index, finding) in findings.enumerated() {
            guard let cause = finding.causeNode,
                let candidates = causeIndex[Place(file: finding.file, screen: finding.screen, node: cause)],
                let root = candidates.first(where: { !Set(findings[$0].devices).isDisjoint(with: finding.devices) })
            else { continue }
            result[root].related.append(finding)
            moved.insert(index)
        }
        for index in result.indices { result[index].related.sort() }
        return result.enumerated().filter { !moved.contains($0.offset) }.map(\.element)
    }
}

/// Devices as every message names them: "on iPhone SE (3rd generation), iPhone 15 and iPhone 15 Pro Max".
public enum DeviceNames {
    /// "on A", "on A and B", "on A, B and C".
    public static func on(_ devices: [String]) -> String {
        "on " + list(devices)
    }

    /// "A", "A and B", "A, B and C".
    public static func list(_ items: [String]) -> String {
        guard let last = items.last else { return "" }
        if items.count == 1 { return last }
        return items.dropLast().joined(separator: ", ") + " and " + last
    }
}
