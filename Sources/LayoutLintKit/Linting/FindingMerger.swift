import LayoutModel

/// Turns the findings of every screen × device of a file into what a person acts on: one
/// finding per rule, place, claim and cause across the devices it occurs on, with one fix that
/// holds on all of them, and its consequences listed under it as related findings.
///
/// The linter runs it once per file; every reporter prints its result. Pure and deterministic;
/// O(n) in the findings, plus sorting each finding's devices.
public enum FindingMerger {
    /// The merged findings, in the order of their first occurrence; consequences (findings with
    /// a `cause`) are moved into the `related` of the finding about that change when there is one.
    public static func merge(_ findings: [Finding]) -> [Finding] {
        attachConsequences(group(findings).map(combine))
    }

    /// What makes two runs' findings (devices, text sizes, locales) the same finding: the claim's words (its numbers may
    /// differ by device), and everything that places it.
    private struct Key: Hashable {
        var file: String, screen: String, ruleID: String, line: Int, column: Int
        var node: String?, change: ChangeRef?, cause: ChangeRef?
        var claim: String

        init(_ finding: Finding) {
            file = finding.file
            screen = finding.screen
            ruleID = finding.ruleID
            line = finding.line
            column = finding.column
            node = finding.node
            change = finding.change
            cause = finding.cause
            claim = NumberedText.template(finding.occurrences.first?.claim ?? "")
        }
    }

    /// Findings grouped by key, in the order of their first occurrence: a run's k-th finding of
    /// a key joins the key's k-th group, so a run (a device at a text size in a locale) never
    /// appears twice in one finding.
    private static func group(_ findings: [Finding]) -> [[Finding]] {
        var groups: [[Finding]] = []
        var groupsByKey: [Key: [Int]] = [:]
        var countByKeyAndDevice: [Key: [String: Int]] = [:]
        for finding in findings {
            let key = Key(finding)
            let device = finding.occurrences.first?.run ?? ""
            let rank = countByKeyAndDevice[key, default: [:]][device, default: 0]
            countByKeyAndDevice[key, default: [:]][device] = rank + 1
            if let existing = groupsByKey[key], rank < existing.count {
                groups[existing[rank]].append(finding)
            } else {
                groupsByKey[key, default: []].append(groups.count)
                groups.append([finding])
            }
        }
        return groups
    }

    /// One finding for a group: every run's occurrence (by text size, locale, then narrowest
    /// first), the worst severity, and the fix merged across the runs.
    private static func combine(_ group: [Finding]) -> Finding {
        var finding = group[0]
        guard group.count > 1 else { return finding }
        finding.occurrences = group.flatMap(\.occurrences).sorted(by: Occurrence.listedBefore)
        finding.severity = finding.occurrences.map(\.severity).max() ?? finding.severity
        finding.figuresByDevice = group.contains(where: \.figuresByDevice)
        finding.fix = Fix.merging(finding.occurrences)
        return finding
    }

    /// Consequences moved under the finding about the change that caused them (same file and
    /// screen, a run in common); those with no such finding stay where they are.
    private static func attachConsequences(_ findings: [Finding]) -> [Finding] {
        struct Place: Hashable { var file: String, screen: String, change: ChangeRef }
        var causes: [Place: [Int]] = [:]
        for (index, finding) in findings.enumerated() {
            guard let change = finding.change else { continue }
            causes[Place(file: finding.file, screen: finding.screen, change: change), default: []].append(index)
        }
        var result = findings
        var moved = Set<Int>()
        for (index, finding) in findings.enumerated() {
            guard let cause = finding.cause,
                let candidates = causes[Place(file: finding.file, screen: finding.screen, change: cause)],
                let root = candidates.first(where: {
                    $0 != index && !Set(findings[$0].occurrences.map(\.run)).isDisjoint(with: finding.occurrences.map(\.run))
                })
            else { continue }
            result[root].related.append(finding)
            moved.insert(index)
        }
        for index in result.indices { result[index].related.sort() }
        return result.enumerated().filter { !moved.contains($0.offset) }.map(\.element)
    }
}
