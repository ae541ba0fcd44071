import Foundation
import LayoutLintTestSupport
import LayoutModel
import Testing

@testable import LayoutLintKit

/// `LintSession` without Cairo: what `lint`, `render`, `reuse` and `layout` do once parsed, on
/// files held in memory (the configuration and the baseline read from them, `--fix` written
/// into them), and the same lint on the disk.
@Suite struct LintSessionTests {
    /// A project: three layouts with fixable errors or warnings, a JSON file that is not a
    /// layout, and a configuration that turns `offscreen-render` off and asks for JSON.
    static func project() throws -> [String: [UInt8]] {
        func layout(_ name: String) throws -> [UInt8] {
            Array(try Data(contentsOf: Repository.root.appendingPathComponent("layouts/\(name)")))
        }
        return [
            "layouts/feed.json": try layout("feed-image-unreserved.json"),
            "layouts/ads.json": try layout("native-ad-feed.json"),
            "layouts/cards.json": try layout("cards.json"),
            "layouts/package.json": Array(#"{"name": "app", "version": "1.0.0"}"#.utf8),
            ".layoutlint.yml": Array("reporter: json\nrules:\n  offscreen-render: off\n".utf8),
        ]
    }

    @Test func lintsAFolderWithConfigurationBaselineAndFixInMemory() throws {
        let files = MemoryFiles(try Self.project(), workingDirectory: "/project")
        let session = LintSession(files: files)
        var request = LintSession.LintRequest(paths: ["layouts"])
        request.writesBaseline = true
        let first = try session.lint(request)
        // The nearest .layoutlint.yml: its reporter, and its rule turned off.
        #expect(first.reporter == .json)
        #expect(first.report.findings.map(\.ruleID).sorted() == ["reuse-pool-undersized", "unreserved-slot"])
        #expect(first.report.skipped == ["layouts/package.json"])
        #expect(first.report.fileCount == 3)
        // Error findings, but writing a baseline exits 0.
        #expect(first.exitCode == 0)
        let baseline = try #require(first.baseline)

        // The baseline accepts both: nothing shown, exit 0, the summary says what it hid.
        files["baseline.json"] = Array(baseline.utf8)
        request.writesBaseline = false
        request.baseline = "baseline.json"
        let accepted = try session.lint(request)
        #expect(accepted.report.findings.isEmpty)
        #expect(accepted.exitCode == 0)
        #expect(accepted.messages.last?.hasSuffix("; 2 baselined findings hidden") == true)

        // Without it, the errors exit 1.
        request.baseline = nil
        #expect(try session.lint(request).exitCode == 1)

        // --fix writes the fixes into the files in memory and lints again: the errors are gone,
        // and the baseline's entries are stale.
        request.baseline = "baseline.json"
        request.fix = true
        let fixed = try session.lint(request)
        #expect(fixed.notes == ["layoutlint: fixed 2 findings in 2 files"])
        #expect(String(decoding: try #require(files["layouts/feed.json"]), as: UTF8.self).contains(#""aspectRatio": 1.333"#))
        #expect(String(decoding: try #require(files["layouts/ads.json"]), as: UTF8.self).contains(#""ad": 2"#))
        // cards.json has a fix too, but its rule is off: the file is as it was.
        #expect(files["layouts/cards.json"] == (try Self.project())["layouts/cards.json"])
        #expect(fixed.report.findings.filter { $0.severity == .error }.isEmpty)
        #expect(fixed.exitCode == 0)
        let stale = fixed.messages.filter { $0.contains("note: baselined") }
        #expect(stale.count == 2 && stale.allSatisfy { $0.hasSuffix("rewrite the baseline to drop it") })
        // A second --fix finds nothing left to fix.
        #expect(try session.lint(request).notes == ["layoutlint: fixed 0 findings in 0 files"])
    }

    @Test func aLintInMemoryReportsWhatTheSameLintOnDiskReports() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let project = try Self.project()
        for (path, bytes) in project {
            let url = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(bytes).write(to: url)
        }
        var request = LintSession.LintRequest(paths: [folder.appendingPathComponent("layouts").path])
        request.configuration = .file(folder.appendingPathComponent(".layoutlint.yml").path)
        request.choices.addedDevices = ["iPhone SE (3rd generation)"]
        let onDisk = try LintSession().lint(request)
        let inMemory = try LintSession(files: MemoryFiles(project, workingDirectory: folder.path)).lint(request)
        #expect(!onDisk.report.findings.isEmpty)
        #expect(JSONReporter().report(inMemory.report) == JSONReporter().report(onDisk.report))
        #expect(inMemory.messages == onDisk.messages && inMemory.exitCode == onDisk.exitCode)
    }

    @Test func anUnusableConfigurationDeviceOrBaselineRefusesTheLint() throws {
        var project = try Self.project()
        project[".layoutlint.yml"] = Array("rules:\n  no-such-rule: off\n".utf8)
        let files = MemoryFiles(project, workingDirectory: "/project")
        var request = LintSession.LintRequest(paths: ["layouts"])
        request.choices.onlyDevices = ["Nokia 3310"]
        // The configuration first, located in its file.
        #expect {
            try LintSession(files: files).lint(request)
        } throws: { error in
            guard case LintSession.Refusal.input(let errors) = error else { return false }
            return errors.first?.description.hasPrefix(".layoutlint.yml:2:3:") == true
        }
        files[".layoutlint.yml"] = nil
        #expect(throws: LintSession.Refusal.self) { try LintSession(files: files).lint(request) }
        request.choices.onlyDevices = []
        request.baseline = "missing-baseline.json"
        #expect {
            try LintSession(files: files).lint(request)
        } throws: { error in
            guard case LintSession.Refusal.input(let errors) = error else { return false }
            return errors.map(\.file) == ["missing-baseline.json"]
        }
    }

    @Test func layoutAndReuseReadTheirFileFromTheSession() throws {
        let session = LintSession(files: MemoryFiles(try Self.project(), workingDirectory: "/project"))
        let layout = try session.layout(LintSession.LayoutRequest(file: "layouts/feed.json"))
        #expect(layout.errors.isEmpty && layout.json.contains(#""file": "layouts/feed.json""#))
        let reuse = try session.reuse(LintSession.ReuseRequest(file: "layouts/ads.json"))
        #expect(reuse.errors.isEmpty && reuse.rows.map(\.cell.type).contains("ad"))
        let missing = try session.layout(LintSession.LayoutRequest(file: "layouts/none.json"))
        #expect(missing.errors.map(\.file) == ["layouts/none.json"])
    }

    @Test func layoutAndReuseLayScreensOutAsTheConfigurationSays() throws {
        let files = MemoryFiles(try Self.project(), workingDirectory: "/project")
        files[".layoutlint.yml"] = Array("devices: [iPhone 15 Pro Max]\ncontentSizes: [accessibility1]\nreporter: json\n".utf8)
        let session = LintSession(files: files)
        var layout = LintSession.LayoutRequest(file: "layouts/feed.json")
        let configured = try session.layout(layout)
        #expect(configured.json.contains(#""device": "iPhone 15 Pro Max""#), "\(configured.json.prefix(300))")
        #expect(configured.json.contains(#""contentSize": "accessibility1""#))
        #expect(!configured.json.contains(#""device": "iPhone 15""#))
        layout.configuration = .none
        let plain = try session.layout(layout)
        #expect(!plain.json.contains("iPhone 15 Pro Max") && !plain.json.contains("accessibility1"))
        // Each list once per device: the configuration's text sizes are left out.
        let reuse = try session.reuse(LintSession.ReuseRequest(file: "layouts/ads.json"))
        #expect(reuse.errors.isEmpty)
        #expect(Set(reuse.rows.map(\.device)) == ["iPhone 15 Pro Max"])
        files[".layoutlint.yml"] = Array("maxWork: 1\n".utf8)
        let overBudget = try session.layout(LintSession.LayoutRequest(file: "layouts/feed.json"))
        #expect(overBudget.errors.map(\.message).contains { $0.contains("over the work budget of 1") }, "\(overBudget.errors)")
    }

    /// Records where `render` asks for each screen × device's pictures, drawing nothing.
    struct RecordingRenderer: PictureRenderer {
        func prepareForRender(_ options: inout AnalysisOptions) {}
        func prepareForReusePlots(_ options: inout AnalysisOptions) {}
        func renderAll(_ analysis: ScreenAnalysis, scale: Double?, root: String, folder: PictureFolder) throws(ArtifactFailure) -> [String]
        {
            [root + "/" + folder.path + "/frame-0.png"]
        }
        func reusePlots(
            _ lists: [ListReuse], screen: Screen, device: DeviceProfile, scale: Double, root: String, folder: PictureFolder
        ) throws(ArtifactFailure) -> [String] { [] }
    }

    @Test func renderGoesThroughTheSessionsPictureRenderer() throws {
        let session = LintSession(
            drawing: LintSession.Drawing(pictures: RecordingRenderer()),
            files: MemoryFiles(try Self.project(), workingDirectory: "/project"))
        var request = LintSession.RenderRequest(paths: ["layouts"], folder: "out")
        request.choices.onlyDevices = ["iPhone 15"]
        let outcome = try session.render(request)
        #expect(outcome.exitCode == 0 && outcome.errors.isEmpty)
        #expect(
            outcome.output == [
                "Feed with native ads on iPhone 15: 1 pictures in out/layouts-ads/feed-with-native-ads/iphone-15",
                "Today cards on iPhone 15: 1 pictures in out/layouts-cards/today-cards/iphone-15",
                "Home feed on iPhone 15: 1 pictures in out/layouts-feed/home-feed/iphone-15",
                "wrote 3 pictures to out (1 JSON file skipped: not layout documents)",
            ])
        // Without a renderer there is nothing to draw with.
        let none = try LintSession(files: MemoryFiles(try Self.project())).render(request)
        #expect(none.exitCode == 2)
    }
}
