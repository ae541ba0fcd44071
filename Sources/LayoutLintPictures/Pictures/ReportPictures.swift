import Foundation
import LayoutLintKit

/// The pictures a lint run wrote (`LintArtifacts` under `root`), read back for the HTML
/// report, which embeds them.
public enum ReportPictures {
    /// Every picture in `report.artifacts` under `root`, with the screen and device it shows
    /// (matched through the same folder names `ArtifactWriter` gives them), in the order written.
    public static func read(_ report: LintReport, root: String) -> [ReportPicture] {
        var runs: [String: (screen: String, device: String)] = [:]
        for metric in report.metrics {
            let folder = URL(fileURLWithPath: root).appendingPathComponent(ArtifactWriter.slug(metric.screen))
                .appendingPathComponent(ArtifactWriter.slug(metric.device)).path
            runs[folder] = (metric.screen, metric.device)
        }
        return report.artifacts.compactMap { path in
            let url = URL(fileURLWithPath: path)
            guard let run = runs[url.deletingLastPathComponent().path], let data = try? Data(contentsOf: url) else { return nil }
            return ReportPicture(screen: run.screen, device: run.device, name: url.lastPathComponent, png: Array(data))
        }
    }
}
