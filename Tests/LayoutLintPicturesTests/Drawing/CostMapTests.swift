import LayoutLintTestSupport
import LayoutModel
import Testing

@testable import LayoutLintKit
@testable import LayoutLintPictures

@Suite struct CostMapTests {
    @Test func blendMapIsGreenWhereOpaqueAndRedderTheMoreLayersAreBlended() throws {
        let layers = [
            MapLayer(rect: Rect(x: 0, y: 0, width: 100, height: 80), isBlended: false),
            MapLayer(rect: Rect(x: 10, y: 10, width: 40, height: 20), isBlended: true),
            MapLayer(rect: Rect(x: 60, y: 40, width: 30, height: 30), isBlended: true),
            MapLayer(rect: Rect(x: 60, y: 40, width: 30, height: 30), isBlended: true),
        ]
        let canvas = try BlendMap.render(layers, screen: Rect(x: 0, y: 0, width: 100, height: 100), scale: 1)
        // Opaque: blendOpaque (0, 0.78, 0) → (0, 199, 0).
        #expect(close(canvas.pixel(x: 5, y: 60), opaque(0, 199, 0)))
        // One blended layer over green: green removed, 60 % red → 153.
        #expect(close(canvas.pixel(x: 30, y: 20), opaque(153, 0, 0)))
        // Two stacked: 0.6 + 0.4 × 0.6 = 0.84 → 214.
        #expect(close(canvas.pixel(x: 75, y: 55), opaque(214, 0, 0)))
        // Nothing drawn below y = 80: blendNothing 0.15 → 38.
        #expect(close(canvas.pixel(x: 50, y: 90), opaque(38, 38, 38)))
    }

    @Test func blendMapOfALayoutIsRedWhereAClearLabelSits() throws {
        // The label has no background over the opaque white root: blended.
        let pictures = try RenderTestLayouts.pictures(
            """
            {"screen": "Clear label", "devices": ["iPhone SE (3rd generation)"],
             "root": {"id": "root", "background": "#FFFFFF", "children": [
               {"id": "title", "kind": "label", "text": "Hello", "style": {"height": 100, "marginTop": 100}},
               {"id": "solid", "kind": "label", "text": "Solid", "background": "#FFFFFF", "style": {"height": 100}}
             ]}}
            """)
        let canvas = try Canvas(png: try PictureSet(pictures, scale: 1).blendPNG())
        // title: y 100…200 pt; solid: y 200…300 pt; root fills 375×667 pt.
        #expect(close(canvas.pixel(x: 300, y: 150), opaque(153, 0, 0)))
        #expect(close(canvas.pixel(x: 300, y: 250), opaque(0, 199, 0)))
        #expect(close(canvas.pixel(x: 300, y: 500), opaque(0, 199, 0)))
    }

    @Test func overdrawMapTintsByPaintCountWithAndroidsPalette() throws {
        // Four rectangles stacked from the left: x < 10 painted 0×, 10…30 1×, 30…50 2×, 50…70 3×, 70…100 4×.
        let rects = [10.0, 30, 50, 70].map { Rect(x: $0, y: 0, width: 100 - $0, height: 100) }
        let canvas = try OverdrawMap.render(rects, screen: Rect(x: 0, y: 0, width: 100, height: 100), scale: 1)
        // Tint over white, channel = (tint × a + 255 × (255 − a)) / 255:
        // 1× blue a = 47 → (208, 208, 255); 2× green → (208, 255, 208);
        // 3× pink a = 63 → (255, 192, 192); 4× red a = 127 → (255, 128, 128).
        #expect(canvas.pixel(x: 5, y: 50) == opaque(255, 255, 255))
        #expect(close(canvas.pixel(x: 20, y: 50), opaque(208, 208, 255), tolerance: 1))
        #expect(close(canvas.pixel(x: 40, y: 50), opaque(208, 255, 208), tolerance: 1))
        #expect(close(canvas.pixel(x: 60, y: 50), opaque(255, 192, 192), tolerance: 1))
        #expect(close(canvas.pixel(x: 90, y: 50), opaque(255, 128, 128), tolerance: 1))
    }

    @Test func mapsAreDeterministic() throws {
        let layers = [MapLayer(rect: Rect(x: 0, y: 0, width: 50, height: 50), isBlended: true, id: "card")]
        let screen = Rect(x: 0, y: 0, width: 60, height: 60)
        let first = try BlendMap.render(layers, screen: screen, scale: 3).pngData()
        #expect(try BlendMap.render(layers, screen: screen, scale: 3).pngData() == first)
    }
}

/// Layouts decoded and simulated with the real decoder, engine and timeline.
enum RenderTestLayouts {
    struct Invalid: Error, CustomStringConvertible {
        var description: String
    }

    /// The pictures of the first screen of `json` on its first device.
    static func pictures(_ json: String) throws -> ScreenPictures {
        let decoded = DocumentDecoder().decode(Array(json.utf8), file: "test.json")
        guard let screen = decoded.document?.screens.first, let device = screen.devices.first else {
            throw Invalid(description: decoded.errors.map(\.description).joined(separator: "\n"))
        }
        return ScreenPictures(try ScreenAnalysis(file: "test.json", screen: screen, device: device, options: AnalysisOptions().forPictures))
    }
}
