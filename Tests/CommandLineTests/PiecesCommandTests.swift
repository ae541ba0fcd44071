import Foundation
import LayoutLintTestSupport
import Testing

/// `layoutlint lint` on a screen whose main thread is busy for 3 s during a swipe, run as a
/// user runs it: in one block it is a hang and an error on a 60 Hz and a 120 Hz phone; written
/// as 400 pieces of 7.5 ms that yield to the run loop, the same screen lints clean.
@Suite struct PiecesCommandTests {
    static func screen(_ work: String) -> String {
        """
        {"screen": "Library", "devices": ["iPhone 15", "iPhone 15 Pro Max"],
         "root": {"id": "root", "background": "#FFFFFF", "children": [{"id": "shelf", "background": "#FFFFFF", "style": {"height": 300}}]},
         "timeline": [
           {"at": 500, "gesture": "shelf", "duration": 3000},
           \(work)
         ]}
        """
    }

    static let files = [
        "whole.json": screen(#"{"at": 500, "work": "migrate", "duration": 3000, "thread": "main"}"#),
        "pieces.json": screen(#"{"at": 500, "work": "migrate", "duration": 3000, "thread": "main", "pieces": 400}"#),
        "response.json": screen(#"{"at": 1000, "request": "thumbs", "duration": 200, "onMain": {"pieces": 4, "each": 8}}"#),
        "bad.json": screen(#"{"at": 500, "work": "migrate", "duration": 3000, "thread": "background", "pieces": 400}"#),
    ]

    /// The `metrics` of `lint --reporter json`, by device.
    static func metrics(_ output: String) throws -> [String: [String: Any]] {
        let json = try #require(try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any])
        let rows = try #require(json["metrics"] as? [[String: Any]])
        return Dictionary(uniqueKeysWithValues: rows.compactMap { row in (row["device"] as? String).map { ($0, row) } })
    }

    @Test func piecesTurnAHangIntoACleanScreen() throws {
        let folder = try BinaryRunner.folder(Self.files)
        defer { try? FileManager.default.removeItem(at: folder) }

        guard let whole = try BinaryRunner.run(["lint", "whole.json"], in: folder) else { return }
        #expect(whole.status == 1, "\(whole.output) \(whole.errors)")
        let hitch = whole.output.split(separator: "\n").filter { $0.hasSuffix("[main-thread-hitch]") }
        // One error at the work, on both phones (their hitch times as a range), opening with the hang.
        #expect(
            hitch.count == 1 && hitch.allSatisfy { $0.hasPrefix("whole.json:5:4: error: 'migrate' hangs the main thread for 3000ms") },
            "\(whole.output)")
        #expect(hitch.first?.contains("on iPhone 15 and iPhone 15 Pro Max") == true, "\(whole.output)")
        guard let wholeJSON = try BinaryRunner.run(["lint", "whole.json", "--reporter", "json"], in: folder) else { return }
        let blocked = try Self.metrics(wholeJSON.output)
        for device in ["iPhone 15", "iPhone 15 Pro Max"] {
            #expect(blocked[device]?["hangs"] as? Int == 1 && blocked[device]?["longestMainBlockMs"] as? Double == 3000, "\(device)")
        }

        guard let pieces = try BinaryRunner.run(["lint", "pieces.json", "--reporter", "json"], in: folder) else { return }
        #expect(pieces.status == 0, "\(pieces.output) \(pieces.errors)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(pieces.output.utf8)) as? [String: Any])
        #expect((json["findings"] as? [Any])?.isEmpty == true, "\(pieces.output)")
        let split = try Self.metrics(pieces.output)
        for device in ["iPhone 15", "iPhone 15 Pro Max"] {
            #expect(split[device]?["hangs"] as? Int == 0, "\(device)")
            #expect(split[device]?["longestMainBlockMs"] as? Double == 7.5, "\(device)")
            #expect(split[device]?["hitchMsPerS"] as? Double == 0, "\(device)")
        }

        // 4 pieces of 8 ms of response work during the swipe: no frame missed at 60 or 120 Hz.
        guard let response = try BinaryRunner.run(["lint", "response.json"], in: folder) else { return }
        #expect(response.status == 0 && !response.output.contains("[main-thread-hitch]"), "\(response.output)")
    }

    @Test func piecesOnBackgroundWorkAreAnInputErrorAtTheKey() throws {
        let folder = try BinaryRunner.folder(Self.files)
        defer { try? FileManager.default.removeItem(at: folder) }
        guard let bad = try BinaryRunner.run(["lint", "bad.json"], in: folder) else { return }
        #expect(bad.status == 2)
        let line =
            "bad.json:5:77: error: \"pieces\" only applies to main-thread work; background work runs in parallel and never holds up a frame, so remove \"pieces\" or run the work on \"main\""
        #expect((bad.output + bad.errors).contains(line), "\(bad.output) \(bad.errors)")
    }
}
