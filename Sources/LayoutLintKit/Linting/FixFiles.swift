import Foundation

/// `lint --fix`: applies the findings' resolved edits to their files in place, each file
/// written atomically with every other byte unchanged.
public enum FixFiles {
    /// Applies every fix in `report`; returns the lines to print (what was fixed, what conflicted).
    public static func apply(_ report: LintReport) -> [String] {
        var byFile: [String: [(finding: Finding, edit: TextEdit)]] = [:]
        for finding in report.findings {
            if let edit = finding.fix?.edit { byFile[finding.file, default: []].append((finding, edit)) }
        }
        var lines: [String] = []
        var fixedFindings = 0, fixedFiles = 0
        for file in byFile.keys.sorted() {
            let items = byFile[file] ?? []
            guard let data = FileManager.default.contents(atPath: file) else {
                lines.append("\(file): error: cannot read the file to fix it")
                continue
            }
            let outcome = FixApplier.apply(items.map(\.edit), to: Array(data))
            for conflict in outcome.conflicts {
                guard let item = items.first(where: { $0.edit == conflict }), let fix = item.finding.fix else { continue }
                lines.append(
                    "\(file):\(item.finding.line):\(item.finding.column): note: fix not applied: \(fix.summary) conflicts with another fix of the same value (\(item.finding.device ?? "every device")) [\(item.finding.ruleID)]")
            }
            guard !outcome.applied.isEmpty else { continue }
            do {
                try AtomicFile.write(outcome.bytes, to: file)
            } catch {
                lines.append("\(file): error: cannot write the fixed file: \(error.reason)")
                continue
            }
            fixedFiles += 1
            fixedFindings += items.filter { outcome.applied.contains($0.edit) }.count
        }
        lines.append("layoutlint: fixed \(fixedFindings) finding\(fixedFindings == 1 ? "" : "s") in \(fixedFiles) file\(fixedFiles == 1 ? "" : "s")")
        return lines
    }
}
