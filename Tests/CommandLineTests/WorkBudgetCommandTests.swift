import Foundation
import LayoutLintTestSupport
import LayoutModel
import Testing

@testable import LayoutLintKit

/// The work budget set on the command line and in the configuration.
@Suite struct WorkBudgetCommandTests {
    @Test func theCommandLineAndTheConfigurationSetTheBudget() throws {
        let folder = try BinaryRunner.folder(["home.json": Fixtures.home, "small/.layoutlint.yml": "maxWork: 3\n"])
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.copyItem(
            at: folder.appendingPathComponent("home.json"), to: folder.appendingPathComponent("small/home.json"))
        guard let refused = try BinaryRunner.run(["lint", "home.json", "--max-work", "3"], in: folder),
            let configured = try BinaryRunner.run(["lint", "home.json", "--quiet"], in: folder.appendingPathComponent("small")),
            let overridden = try BinaryRunner.run(
                ["lint", "home.json", "--quiet", "--max-work", "10000"], in: folder.appendingPathComponent("small")),
            let render = try BinaryRunner.run(["render", "home.json", "--max-work", "3", "--out", "pictures"], in: folder),
            let reuse = try BinaryRunner.run(["reuse", "home.json", "--max-work", "3"], in: folder),
            let zero = try BinaryRunner.run(["lint", "home.json", "--max-work", "0"], in: folder)
        else { return }
        let screen = try #require(DocumentDecoder().decode(Array(Fixtures.home.utf8), file: "home.json").document?.screens.first)
        let device = try #require(DeviceProfile.named("iPhone 15"))
        let estimate = WorkEstimate(screen: screen, device: device)
        let message =
            "home.json:1:1: error: analysing \"Home\" on iPhone 15 would take about \(estimate.total) units of work (\(estimate.explanation)), over the work budget of 3; raise it with --max-work \(WorkEstimate.suggestedBudget(estimate.total))"
        #expect(refused.status == 2 && refused.output.contains(message), "\(refused.output)")
        #expect(configured.status == 2 && configured.output.contains(message), "\(configured.output)")
        #expect(overridden.status == 1, "\(overridden.output)")
        var pictures = AnalysisOptions(keepsLayouts: true)
        pictures.drawsEveryFrame = true
        let drawn = WorkEstimate(screen: screen, device: device, options: pictures)
        #expect(
            render.status == 2 && render.errors.contains("would take about \(drawn.total) units of work (6 pictures × 3013524 pixels + "),
            "\(render.errors)")
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("pictures/home").path))
        #expect(reuse.status == 2 && reuse.errors.contains(message), "\(reuse.errors)")
        #expect(zero.status == 2 && zero.errors.contains("--max-work must be at least 1"))
    }
}
