import LayoutLintKit
import LayoutModel

/// A band under a picture that says what it shows: a title (screen, device, frame time, what
/// the picture is) and a legend of its colours, so a picture read alone explains itself.
enum PictureCaption {
    /// One colour of the legend and what it means.
    struct Entry {
        var color: RGBA
        var label: String
        /// Drawn as a reserved slot (`FramePainter.drawReservedSlot`) instead of a plain swatch.
        var hatched = false
    }

    static let size = 12.0
    static let margin = 8.0
    static let swatch = 12.0

    /// "Feed on iPhone 15 at 1200 ms — blended layers".
    static func title(screen: String, device: String, atMs: Double, showing what: String? = nil) -> String {
        "\(screen) on \(device) at \(Format.points(atMs)) ms" + (what.map { " — \($0)" } ?? "")
    }

    /// `picture` (drawn at `scale` pixels per point) with the band below it: the title, the
    /// legend, then the key of the numbers drawn on nodes too small for their id ("1 = id").
    /// Legend and key wrap onto as many rows as the picture's width needs.
    static func add(title: String, legend: [Entry], key: [String] = [], below picture: Canvas, scale: Double) throws(CairoError) -> Canvas {
        let width = Double(picture.pixelWidth) / scale
        let measuring = try Canvas(pixelWidth: 1, pixelHeight: 1, scale: scale)
        let legendRows = rows(legend.map { swatch + 4 + measuring.measure($0.label, size: size).width + 12 }, width: width)
        let keyItems = key.enumerated().map { "\($0.offset + 1) = \($0.element)" }
        let keyRows = rows(keyItems.map { measuring.measure($0, size: size).width + 12 }, width: width)
        let lineHeight = size * 1.5
        let band = 2 * margin + lineHeight * Double(1 + legendRows.count + keyRows.count)
        let pictureHeight = Double(picture.pixelHeight) / scale
        let canvas = try Canvas(
            pixelWidth: picture.pixelWidth, pixelHeight: picture.pixelHeight + Int((band * scale).rounded(.up)), scale: scale)
        canvas.fillAll(RenderPalette.captionBand)
        canvas.draw(picture, in: Rect(x: 0, y: 0, width: width, height: pictureHeight))
        var y = pictureHeight + margin
        canvas.text(title, x: margin, y: y, size: size, RenderPalette.captionBandText, bold: true)
        for row in legendRows {
            y += lineHeight
            for (item, left) in row {
                let entry = legend[item]
                let box = Rect(x: left, y: y + 1, width: swatch, height: swatch)
                if entry.hatched {
                    FramePainter.drawReservedSlot(box, radius: 0, alpha: 1, on: canvas)
                } else {
                    canvas.fill(box, entry.color)
                    canvas.stroke(box, RenderPalette.captionBandText, lineWidth: 0.5)
                }
                canvas.text(entry.label, x: left + swatch + 4, y: y, size: size, RenderPalette.captionBandText)
            }
        }
        for row in keyRows {
            y += lineHeight
            for (item, left) in row {
                canvas.text(keyItems[item], x: left, y: y, size: size, RenderPalette.captionBandText)
            }
        }
        return canvas
    }

    /// Items of these widths packed left to right into rows of `width` (each row at least one
    /// item): per row, each item's position in the list and its left edge.
    private static func rows(_ widths: [Double], width: Double) -> [[(item: Int, x: Double)]] {
        var rows: [[(item: Int, x: Double)]] = []
        var x = margin
        for (item, itemWidth) in widths.enumerated() {
            if rows.isEmpty || (x + itemWidth > width - margin && !(rows.last?.isEmpty ?? true)) {
                rows.append([])
                x = margin
            }
            rows[rows.count - 1].append((item, x))
            x += itemWidth
        }
        return rows
    }

    /// The blended-layers map's colours: `BlendMap` composites 60 % red per blended layer.
    static let blendLegend = [
        Entry(color: RenderPalette.blendOpaque, label: "opaque"),
        Entry(color: RGBA(red: 0.6, green: 0, blue: 0), label: "1 blended layer"),
        Entry(color: RGBA(red: 0.84, green: 0, blue: 0), label: "2 blended"),
        Entry(color: RGBA(red: 0.936, green: 0, blue: 0), label: "3+ blended"),
        Entry(color: RenderPalette.blendNothing, label: "nothing drawn"),
    ]

    /// The overdraw map's colours, exactly as `OverdrawMap.color(forCount:)` paints them.
    static let overdrawLegend: [Entry] = (0...4).map { count in
        let pixel = OverdrawMap.color(forCount: count)
        let label = count == 0 ? "not painted" : count == 4 ? "painted 4× or more" : "painted \(count)×"
        return Entry(color: RGBA(red: Double(pixel.red) / 255, green: Double(pixel.green) / 255, blue: Double(pixel.blue) / 255), label: label)
    }

    /// What a frame picture's colours mean.
    static let frameLegend = [
        Entry(color: RenderPalette.adFill, label: "ad"),
        Entry(color: RenderPalette.imageOutline, label: "image (outline)"),
        Entry(color: RenderPalette.spinner, label: "spinner"),
        Entry(color: RenderPalette.reservedFill, label: "reserved slot, content not arrived", hatched: true),
    ]
}
