import LayoutModel

/// Applies text edits to a file's bytes, leaving every other byte as it was.
public enum FixApplier {
    /// What applying findings' fixes to one file did.
    public struct FixOutcome: Sendable {
        /// The file with the fixes applied (unchanged when none could be).
        public var bytes: [UInt8]
        /// The findings whose every edit was applied.
        public var fixed: [Finding]
        /// The findings with an edit that conflicted with another fix's or no longer fits the
        /// file; none of their edits that conflicted was applied.
        public var notApplied: [Finding]
    }

    /// Applies the fixes of `findings` (all of one file) to its `bytes`, resolved against the
    /// bytes as they are now and made together (`FixResolver.combined`): two fixes that need
    /// the same missing key insert it once. When the resolved edits would still overlap, nothing
    /// is applied.
    public static func apply(_ findings: [Finding], to bytes: [UInt8]) -> FixOutcome {
        let fixing = findings.filter { $0.fix?.edits.isEmpty == false }
        let (edits, conflicts) = FixResolver(bytes: bytes).combined(fixing.flatMap { $0.fix?.edits ?? [] }.map(\.unresolved))
        let applied = apply(edits, to: bytes)
        guard applied.conflicts.isEmpty else { return FixOutcome(bytes: bytes, fixed: [], notApplied: fixing) }
        var outcome = FixOutcome(bytes: applied.bytes, fixed: [], notApplied: [])
        for finding in fixing {
            if finding.fix?.edits.contains(where: { conflicts.contains($0.unresolved) }) == true {
                outcome.notApplied.append(finding)
            } else {
                outcome.fixed.append(finding)
            }
        }
        return outcome
    }

    /// What applying edits did.
    public struct Outcome: Sendable {
        /// The file with the applied edits.
        public var bytes: [UInt8]
        /// The edits applied (duplicates counted once), in file order.
        public var applied: [TextEdit]
        /// Edits skipped because they overlap an applied one with different text (two devices
        /// asking for different values of the same key).
        public var conflicts: [TextEdit]
    }

    /// Applies `edits` to `bytes`: identical edits once, overlapping different ones skipped.
    public static func apply(_ edits: [TextEdit], to bytes: [UInt8]) -> Outcome {
        var applied: [TextEdit] = [], conflicts: [TextEdit] = []
        for edit in Set(edits).sorted() {
            // Two insertions at one place both apply; anything else overlapping conflicts.
            let overlaps = applied.contains { other in
                let bothInsertions = other.startOffset == other.endOffset && edit.startOffset == edit.endOffset
                return !bothInsertions && edit.startOffset < max(other.endOffset, other.startOffset + 1)
                    && other.startOffset < max(edit.endOffset, edit.startOffset + 1)
            }
            guard edit.startOffset >= 0, edit.endOffset <= bytes.count, edit.startOffset <= edit.endOffset, !overlaps else {
                conflicts.append(edit)
                continue
            }
            applied.append(edit)
        }
        var out = bytes
        for edit in applied.reversed() {
            out.replaceSubrange(edit.startOffset..<edit.endOffset, with: Array(edit.replacement.utf8))
        }
        return Outcome(bytes: out, applied: applied, conflicts: conflicts)
    }
}

extension Fix.Edit {
    /// The edit without its resolved text: how edits compare across resolutions.
    var unresolved: Fix.Edit {
        Fix.Edit(object: object, keyPath: keyPath, value: value)
    }
}
