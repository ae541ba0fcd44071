import Foundation
import LayoutModel

/// `lint --fix`: applies the findings' fixes to their files in place, each file written
/// atomically with every byte that no fix touches unchanged.
public enum FixFiles {
    /// What applying the fixes did.
    public struct Outcome: Sendable {
        /// Lines to print: fixes not applied, files that could not be read or written, and the
        /// summary "layoutlint: fixed N findings in M files".
        public var lines: [String] = []
        /// The findings whose every edit was written (each counted once, across its devices).
        public var fixed = 0
        /// The files written.
        public var files = 0
    }

    /// Applies every fix in `report` with edits. A file reached by two paths (given twice, or
    /// through a symbolic link) is edited once, from its bytes as they are now; the edits of one
    /// file are made together (`FixResolver.combined`), so two fixes that need the same
    /// missing key write it once. Files are read from and written to `files`.
    public static func apply(_ report: LintReport, files: any FileStore = DiskFiles()) -> Outcome {
        var byFile: [String: [Finding]] = [:]
        var spelling: [String: String] = [:]
        for finding in report.findings where finding.fix?.edits.isEmpty == false {
            let real = files.canonical(finding.file)
            byFile[real, default: []].append(finding)
            if spelling[real] == nil { spelling[real] = finding.file }
        }
        var outcome = Outcome()
        for real in byFile.keys.sorted() {
            let findings = byFile[real] ?? []
            let file = spelling[real] ?? real
            guard case .success(let bytes) = files.read(real, limit: .max) else {
                outcome.lines.append("\(file): error: cannot read the file to fix it")
                continue
            }
            let applied = FixApplier.apply(findings, to: bytes)
            for finding in applied.notApplied {
                outcome.lines.append(
                    "\(file):\(finding.line):\(finding.column): note: fix not applied: \(finding.fix?.summary ?? "") conflicts with another fix or no longer fits the file [\(finding.ruleID)]"
                )
            }
            guard !applied.fixed.isEmpty else { continue }
            do {
                try files.write(applied.bytes, to: real)
            } catch {
                outcome.lines.append("\(file): error: cannot write the fixed file: \(error.reason)")
                continue
            }
            outcome.files += 1
            outcome.fixed += applied.fixed.count
        }
        outcome.lines.append(
            "layoutlint: fixed \(outcome.fixed) finding\(outcome.fixed == 1 ? "" : "s") in \(outcome.files) file\(outcome.files == 1 ? "" : "s")"
        )
        return outcome
    }
}
