import LayoutLintKit
import LayoutModel

/// One drawing node as the cost maps see it: where it paints on screen (clipped) and whether
/// the GPU must blend it with what is below.
struct MapLayer: Sendable, Hashable {
    var rect: Rect
    var isBlended: Bool
    /// The node's id, written on the map where there is room.
    var id: String?

    init(rect: Rect, isBlended: Bool, id: String? = nil) {
        self.rect = rect
        self.isBlended = isBlended
        self.id = id
    }

    /// The layers of a frame the rendering-cost analysis classified, in paint order.
    static func layers(of frame: RenderCostFrame) -> [MapLayer] {
        frame.layers.map { MapLayer(rect: $0.rect, isBlended: $0.isBlended, id: $0.id) }
    }
}

/// The iOS Simulator's Color Blended Layers for one frame: opaque drawing green, blended
/// drawing red, darker grey where nothing draws. Layers composite in paint order the way the
/// simulator tints them: an opaque layer paints green over what is below; a blended layer
/// removes the green below it and composites red at 60 %, so one blended layer over an opaque
/// one is 60 % red (153), two stacked 84 % (214), three 93.6 % (239) — the redder, the more
/// layers blended.
///
/// Complexity: O(layers) fills over the picture's pixels.
enum BlendMap {
    static func render(_ layers: [MapLayer], screen: Rect, scale: Double) throws(CairoError) -> Canvas {
        let canvas = try Canvas(
            pixelWidth: FramePainter.pixels(screen.width, scale), pixelHeight: FramePainter.pixels(screen.height, scale), scale: scale)
        canvas.fillAll(RenderPalette.blendNothing)
        for layer in layers {
            if layer.isBlended {
                canvas.withSavedState {
                    canvas.setCompositing(.multiply)
                    canvas.fill(layer.rect, RGBA(red: 1, green: 0, blue: 0))
                    canvas.setCompositing(.over)
                    canvas.fill(layer.rect, RenderPalette.blendBlended)
                }
            } else {
                canvas.fill(layer.rect, RenderPalette.blendOpaque)
            }
        }
        for layer in layers { canvas.stroke(layer.rect, RenderPalette.outline, lineWidth: 0.5) }
        let captions = layers.reversed().compactMap { layer in
            layer.id.map { IdCaptions.Candidate(id: $0, frame: layer.rect, visible: layer.rect, contentHeight: 0) }
        }
        IdCaptions.draw(captions, on: canvas, text: RenderPalette.mapCaptionText, backing: RenderPalette.mapCaptionBacking)
        return canvas
    }
}

/// Android's Debug GPU Overdraw for one frame, drawn as its key says: how many drawing nodes
/// paint each point, as Android's tints over the screen's white background — none: white,
/// 1×: blue, 2×: green, 3×: pink, 4×+: red (ARGB 2F0000FF, 2F00FF00, 3FFF0000, 7FFF0000).
/// Only those five colours: the frame's own colours would mix into tints no key explains.
///
/// Complexity: O(layers) fills plus O(pixels) for the tint.
enum OverdrawMap {
    /// The tint for a paint count (nil: none).
    static func tint(forCount count: Int) -> Pixel? {
        switch count {
        case ..<1: nil
        case 1: Pixel(red: 0, green: 0, blue: 255, alpha: 0x2F)
        case 2: Pixel(red: 0, green: 255, blue: 0, alpha: 0x2F)
        case 3: Pixel(red: 255, green: 0, blue: 0, alpha: 0x3F)
        default: Pixel(red: 255, green: 0, blue: 0, alpha: 0x7F)
        }
    }

    /// The colour of a point painted `count` times: its tint over the screen's background.
    static func color(forCount count: Int) -> Pixel {
        let background = Pixel(red: 255, green: 255, blue: 255, alpha: 255)
        return tint(forCount: count).map { composite($0, over: background) } ?? background
    }

    /// The map of `rects` (points) on a screen of `screen`'s size, at `scale`.
    static func render(_ rects: [Rect], screen: Rect, scale: Double) throws(CairoError) -> Canvas {
        let picture = try Canvas(
            pixelWidth: FramePainter.pixels(screen.width, scale), pixelHeight: FramePainter.pixels(screen.height, scale), scale: scale)
        // Each rectangle adds 8/255 of alpha to a count layer, so alpha / 8 is the count (up to 31).
        let step = 8
        let counts = try Canvas(pixelWidth: picture.pixelWidth, pixelHeight: picture.pixelHeight, scale: scale)
        counts.setCompositing(.add)
        for rect in rects { counts.fill(rect, RGBA(red: 0, green: 0, blue: 0, alpha: Double(step) / 255)) }
        let depth = counts.allPixels().map { (Int($0.alpha) + step / 2) / step }
        picture.mapPixels { index, _ in color(forCount: depth[index]) }
        return picture
    }

    /// `top` over an opaque `bottom`, per channel, rounded.
    static func composite(_ top: Pixel, over bottom: Pixel) -> Pixel {
        let a = Int(top.alpha)
        func mix(_ t: UInt8, _ b: UInt8) -> UInt8 { UInt8((Int(t) * a + Int(b) * (255 - a) + 127) / 255) }
        return Pixel(red: mix(top.red, bottom.red), green: mix(top.green, bottom.green), blue: mix(top.blue, bottom.blue), alpha: 255)
    }
}
