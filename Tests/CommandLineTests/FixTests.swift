import Foundation
import LayoutLintTestSupport
import LayoutModel
import Testing

@testable import LayoutLintKit

/// Fix-its: findings carry a machine-applicable edit; `lint --fix` applies them changing only
/// the edited values; the text reporter prints them and SARIF carries them.
@Suite struct FixTests {
    static let screen = Fixtures.fixable
    static let fixed = Fixtures.fixed

    @Test func fixChangesOnlyTheEditedValuesAndTheFindingsGo() throws {
        let folder = try BinaryRunner.folder(["home.json": Self.screen])
        defer { try? FileManager.default.removeItem(at: folder) }
        guard let before = try BinaryRunner.run(["lint", "home.json", "--color", "never"], in: folder),
            let fixing = try BinaryRunner.run(["lint", "home.json", "--fix", "--color", "never"], in: folder),
            let after = try BinaryRunner.run(["lint", "home.json", "--color", "never"], in: folder)
        else { return }
        #expect(before.status == 1)
        #expect(
            before.output.contains("home.json:3:5: note: fix: set background to \"#FFFFFF\" (`layoutlint lint --fix` applies it)"),
            "\(before.output)")
        #expect(before.output.contains("home.json:4:5: note: fix: set style.height to 90"))
        #expect(before.output.contains("home.json:5:5: note: fix: set list.reuse to true"))
        // Both devices propose the same three fixes: three findings, each counted once.
        #expect(fixing.errors.contains("layoutlint: fixed 3 findings in 1 file"), "\(fixing.errors)")
        #expect(try String(contentsOf: folder.appendingPathComponent("home.json"), encoding: .utf8) == Self.fixed)
        #expect(fixing.status == 0 && fixing.output.isEmpty, "\(fixing.output)")
        #expect(after.status == 0 && after.output.isEmpty, "\(after.output)")
    }

    @Test func blockingLaunchWorkMovesAfterTheFirstFrame() throws {
        let screen = """
            {"screen": "Word game", "devices": ["iPhone 15"], "root": {"id": "root", "children": [{"id": "board"}]},
             "timeline": [
               {"at": 0, "work": "loadBoard", "duration": 100, "thread": "main", "essential": true},
               {"at": 0, "work": "MobileAds.start", "duration": 3000, "thread": "main"},
               {"at": 0, "work": "Analytics.configure", "duration": 400, "thread": "main", "after": ["loadBoard"]}
             ]}
            """
        let folder = try BinaryRunner.folder(["game.json": screen])
        defer { try? FileManager.default.removeItem(at: folder) }
        guard let before = try BinaryRunner.run(["lint", "game.json", "--color", "never"], in: folder),
            let fixing = try BinaryRunner.run(["lint", "game.json", "--fix", "--color", "never"], in: folder)
        else { return }
        // The complete fix: after the first frame and off the main thread, so no hang follows.
        #expect(
            before.output.contains("game.json:4:4: note: fix: set after to [\"firstFrame\"] and thread to \"background\""),
            "\(before.output)")
        #expect(
            before.output.contains("game.json:5:4: note: fix: set after to [\"loadBoard\", \"firstFrame\"] and thread to \"background\""),
            "\(before.output)")
        let fixed = try String(contentsOf: folder.appendingPathComponent("game.json"), encoding: .utf8)
        #expect(
            fixed
                == screen
                .replacingOccurrences(
                    of: "\"duration\": 3000, \"thread\": \"main\"},",
                    with: "\"duration\": 3000, \"thread\": \"background\", \"after\": [\"firstFrame\"]},"
                )
                .replacingOccurrences(
                    of: "\"duration\": 400, \"thread\": \"main\", \"after\": [\"loadBoard\"]}",
                    with: "\"duration\": 400, \"thread\": \"background\", \"after\": [\"loadBoard\", \"firstFrame\"]}"))
        #expect(fixing.status == 0 && fixing.output.isEmpty, "\(fixing.output)")
        #expect(!fixing.output.contains("blocking-launch-work"), "\(fixing.output)")
    }
}
