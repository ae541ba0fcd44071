import Foundation
import LayoutLintTestSupport
import Testing

/// `--pictures` on a feed whose images arrive after their cells appear, through the built
/// executable: `lint` draws a diagram of each shift inside the list that a finding reports,
/// names its rows in the picture's description and links it in `index.json`; `reuse` and
/// `render` draw the reuse plot with its scroll track and the frames.
@Suite struct ListPicturesCommandTests {
    static let pictures = "pictures/feed/feed/iphone-15"

    /// The PNG files in `folder`, sorted.
    static func files(_ folder: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".png") }.sorted()
    }

    @Test func lintDrawsEachShiftInsideTheListAndNamesItsRows() throws {
        let folder = try BinaryRunner.folder(["feed.json": Fixtures.imageFeed])
        defer { try? FileManager.default.removeItem(at: folder) }
        let lint = try #require(try BinaryRunner.run(["lint", "--pictures", "pictures", "feed.json"], in: folder))
        #expect(lint.status == 1, "\(lint.errors)")
        let out = folder.appendingPathComponent(Self.pictures)
        let written = try Self.files(out)
        let shifts = written.filter { $0.hasPrefix("cell-shift-") }
        // One per image cell type, at least (the worst shift of all may be another one).
        #expect(shifts.count >= 3, "\(written)")
        for file in shifts {
            let png = [UInt8](try Data(contentsOf: out.appendingPathComponent(file)))
            let description = try #require(PNGText.value("Description", in: png), "\(file) says nothing")
            let row = try #require(file.split(separator: "-").dropFirst(4).first)
            #expect(description.hasPrefix("Layout shift inside list 'feed' on \"Feed\" · iPhone 15 · at "))
            #expect(description.contains("cause: row \(row) (cell '"))
            #expect(
                description.range(of: #"moved: rows \d+–\d+ down \d+(\.\d+)? pt"#, options: .regularExpression) != nil, "\(description)")
        }
        // The finding on the photo cells cites, on iPhone 15, the rows its picture names.
        let photo = try #require(lint.output.split(separator: "\n").first { $0.contains("'photo' in cell 'photo'") })
        let cited = try #require(
            photo.firstMatch(of: /and row (\d+) 'photo' content arrived \([^)]*\) and moved (rows \d+–\d+) by [^;]*;[^;]*on iPhone 15/))
        let descriptions = try shifts.map { file in
            PNGText.value("Description", in: [UInt8](try Data(contentsOf: out.appendingPathComponent(file)))) ?? ""
        }
        #expect(
            descriptions.contains { $0.contains("cause: row \(cited.1) (cell 'photo')") && $0.contains("moved: \(cited.2) down") },
            "\(descriptions)")
        let index = try String(contentsOf: folder.appendingPathComponent("pictures/index.json"), encoding: .utf8)
        for file in shifts { #expect(index.contains("\(Self.pictures)/\(file)")) }
        #expect(index.contains("\"ruleId\": \"unreserved-slot\""))
    }

    @Test func reuseAndRenderDrawTheScrollTrackAndTheFrames() throws {
        let folder = try BinaryRunner.folder(["feed.json": Fixtures.imageFeed])
        defer { try? FileManager.default.removeItem(at: folder) }
        let reuse = try #require(try BinaryRunner.run(["reuse", "feed.json", "--pictures", "pictures"], in: folder))
        #expect(reuse.status == 0, "\(reuse.errors)")
        #expect(try Self.files(folder.appendingPathComponent(Self.pictures)) == ["reuse-feed.png"])
        let render = try #require(try BinaryRunner.run(["render", "feed.json", "--pictures", "rendered"], in: folder))
        #expect(render.status == 0, "\(render.errors)")
        let rendered = try Self.files(folder.appendingPathComponent("rendered/feed/feed/iphone-15"))
        #expect(rendered.contains("frame-0.png") && rendered.contains("reuse-feed.png"))
        #expect(rendered.contains { $0.hasPrefix("cell-shift-feed-row-") })
    }
}
