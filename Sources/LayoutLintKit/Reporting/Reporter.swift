/// Turns a report into text for a terminal, an editor, a CI system or a machine.
public protocol Reporter: Sendable {
    /// Renders the report; pure, deterministic.
    func report(_ report: LintReport) -> String
}
