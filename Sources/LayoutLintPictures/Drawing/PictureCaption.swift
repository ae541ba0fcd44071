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
        let titleLines = fitted(title, width: width - 2 * margin, measuring: measuring)
        let lineHeight = size * 1.5
        let band = 2 * margin + lineHeight * Double(titleLines.count + legendRows.count + keyRows.count)
        let pictureHeight = Double(picture.pixelHeight) / scale
        let canvas = try Canvas(
            pixelWidth: picture.pixelWidth, pixelHeight: picture.pixelHeight + Int((band * scale).rounded(.up)), scale: scale)
        canvas.fillAll(RenderPalette.captionBand)
        canvas.draw(picture, in: Rect(x: 0, y: 0, width: width, height: pictureHeight))
        var y = pictureHeight + margin - lineHeight
        for line in titleLines {
            y += lineHeight
            canvas.text(line.text, x: margin, y: y + (size - line.size), size: line.size, RenderPalette.captionBandText, bold: true)
        }
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

    /// The title in lines that fit `width`: whole if it fits, else broken before what the
    /// picture shows (" — ") and then before the device (" on "), each line still too wide
    /// shrunk until it fits.
    static func fitted(_ title: String, width: Double, measuring: Canvas) -> [(text: String, size: Double)] {
        func fits(_ line: String) -> Bool { measuring.measure(line, size: size, bold: true).width <= width }
        var lines = [title]
        for (separator, keeps) in [(" — ", false), (" on ", true)] {
            lines = lines.flatMap { line -> [String] in
                guard !fits(line), let range = line.range(of: separator, options: .backwards) else { return [line] }
                let rest = keeps ? String(line[range.lowerBound...].dropFirst()) : String(line[range.upperBound...])
                return [String(line[..<range.lowerBound]), rest]
            }
        }
        // Hinted text does not scale exactly with its size: shrink in a few steps until it fits.
        return lines.map { line in
            var fitting = size
            for _ in 0..<8 {
                let measured = measuring.measure(line, size: fitting, bold: true).width
                guard measured > width, fitting > 1 else { break }
                fitting = max(1, (fitting * width / measured * 20).rounded(.down) / 20)
            }
            return (line, fitting)
        }
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
        return Entry(
            color: RGBA(red: Double(pixel.red) / 255, green: Double(pixel.green) / 255, blue: Double(pixel.blue) / 255), label: label)
    }

    /// The tags on list cells (in frames with lists).
    static let rowEntry = Entry(color: RenderPalette.numberBacking, label: "row n: the row of the list a cell shows")

    /// What a frame picture's colours mean.
    static let frameLegend = [
        Entry(color: RenderPalette.adFill, label: "ad"),
        Entry(color: RenderPalette.imageOutline, label: "image (outline)"),
        Entry(color: RenderPalette.spinner, label: "spinner"),
        Entry(color: RenderPalette.reservedFill, label: "reserved slot, content not arrived", hatched: true),
    ]
}
