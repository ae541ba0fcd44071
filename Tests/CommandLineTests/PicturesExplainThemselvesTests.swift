import Foundation
import LayoutLintTestSupport
import LayoutModel
import Testing

@testable import LayoutLintKit
@testable import LayoutLintPictures

/// Through the built executable: frame pictures mark what they show (reserved
/// slots whose content has not arrived, small nodes numbered with a key), and maps are drawn
/// for the frame their findings describe.
@Suite struct PicturesExplainThemselvesTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// The PNG at `path` under `folder`, decoded.
    static func picture(_ folder: URL, _ path: String) throws -> Canvas {
        try Canvas(png: [UInt8](try Data(contentsOf: folder.appendingPathComponent(path))))
    }

    /// The runs of hatch-coloured pixels along row `y` from `x0` to `x1` (pixels): each pixel is
    /// counted as hatch when it is nearer the hatch colour than the reserved fill.
    static func hatchRuns(_ canvas: Canvas, y: Int, from x0: Int, to x1: Int) -> Int {
        func distance(_ p: Pixel, _ c: RGBA) -> Double {
            let r = Double(p.red) - c.red * 255, g = Double(p.green) - c.green * 255, b = Double(p.blue) - c.blue * 255
            return r * r + g * g + b * b
        }
        var runs = 0
        var inRun = false
        for x in x0...x1 {
            guard let pixel = canvas.pixel(x: x, y: y) else { continue }
            let hatch =
                distance(pixel, RenderPalette.reservedHatch) < distance(pixel, RenderPalette.reservedFill)
                && distance(pixel, RenderPalette.reservedHatch) < 40 * 40
            if hatch, !inRun { runs += 1 }
            inRun = hatch
        }
        return runs
    }

    @Test func aReservedSlotIsHatchedUntilItsContentArrives() throws {
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("layoutlint-hatch-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: out) }
        guard
            let result = try BinaryRunner.run(
                ["render", "layouts/daily-puzzle.json", "--device", "iPhone 15", "--scale", "1", "--out", out.path], in: Self.root)
        else { return }
        #expect(result.status == 0, "\(result.errors)")
        // Where the banner is before and after its content arrives at 1200 ms.
        let linter = Linter()
        let document = try #require(linter.load(file: Self.root.appendingPathComponent("layouts/daily-puzzle.json").path).document)
        let device = try #require(DeviceProfile.named("iPhone 15"))
        let analysis = try linter.analyze(try #require(document.screens.first), on: device, file: "layouts/daily-puzzle.json")
        let frames = analysis.timeline.frames
        let first = try #require(frames.first), last = try #require(frames.last)
        #expect(first.atMs == 0 && last.atMs == 1200)
        let before = try #require(first["banner"]?.frame), after = try #require(last["banner"]?.frame)
        let folder = "layouts-daily-puzzle/daily-puzzle/iphone-15/"
        // 4 pt below the top edge, away from the outline and the "Ad" text: hatch lines one
        // every 6 pt across the slot at 0 ms; none once the banner has arrived.
        let empty = try Self.picture(out, folder + "frame-0.png")
        let runs = Self.hatchRuns(empty, y: Int(before.y + 4), from: Int(before.x + 3), to: Int(before.maxX - 3))
        #expect(runs >= 30, "\(runs) hatch lines across the empty banner slot")
        let arrived = try Self.picture(out, folder + "frame-1200.png")
        #expect(Self.hatchRuns(arrived, y: Int(after.y + 4), from: Int(after.x + 3), to: Int(after.maxX - 3)) == 0)
        // The arrived ad's own fill (its id's tag sits at the left).
        #expect(arrived.pixel(x: Int(after.maxX - 10), y: Int(after.y + 4)) == Pixel(red: 255, green: 217, blue: 115, alpha: 255))
    }

    /// A screen with one red node of `size` × `size` pt at (100, 100) pt.
    static func dot(size: Int) -> String {
        """
        {"screen": "Dots", "devices": ["iPhone 15"], "root": {"id": "root", "background": "#FFFFFF", "children": [
          {"id": "dot", "background": "#FF0000", "style": {"width": \(size), "height": \(size), "marginTop": 100, "marginLeft": 100}}
        ]}}
        """
    }

    @Test func aNodeTooSmallForItsIdIsNumberedAndListedInTheKey() throws {
        let folder = try BinaryRunner.folder(["small.json": Self.dot(size: 10), "large.json": Self.dot(size: 40)])
        defer { try? FileManager.default.removeItem(at: folder) }
        for file in ["small.json", "large.json"] {
            guard let result = try BinaryRunner.run(["render", file, "--scale", "1", "--out", "out"], in: folder) else { return }
            #expect(result.status == 0, "\(result.errors)")
        }
        let small = try Self.picture(folder, "out/small/dots/iphone-15/frame-0.png")
        let large = try Self.picture(folder, "out/large/dots/iphone-15/frame-0.png")
        // The 10 pt dot carries the number's dark-blue tag at its left edge; the 40 pt one its
        // id's light tag and red below it.
        #expect(close(small.pixel(x: 100, y: 106), Pixel(red: 26, green: 64, blue: 153, alpha: 255)))
        #expect(large.pixel(x: 100, y: 106) == Pixel(red: 255, green: 0, blue: 0, alpha: 255))
        #expect(large.pixel(x: 103, y: 108).map { $0.blue > 150 && $0.green > 150 } == true)
        #expect(large.pixel(x: 120, y: 130) == Pixel(red: 255, green: 0, blue: 0, alpha: 255))
        // The key adds one row (18 pt) to the band under the small dot's frame.
        #expect(small.pixelHeight == large.pixelHeight + 18)
        // The key reads "1 = dot".
        var linter = Linter()
        linter.options.analysis = linter.options.analysis.forPictures
        let document = try #require(linter.load(file: folder.appendingPathComponent("small.json").path).document)
        let analysis = try linter.analyze(
            try #require(document.screens.first), on: try #require(DeviceProfile.named("iPhone 15")), file: "small.json")
        let pictures = ScreenPictures(analysis)
        var painter = FramePainter(scale: 1)
        painter.numbers = true
        #expect(try painter.renderKeyed(try #require(pictures.frames.first).frame).key == ["dot"])
    }

    /// A label without a background over white from the start, and an image with alpha that
    /// arrives at 1200 ms without a reserved slot (so it is not drawn before).
    static let post = """
        {"screen": "Post", "devices": ["iPhone 15"], "root": {"id": "root", "background": "#FFFFFF", "children": [
          {"id": "title", "kind": "label", "text": "Harbour", "style": {"height": 44}},
          {"id": "photo", "kind": "image", "content": {"at": 1200, "height": 200}}
        ]}}
        """

    @Test func eachMapFindingNamesTheMapOfItsOwnFrame() throws {
        let folder = try BinaryRunner.folder(["post.json": Self.post])
        defer { try? FileManager.default.removeItem(at: folder) }
        guard let result = try BinaryRunner.run(["lint", "post.json", "--pictures", "out", "--reporter", "json"], in: folder) else {
            return
        }
        let document = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
        let findings = try #require(document["findings"] as? [[String: Any]])
        func pictures(_ rule: String) -> [String]? {
            findings.first { $0["ruleId"] as? String == rule }?["pictures"] as? [String]
        }
        let early = "out/post/post/iphone-15/blend.png", late = "out/post/post/iphone-15/blend-1200.png"
        // The clear label is blamed at the first frame; the image and the blended area at 1200 ms.
        #expect(pictures("clear-background") == [early], "\(findings)")
        #expect(pictures("image-alpha") == [late], "\(findings)")
        #expect(pictures("blended-layers") == [late], "\(findings)")
        // The photo lies at 44…244 pt: at (196, 150) pt, (588, 450) px at @3x, the map of 1200 ms
        // shows one blended layer over the opaque root (60 % red); the first frame's has no photo
        // yet, only the opaque root (green).
        let blended = try Self.picture(folder, late), first = try Self.picture(folder, early)
        #expect(close(blended.pixel(x: 588, y: 450), Pixel(red: 153, green: 0, blue: 0, alpha: 255)))
        #expect(close(first.pixel(x: 588, y: 450), Pixel(red: 0, green: 199, blue: 0, alpha: 255)))
    }

    @Test func theOverdrawMapUsesOnlyTheColoursOfItsKey() throws {
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("layoutlint-overdraw-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: out) }
        guard
            let result = try BinaryRunner.run(
                ["render", "layouts/daily-puzzle.json", "--device", "iPhone 15", "--scale", "1", "--out", out.path], in: Self.root)
        else { return }
        #expect(result.status == 0, "\(result.errors)")
        let keyColours = Set(
            PictureCaption.overdrawLegend.map { entry in
                Pixel(
                    red: UInt8((entry.color.red * 255).rounded()), green: UInt8((entry.color.green * 255).rounded()),
                    blue: UInt8((entry.color.blue * 255).rounded()), alpha: 255)
            })
        #expect(keyColours.count == 5)
        for file in ["overdraw.png", "overdraw-1200.png"] {
            let map = try Self.picture(out, "layouts-daily-puzzle/daily-puzzle/iphone-15/" + file)
            // The map area: the 393×852 pt screen above the caption band.
            var outside: Set<Pixel> = []
            for y in 0..<852 {
                for x in 0..<393 {
                    if let pixel = map.pixel(x: x, y: y), !keyColours.contains(pixel) { outside.insert(pixel) }
                }
            }
            #expect(outside.isEmpty, "\(file): \(outside.count) colours not in the key, e.g. \(Array(outside.prefix(5)))")
            // And the map is not blank: the board is painted at least twice.
            #expect(map.pixel(x: 196, y: 400) != Pixel(red: 255, green: 255, blue: 255, alpha: 255))
        }
    }

    /// A long screen and device name: the caption's title breaks after the device and shrinks
    /// to fit, so nothing is cut off at the picture's right edge.
    @Test func aLongTitleFitsTheCaption() throws {
        let name = "Account settings and notification preferences (signed in)"
        let folder = try BinaryRunner.folder([
            "long.json":
                ##"{"screen": "\##(name)", "devices": ["iPhone SE (3rd generation)"], "root": {"id": "r", "background": "#FFFFFF"}}"##
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        guard let result = try BinaryRunner.run(["render", "long.json", "--scale", "1", "--pictures", "out"], in: folder) else { return }
        #expect(result.status == 0, "\(result.errors)")
        let files = try FileManager.default.subpathsOfDirectory(atPath: folder.appendingPathComponent("out").path).filter {
            $0.hasSuffix("/blend.png")
        }
        let blend = try Self.picture(folder.appendingPathComponent("out"), try #require(files.first))
        // The band starts under the 375×667 pt screen; its right margin stays band-coloured.
        #expect(blend.pixelWidth == 375)
        let band = try #require(blend.pixel(x: 2, y: 669))
        var cut = 0
        for y in 667..<blend.pixelHeight {
            for x in (blend.pixelWidth - 4)..<blend.pixelWidth where blend.pixel(x: x, y: y) != band { cut += 1 }
        }
        #expect(cut == 0, "\(cut) text pixels in the right margin")
        let measuring = try Canvas(pixelWidth: 1, pixelHeight: 1, scale: 1)
        let title = PictureCaption.title(screen: name, device: "iPhone SE (3rd generation)", atMs: 1200, showing: "blended layers")
        let lines = PictureCaption.fitted(title, width: 359, measuring: measuring)
        #expect(lines.map(\.text) == [name, "on iPhone SE (3rd generation) at 1200 ms", "blended layers"])
        for line in lines { #expect(measuring.measure(line.text, size: line.size, bold: true).width <= 359.001) }
        // A title that fits stays whole, at full size.
        #expect(PictureCaption.fitted("Feed on iPhone 15 at 0 ms", width: 359, measuring: measuring).map(\.size) == [PictureCaption.size])
    }
}
