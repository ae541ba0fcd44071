import Foundation
import LayoutLintTestSupport
import Testing

@testable import LayoutLintPictures

/// Through the built executable: `offscreen-render` findings are explained by
/// `offscreen.png`, a frame with each offscreen pass marked, numbered and keyed.
@Suite struct OffscreenPictureTests {
    /// A 361×120 pt card at (16, 16) on iPhone 15 (@3x), rounded and clipping: one offscreen pass.
    static let card = """
        {"screen": "Card", "devices": ["iPhone 15"], "root": {"id": "root", "background": "#F2F2F7", "style": {"padding": 16}, "children": [
          {"id": "card", "background": "#FFFFFF", "cornerRadius": 12, "clipsToBounds": true, "style": {"height": 120}}
        ]}}
        """
    /// The same card without clipping: no offscreen pass.
    static let plainCard = card.replacingOccurrences(of: #", "clipsToBounds": true"#, with: "")

    static func cardsExample() throws -> String {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        return try String(contentsOf: root.appendingPathComponent("layouts/cards.json"), encoding: .utf8)
    }

    func isMarker(_ pixel: Pixel?) -> Bool {
        guard let pixel else { return false }
        return close(pixel, opaque(217, 0, 191), tolerance: 6)
    }

    /// Magenta-tinted: red and blue well above green.
    func isTinted(_ pixel: Pixel?) -> Bool {
        guard let pixel else { return false }
        return Int(pixel.red) - Int(pixel.green) > 40 && Int(pixel.blue) - Int(pixel.green) > 40
    }

    @Test func lintPicturesMarkTheOffscreenPassAndFindingsNameIt() throws {
        let folder = try BinaryRunner.folder(["card.json": Self.card, "cards.json": try Self.cardsExample()])
        defer { try? FileManager.default.removeItem(at: folder) }
        guard let result = try BinaryRunner.run(["lint", "card.json", "cards.json", "--pictures", "out", "--reporter", "json"], in: folder)
        else { return }
        let document = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
        let findings = try #require(document["findings"] as? [[String: Any]]).filter { $0["ruleId"] as? String == "offscreen-render" }
        let picture = "out/card/card/iphone-15/offscreen.png", cards = "out/cards/today-cards/iphone-15/offscreen.png"
        // The card, and the example's rounded, shadowed and translucent cards: each finding names its screen's picture.
        #expect(findings.count == 4, "\(result.output)")
        for finding in findings {
            let file = finding["file"] as? String
            #expect(finding["pictures"] as? [String] == [file == "card.json" ? picture : cards], "\(finding)")
        }
        let indexData = try Data(contentsOf: folder.appendingPathComponent("out/index.json"))
        let index = try #require(try JSONSerialization.jsonObject(with: indexData) as? [String: Any])
        let entries = try #require(index["pictures"] as? [[String: Any]])
        let entry = try #require(entries.first { $0["path"] as? String == picture })
        #expect((entry["findings"] as? [[String: Any]])?.compactMap { $0["ruleId"] as? String } == ["offscreen-render"])
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent(cards).path))

        // At @3x: the card's outline (3 pt inside its edge) is the marker colour, its inside
        // tinted, the background around it not.
        let png = try Canvas(png: [UInt8](try Data(contentsOf: folder.appendingPathComponent(picture))))
        #expect(png.pixelWidth == 1179 && png.pixelHeight > 2556)
        #expect(isMarker(png.pixel(x: 3 * 16 + 4, y: 3 * 76)))
        #expect(isMarker(png.pixel(x: 3 * 200, y: 3 * 134 + 4)))
        #expect(isTinted(png.pixel(x: 3 * 200, y: 3 * 90)))
        #expect(!isTinted(png.pixel(x: 3 * 8, y: 3 * 76)) && !isTinted(png.pixel(x: 3 * 200, y: 3 * 300)))
        // Its number's badge, in the card's top-left corner.
        #expect(isMarker(png.pixel(x: 3 * (16 + 11 - 6), y: 3 * (16 + 11))))
    }

    @Test func renderDrawsOffscreenPngOnlyForFramesWithOffscreenPasses() throws {
        let folder = try BinaryRunner.folder(["card.json": Self.card, "plain.json": Self.plainCard])
        defer { try? FileManager.default.removeItem(at: folder) }
        guard let result = try BinaryRunner.run(["render", "card.json", "plain.json", "--pictures", "out", "--scale", "1"], in: folder)
        else { return }
        #expect(result.status == 0, "\(result.errors)")
        let out = folder.appendingPathComponent("out")
        #expect(FileManager.default.fileExists(atPath: out.appendingPathComponent("card/card/iphone-15/offscreen.png").path))
        #expect(FileManager.default.fileExists(atPath: out.appendingPathComponent("plain/card/iphone-15/blend.png").path))
        #expect(!FileManager.default.fileExists(atPath: out.appendingPathComponent("plain/card/iphone-15/offscreen.png").path))
        let png = try Canvas(png: [UInt8](try Data(contentsOf: out.appendingPathComponent("card/card/iphone-15/offscreen.png"))))
        #expect(isMarker(png.pixel(x: 17, y: 76)))
    }
}
