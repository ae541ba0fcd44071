import Foundation
import LayoutLintKit

/// The pictures a lint run wrote (`LintArtifacts` under `root`), read back for the HTML
/// report, which embeds them.
public enum ReportPictures {
    /// Every picture in `report.artifacts`, with the screen and device it shows (the run the
    /// linter recorded for it in `report.artifactRuns`), in the order written.
    public static func read(_ report: LintReport) -> [ReportPicture] {
        report.artifacts.compactMap { path in
            guard let key = report.artifactRuns[path], let run = LintReport.run(ofKey: key),
                let data = FileManager.default.contents(atPath: path)
            else { return nil }
            return ReportPicture(
                screen: run.screen, device: run.device, name: URL(fileURLWithPath: path).lastPathComponent, png: Array(data), file: run.file)
        }
    }
}
