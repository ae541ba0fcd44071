import Foundation
import LayoutLintTestSupport
import LayoutModel
import Testing

@testable import LayoutLintKit
@testable import LayoutLintPictures

/// Counts the trees laid out through it (the layout seam), delegating to the engine.
final class CountingLayouter: Layouter, @unchecked Sendable {
    private let engine = EngineLayouter()
    private let lock = NSLock()
    private var trees: [String: Int] = [:]

    var textMeasurer: any TextMeasurer { engine.textMeasurer }

    func layout(_ tree: NodeTree, on device: DeviceProfile) throws(LayoutError) -> LayoutResult {
        lock.lock()
        trees[device.name, default: 0] += 1
        lock.unlock()
        return try engine.layout(tree, on: device)
    }

    /// Layouts per device name.
    var counts: [String: Int] {
        lock.lock()
        defer { lock.unlock() }
        return trees
    }
}

@Suite struct AnalysisOnceTests {
    static let layouts = Repository.root.appendingPathComponent("layouts")

    /// lint with and without `--artifacts` lays each screen × device out the same number of
    /// times: the pictures are drawn from the analysis the rules read, not from a second run.
    @Test func lintArtifactsAnalyseEachScreenAndDeviceOnce() throws {
        let file = Self.layouts.appendingPathComponent("daily-puzzle.json").path
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("layoutlint-once-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: out) }

        let plain = CountingLayouter()
        var options = LintOptions()
        options.layouter = plain
        let withoutPictures = Linter(options: options).lint(paths: [file])

        let counted = CountingLayouter()
        options.layouter = counted
        options.artifacts = LintArtifacts(writer: ArtifactWriter(root: out.path), scale: 1)
        let withPictures = Linter(options: options).lint(paths: [file])

        // The same findings; with pictures, each names those that explain it.
        #expect(withPictures.findings.map(Self.withoutPictures) == withoutPictures.findings)
        #expect(withPictures.findings.contains { !$0.pictures.isEmpty })
        #expect(!withPictures.artifacts.isEmpty)
        // The daily puzzle lays out two frames on each of its three phones: t = 0 and the banner's
        // arrival at 1200 ms (the gesture at 900 ms changes nothing, so it reuses the layout).
        #expect(plain.counts == ["iPhone SE (3rd generation)": 2, "iPhone 15": 2, "iPhone 15 Pro Max": 2])
        #expect(counted.counts == plain.counts)
    }

    /// `render` draws every picture of a screen × device from one analysis too.
    @Test func renderAnalysesEachScreenAndDeviceOnce() throws {
        let file = Self.layouts.appendingPathComponent("daily-puzzle.json").path
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("layoutlint-once-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: out) }
        let counted = CountingLayouter()
        var options = LintOptions()
        options.layouter = counted
        let outcome = try LintSession.cairo(options).render(LintSession.RenderRequest(paths: [file], folder: out.path, scale: 1))
        #expect(outcome.exitCode == 0)
        #expect(counted.counts == ["iPhone SE (3rd generation)": 2, "iPhone 15": 2, "iPhone 15 Pro Max": 2])
    }

    /// `finding` as if no picture had been drawn.
    static func withoutPictures(_ finding: Finding) -> Finding {
        var finding = finding
        for index in finding.occurrences.indices { finding.occurrences[index].pictures = [] }
        finding.related = finding.related.map(withoutPictures)
        return finding
    }
}
