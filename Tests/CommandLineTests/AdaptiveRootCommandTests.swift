import Foundation
import LayoutLintTestSupport
import Testing

/// An adaptive width or height on the root of any tree — the screen's, one a `set` or
/// `arrive` event gives it, the launch screen's, a cell template's — once read past the
/// engine's table of adaptive sizes (a trap in debug builds, a crash or garbage in release
/// builds). Every command runs on each, through the binary.
@Suite struct AdaptiveRootCommandTests {
    static let inputs = [
        "adaptive-root-screen", "adaptive-root-set", "adaptive-root-arrive", "adaptive-root-launch-screen",
        "adaptive-root-cell-template",
    ]

    static func file(_ name: String) -> String {
        Repository.url("Tests/FuzzRegressions").appendingPathComponent("\(name).json").path
    }

    @Test(arguments: inputs)
    func everyCommandRunsOnIt(name: String) throws {
        let folder = try BinaryRunner.folder([:])
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = Self.file(name)
        let pictures = folder.appendingPathComponent("pictures").path
        // Text lint and render print their summaries on standard error.
        let runs: [(arguments: [String], statuses: Set<Int32>, prints: Bool)] = [
            (["lint", path], [0, 1], false),
            (["lint", path, "--reporter", "json", "--pictures", pictures], [0, 1], true),
            (["layout", path], [0], true),
            (["render", path, "--pictures", pictures], [0], false),
            (["reuse", path, "--pictures", pictures], [0], true),
        ]
        for run in runs {
            let result = try #require(try BinaryRunner.run(run.arguments, in: folder))
            #expect(
                run.statuses.contains(result.status), "\(run.arguments.joined(separator: " ")): exit \(result.status)\n\(result.errors)")
            #expect(!run.prints || !result.output.isEmpty, "\(run.arguments.joined(separator: " ")) printed nothing")
        }
    }

    /// The root's adaptive sizes resolve against the device, its containing block: a banner
    /// height on a 393 pt wide iPhone 15 is round(393 × 50 / 320) = 61 pt.
    @Test func theRootResolvesAgainstTheDevice() throws {
        let folder = try BinaryRunner.folder([:])
        defer { try? FileManager.default.removeItem(at: folder) }
        func rootFrames(_ name: String, _ id: String = "root") throws -> [[Double]] {
            let result = try #require(try BinaryRunner.run(["layout", Self.file(name)], in: FileManager.default.temporaryDirectory))
            #expect(result.status == 0, "\(result.errors)")
            let json = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
            let screens = try #require(json["screens"] as? [[String: Any]])
            let devices = try #require(screens.first?["devices"] as? [[String: Any]])
            let frames = try #require(devices.first?["frames"] as? [[String: Any]])
            return try frames.map { frame in
                let nodes = try #require(frame["nodes"] as? [String: Any])
                let node = try #require(nodes[id] as? [String: Any])
                return try #require(node["absolute"] as? [Double])
            }
        }
        #expect(try rootFrames("adaptive-root-screen") == [[0, 0, 393, 61]])
        // 0 ms: the device; 100 ms: the table's step at 300 for 393 wide gives 200 pt, and the
        // minimum height is the width (ratio 1).
        #expect(try rootFrames("adaptive-root-set") == [[0, 0, 393, 852], [0, 0, 200, 852]])
        // 100 ms: height 393 / 0.5; 200 ms: the banner's width for 393 (61), height 61 / 0.5.
        #expect(try rootFrames("adaptive-root-arrive") == [[0, 0, 393, 852], [0, 0, 393, 786], [0, 0, 61, 122]])
    }
}
