import Foundation
import LayoutModel

/// `lint --fix`: applies the findings' fixes to their files in place, each file written
/// atomically with every byte that no fix touches unchanged, round after round until the
/// files lint without a fix to apply.
public enum FixFiles {
    /// At most this many rounds of fixing and linting again: a fix can make another finding
    /// (raising a label's numberOfLines makes its fixed height too short), which the next round
    /// fixes; the bound stops fixes that would undo each other.
    public static let maxRounds = 4

    /// What applying the fixes did.
    public struct Outcome: Sendable {
        /// Lines to print before the summary: fixes not applied, files that could not be read
        /// or written (each once, however many rounds met it).
        public var notes: [String] = []
        /// The findings whose every edit was written (each counted once, across its devices).
        public var fixed = 0
        /// The files written, as named in the findings.
        public var files: Set<String> = []
        /// The rounds that wrote a fix.
        public var rounds = 0

        /// The lines to print: the notes, then "layoutlint: fixed N findings in M files"
        /// (with the rounds when a fix made findings that a later round fixed).
        public var lines: [String] {
            let rounds = self.rounds > 1 ? " (in \(self.rounds) rounds: fixes made findings that the next round fixed)" : ""
            return notes + [
                "layoutlint: fixed \(fixed) finding\(fixed == 1 ? "" : "s") in \(files.count) file\(files.count == 1 ? "" : "s")\(rounds)"
            ]
        }

        /// This outcome followed by `later`'s round.
        mutating func add(_ later: Outcome) {
            for note in later.notes where !notes.contains(note) { notes.append(note) }
            fixed += later.fixed
            files.formUnion(later.files)
            rounds += later.rounds
        }
    }

    /// Applies the fixes of `report` (`apply(_:files:)`), lints again with `relint`, and
    /// repeats while a round wrote fixes and the new report has more to apply, up to
    /// `maxRounds` rounds. Returns what every round did together and the last report.
    public static func applyUntilClean(
        _ report: LintReport, files: any FileStore = DiskFiles(), relint: () -> LintReport
    ) -> (outcome: Outcome, report: LintReport) {
        var outcome = Outcome()
        var report = report
        for _ in 0..<maxRounds {
            let round = apply(report, files: files)
            outcome.add(round)
            report = relint()
            guard round.fixed > 0, report.findings.contains(where: { $0.fix?.edits.isEmpty == false }) else { break }
        }
        return (outcome, report)
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
                outcome.notes.append("\(file): error: cannot read the file to fix it")
                continue
            }
            let applied = FixApplier.apply(findings, to: bytes)
            for finding in applied.notApplied {
                outcome.notes.append(
                    "\(file):\(finding.line):\(finding.column): note: fix not applied: \(finding.fix?.summary ?? "") conflicts with another fix or no longer fits the file [\(finding.ruleID)]"
                )
            }
            guard !applied.fixed.isEmpty else { continue }
            do {
                try files.write(applied.bytes, to: real)
            } catch {
                outcome.notes.append("\(file): error: cannot write the fixed file: \(error.reason)")
                continue
            }
            outcome.files.insert(real)
            outcome.fixed += applied.fixed.count
        }
        if outcome.fixed > 0 { outcome.rounds = 1 }
        return outcome
    }
}
