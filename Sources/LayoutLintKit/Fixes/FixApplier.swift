/// Applies text edits to a file's bytes, leaving every other byte as it was.
public enum FixApplier {
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
