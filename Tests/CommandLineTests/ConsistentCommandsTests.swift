import Foundation
import LayoutLintTestSupport
import Testing

/// Through the built executable: one picture-folder option in every command
/// (old names kept, hidden), `reuse` with limits, `--output` and JSON, `note:` for info
/// findings, paths as given or absolute, ASCII minus signs.
@Suite struct ConsistentCommandsTests {
    /// A reused list whose pool limit is far above need (an info finding).
    static let contacts = """
        {"screen": "Contacts", "devices": ["iPhone 15"], "root": {"id": "root", "background": "#FFFFFF", "children": [
          {"id": "contacts", "kind": "list", "style": {"flexGrow": 1},
           "list": {"cells": {"contact": {"height": 44}}, "rows": {"count": 200, "pattern": ["contact"]}, "poolLimit": {"contact": 40},
                    "scroll": [{"to": "end", "velocity": 3000}]}}
        ]}}
        """

    /// An image arriving without a reserved height: one shift, small pictures.
    static let post = """
        {"screen": "Post", "devices": ["iPhone 15"], "root": {"id": "root", "background": "#FFFFFF", "children": [
          {"id": "photo", "kind": "image", "image": {"hasAlpha": false}, "content": {"at": 500, "height": 200}},
          {"id": "caption", "kind": "label", "text": "Harbour", "background": "#FFFFFF", "style": {"height": 44}}
        ]}}
        """

    @Test func everyCommandTakesPicturesAndKeepsItsOldNameHidden() throws {
        let puzzle = Self.post
        let folder = try BinaryRunner.folder(["puzzle.json": puzzle, "contacts.json": Self.contacts])
        defer { try? FileManager.default.removeItem(at: folder) }
        let runs: [(arguments: [String], wrote: String)] = [
            (["lint", "puzzle.json", "--pictures", "a"], "a/puzzle/post/iphone-15/shift-1.png"),
            (["lint", "puzzle.json", "--artifacts", "b"], "b/puzzle/post/iphone-15/shift-1.png"),
            (["render", "puzzle.json", "--pictures", "c", "--scale", "0.25"], "c/puzzle/post/iphone-15/frame-0.png"),
            (["render", "puzzle.json", "--out", "d", "--scale", "0.25"], "d/puzzle/post/iphone-15/frame-0.png"),
            (["reuse", "contacts.json", "--pictures", "e"], "e/contacts/contacts/iphone-15/reuse-contacts.png"),
            (["reuse", "contacts.json", "--plot", "f"], "f/contacts/contacts/iphone-15/reuse-contacts.png"),
        ]
        for run in runs {
            guard let result = try BinaryRunner.run(run.arguments, in: folder) else { return }
            #expect(result.status != 2, "\(run.arguments): \(result.errors)")
            #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent(run.wrote).path), "\(run.arguments)")
        }
        for command in ["lint", "render", "reuse"] {
            guard let help = try BinaryRunner.run([command, "--help"], in: folder) else { return }
            #expect(help.output.contains("--pictures"), "\(command)")
            for old in ["--artifacts", "--out ", "--plot"] { #expect(!help.output.contains(old), "\(command) shows \(old)") }
        }
    }

    @Test func reuseHasLimitsOutputAndJSON() throws {
        let folder = try BinaryRunner.folder(["contacts.json": Self.contacts])
        defer { try? FileManager.default.removeItem(at: folder) }
        guard let json = try BinaryRunner.run(["reuse", "contacts.json", "--reporter", "json", "--output", "reuse.json"], in: folder),
            let limited = try BinaryRunner.run(["reuse", "contacts.json", "--max-rows", "100"], in: folder)
        else { return }
        #expect(json.status == 0 && json.output.isEmpty)
        let data = try Data(contentsOf: folder.appendingPathComponent("reuse.json"))
        let document = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let row = try #require((document["lists"] as? [[String: Any]])?.first)
        #expect(row["list"] as? String == "contacts" && row["poolLimit"] as? Int == 40 && row["defaultScroll"] as? Bool == false)
        #expect(limited.status == 2)
        #expect(limited.errors.contains("100"), "\(limited.errors)")
    }

    @Test func infoFindingsAreNotesAndPathsAreAsGivenOrAbsolute() throws {
        let folder = try BinaryRunner.folder(["screens/contacts.json": Self.contacts])
        defer { try? FileManager.default.removeItem(at: folder) }
        guard let given = try BinaryRunner.run(["lint", "./screens/../screens/contacts.json"], in: folder),
            let absolute = try BinaryRunner.run(["lint", "screens", "--absolute-paths"], in: folder)
        else { return }
        #expect(
            given.output.hasPrefix("./screens/../screens/contacts.json:2:3: note: poolLimit.contact of 'contacts' is 40"), "\(given.output)"
        )
        #expect(given.errors.contains("1 finding (0 errors, 0 warnings and 1 info)"), "\(given.errors)")
        let path = folder.appendingPathComponent("screens/contacts.json").standardizedFileURL.path
        #expect(absolute.output.hasPrefix("\(path):2:3: note: "), "\(absolute.output)")
    }

    @Test func movesUseASCIIMinusSigns() throws {
        let folder = try BinaryRunner.folder(["puzzle.json": try TimelineLint.layoutFile("daily-puzzle.json")])
        defer { try? FileManager.default.removeItem(at: folder) }
        guard let result = try BinaryRunner.run(["lint", "puzzle.json"], in: folder) else { return }
        #expect(result.output.contains("by dy -5.3 at 1200ms"), "\(result.output)")
        #expect(!result.output.contains("\u{2212}"))
    }
}

/// `--device` restricts to a screen's own devices, `--add-device` adds others (built-in or
/// inline profiles), through the built executable.
@Suite struct DeviceOptionTests {
    static let screen = """
        {"screen": "Home", "devices": ["iPhone SE (3rd generation)", "iPhone 15"], "root": {"id": "root", "background": "#FFFFFF", "children": [
          {"id": "title", "kind": "label", "text": "Home", "background": "#FFFFFF", "style": {"height": 44}}
        ]}}
        """

    static func runs(_ result: BinaryRunner.Result) -> String? {
        result.errors.split(separator: "\n").first { $0.hasPrefix("layoutlint: ") }.map { String($0.split(separator: ",")[1]) }
    }

    @Test func deviceRestrictsAndAddDeviceExtends() throws {
        let folder = try BinaryRunner.folder(["home.json": Self.screen])
        defer { try? FileManager.default.removeItem(at: folder) }
        let pixel = #"{"name": "Pixel 7", "width": 412, "height": 915, "scale": 2.625}"#
        guard let only = try BinaryRunner.run(["lint", "home.json", "--device", "iPhone 15"], in: folder),
            let added = try BinaryRunner.run(
                ["lint", "home.json", "--add-device", pixel, "--add-device", "iPhone 15 Pro Max"], in: folder),
            let addedOnly = try BinaryRunner.run(["lint", "home.json", "--add-device", pixel, "--device", pixel], in: folder),
            let absent = try BinaryRunner.run(["lint", "home.json", "--device", "iPhone 15 Pro Max"], in: folder),
            let unknown = try BinaryRunner.run(["lint", "home.json", "--add-device", "Pixel 7"], in: folder),
            let broken = try BinaryRunner.run(["lint", "home.json", "--add-device", #"{"name": "Pixel 7", "width": 412}"#], in: folder)
        else { return }
        #expect(Self.runs(only) == " 1 screen × device run")
        #expect(Self.runs(added) == " 4 screen × device runs")
        #expect(Self.runs(addedOnly) == " 1 screen × device run")
        #expect(absent.status == 2)
        #expect(absent.errors.contains("no screen lists iPhone 15 Pro Max; --device picks among a screen's own devices, --add-device"))
        #expect(unknown.status == 2)
        #expect(
            unknown.errors.contains(#"unknown device "Pixel 7""#) && unknown.errors.contains(#"--add-device '{"name": "Pixel 7", "width""#),
            "\(unknown.errors)")
        #expect(broken.status == 2)
        #expect(broken.errors.contains(#"missing the required key "height""#), "\(broken.errors)")
    }
}

/// Through the built executable: today's iPhones and iPads, their refresh
/// rates, and landscape variants selectable by name.
@Suite struct DevicesOfTodayTests {
    @Test func devicesListsTheLineUpWithRefreshRatesAndLandscapeVariants() throws {
        let folder = try BinaryRunner.folder(["home.json": DeviceOptionTests.screen])
        defer { try? FileManager.default.removeItem(at: folder) }
        guard let table = try BinaryRunner.run(["devices"], in: folder),
            let all = try BinaryRunner.run(["devices", "--landscape"], in: folder),
            let turned = try BinaryRunner.run(
                ["layout", "home.json", "--add-device", "iPhone 17 Pro landscape", "--device", "iPhone 17 Pro landscape"], in: folder)
        else { return }
        let rows = table.output.split(separator: "\n").map {
            $0.split(separator: " ", omittingEmptySubsequences: true).joined(separator: " ")
        }
        #expect(rows.contains("iPhone 17 Pro 402×874 @3x 1206×2622 62/34/0 120 Hz"), "\(table.output)")
        #expect(rows.contains("iPhone 16e 390×844 @3x 1170×2532 47/34/0 60 Hz"))
        #expect(rows.contains("iPad Pro 13-inch 1032×1376 @2x 2064×2752 24/20/0 120 Hz"))
        #expect(table.output.contains("add \" landscape\" to its name"))
        let landscapeRows = all.output.split(separator: "\n").map {
            $0.split(separator: " ", omittingEmptySubsequences: true).joined(separator: " ")
        }
        #expect(landscapeRows.contains("iPhone 17 Pro landscape 874×402 @3x 2622×1206 0/21/62 120 Hz"), "\(all.output)")
        #expect(turned.status == 0, "\(turned.errors)")
        #expect(turned.output.contains("\"iPhone 17 Pro landscape\""), "\(turned.output.prefix(300))")
        #expect(turned.output.contains("[0, 0, 874, 402]"), "\(turned.output.prefix(600))")
    }
}
