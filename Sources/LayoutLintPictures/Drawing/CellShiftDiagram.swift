import LayoutLintKit
import LayoutModel

/// A picture that explains one layout shift inside a list: the screen just before and just
/// after a cell changed height, side by side, with the list drawn at its scroll offset and its
/// cells as they were then (content that had not arrived hatched, each cell named by its row);
/// the list's viewport outlined; the rows that moved outlined in red where they are now, dashed
/// where they were, with an arrow and the area that shifted shaded; the cell that changed and the
/// node whose content arrived in blue; and a caption band that says it in words.
///
/// Complexity: two frame paintings plus O(rows on screen) overlays.
struct CellShiftDiagram {
    /// One shift inside a list to draw.
    struct Input: Sendable {
        var screen: String
        /// The device, and its name as captions write it (with the text setting).
        var device: DeviceProfile
        var deviceLabel: String
        /// The list's id and its node's index in both frames.
        var list: String
        var listIndex: Int
        /// The screen with the list's cells as they were before and after.
        var before: RenderFrame
        var after: RenderFrame
        var shift: CellShift
        var scene: CellScene
        /// The cell type's name.
        var cellType: String
        /// The node whose content arrived (nil when a self-sizing cell was measured) and its
        /// frame on screen after it arrived.
        var arrived: (id: String, afterMs: Double, rect: Rect)?
    }

    /// Pixels per point.
    var scale: Double
    /// Breaks label text into the lines the layout measured.
    var measurer: any TextMeasurer = GlyphTextMeasurer()

    static let viewportColor = RGBA(red: 0.25, green: 0.3, blue: 0.4)

    func render(_ input: Input) throws(CairoError) -> Canvas {
        let measuring = try Canvas(pixelWidth: 1, pixelHeight: 1)
        let width = 2 * input.device.width + ShiftDiagram.margin
        let paragraphs = Self.caption(input)
        let lines = paragraphs.flatMap { paragraph in
            TextWrapper.lines(paragraph.text, width: width, size: ShiftDiagram.captionSize, bold: paragraph.bold, on: measuring)
                .map { (text: $0, bold: paragraph.bold, accent: paragraph.accent) }
        }
        let m = ShiftDiagram.margin, screen = input.device.bounds
        let beforePanel = Rect(x: m, y: m + ShiftDiagram.headerHeight, width: screen.width, height: screen.height)
        let afterPanel = Rect(x: beforePanel.maxX + m, y: beforePanel.y, width: screen.width, height: screen.height)
        let caption = Rect(
            x: 0, y: beforePanel.maxY + m, width: afterPanel.maxX + m,
            height: Double(lines.count) * ShiftDiagram.captionSize * 1.45 + 2 * m)
        let canvas = try Canvas(
            pixelWidth: FramePainter.pixels(caption.width, scale), pixelHeight: FramePainter.pixels(caption.maxY, scale), scale: scale)
        canvas.fillAll(RenderPalette.diagramBackground)
        let moved = Self.movedRows(input)
        let viewport = input.after.visibility[input.listIndex].visible ?? input.after.frame(of: input.listIndex)
        let impact = moved.flatMap { [$0.before, $0.after].compactMap { $0?.intersection(viewport) } }
        let titles = [
            "BEFORE · \(formatMs(input.shift.atMs)) ms",
            "AFTER · \(formatMs(input.shift.atMs)) ms · \(moved.count) \(moved.count == 1 ? "row" : "rows") moved",
        ]
        let panels = [(beforePanel, input.before, titles[0], false), (afterPanel, input.after, titles[1], true)]
        for (panel, frame, title, isAfter) in panels {
            canvas.text(title, x: panel.x, y: m + 6, size: 15, RenderPalette.captionBand, bold: true)
            canvas.withSavedState {
                canvas.translate(x: panel.x, y: panel.y)
                canvas.clip(to: screen)
                canvas.fillAll(RenderPalette.screenBackground)
                FramePainter(scale: scale, measurer: measurer).paint(frame, on: canvas)
                ShiftDiagram.shade(impact, on: canvas)
                canvas.stroke(viewport, Self.viewportColor, lineWidth: 2, dash: [6, 4])
                drawViewportTag(input, viewport: viewport, on: canvas)
                canvas.withSavedState {
                    canvas.clip(to: viewport)
                    for row in moved {
                        if let old = row.before { canvas.stroke(old, RenderPalette.moved, lineWidth: 1.5, dash: [4, 3]) }
                        if isAfter, let new = row.after { canvas.stroke(new, RenderPalette.moved, lineWidth: 2.5) }
                    }
                    drawChangedCell(input, isAfter: isAfter, on: canvas)
                    if isAfter, let first = moved.first, let old = first.before, let new = first.after {
                        ShiftDiagram.drawArrow(from: old, to: new, on: canvas)
                    }
                }
            }
            canvas.stroke(panel, RGBA(red: 0.4, green: 0.4, blue: 0.45), lineWidth: 1)
        }
        canvas.fill(caption, RenderPalette.captionBand)
        var y = caption.y + m
        for line in lines {
            let color = line.accent ? RenderPalette.captionBandAccent : RenderPalette.captionBandText
            canvas.text(line.text, x: m, y: y, size: ShiftDiagram.captionSize, color, bold: line.bold)
            y += ShiftDiagram.captionSize * 1.45
        }
        return canvas
    }

    /// A row that moved: its cell's frame on screen before and after (nil where it was not shown).
    struct MovedRow {
        var row: Int
        var before: Rect?
        var after: Rect?
    }

    /// The rows the shift moved, with their frames in both scenes. O(rows on screen).
    static func movedRows(_ input: Input) -> [MovedRow] {
        let before = cellRects(input.before, list: input.listIndex), after = cellRects(input.after, list: input.listIndex)
        return input.shift.movedRows.compactMap { row in
            guard before[row] != nil || after[row] != nil else { return nil }
            return MovedRow(row: row, before: before[row], after: after[row])
        }
    }

    /// Each drawn cell's frame on screen, by row.
    static func cellRects(_ frame: RenderFrame, list: Int) -> [Int: Rect] {
        var rects: [Int: Rect] = [:]
        for cell in frame.cells where cell.listIndex == list {
            if let row = cell.row { rects[row] = cell.rect }
        }
        return rects
    }

    /// "list 'feed' · scrolled 1200 pt" in the viewport's bottom-left corner.
    private func drawViewportTag(_ input: Input, viewport: Rect, on canvas: Canvas) {
        let label = "list '\(input.list)' · scrolled \(Format.points(input.scene.offset)) pt"
        let size = RenderPalette.captionSize + 1
        let measured = canvas.measure(label, size: size, bold: true)
        // At the bottom, clear of the arrow and the tags at the top of the rows that moved.
        let tag = Rect(
            x: viewport.x + 2, y: max(viewport.y, viewport.maxY - measured.height - 4), width: measured.width + 6,
            height: measured.height + 2)
        canvas.fillRounded(tag, radius: 2, Self.viewportColor)
        canvas.text(label, x: tag.x + 3, y: tag.y + 1, size: size, RenderPalette.captionBandText, bold: true)
    }

    /// The cell whose height changed, outlined in blue, and (after) the node whose content
    /// arrived, outlined with an "arrived: id" tag.
    private func drawChangedCell(_ input: Input, isAfter: Bool, on canvas: Canvas) {
        let frame = isAfter ? input.after : input.before
        if let cell = Self.cellRects(frame, list: input.listIndex)[input.shift.row] {
            canvas.stroke(cell, RenderPalette.cause, lineWidth: 2)
        }
        guard isAfter, let arrived = input.arrived, !arrived.rect.isEmpty else { return }
        canvas.stroke(arrived.rect, RenderPalette.cause, lineWidth: 2.5)
        let label = "arrived: \(arrived.id) (row \(input.shift.row))"
        let size = RenderPalette.captionSize + 1
        let measured = canvas.measure(label, size: size, bold: true)
        let tag = Rect(
            x: max(arrived.rect.x, arrived.rect.maxX - measured.width - 6), y: arrived.rect.y, width: measured.width + 6,
            height: measured.height + 2)
        canvas.fill(tag, RenderPalette.cause)
        canvas.text(label, x: tag.x + 3, y: tag.y + 1, size: size, RenderPalette.captionBandText, bold: true)
    }

    struct Paragraph {
        var text: String
        var bold = false
        var accent = false
    }

    /// What the picture shows, in words: the title, the cause, the rows that moved, the score
    /// and what the colours mean.
    static func caption(_ input: Input) -> [Paragraph] {
        let shift = input.shift, device = input.device
        let cause: String
        if let arrived = input.arrived {
            cause =
                "cause: row \(shift.row) (cell '\(input.cellType)'): the content of '\(arrived.id)' arrived \(formatMs(arrived.afterMs)) ms after the cell appeared and the cell grew from \(Format.points(shift.fromHeight)) to \(Format.points(shift.toHeight)) pt"
        } else {
            cause =
                "cause: row \(shift.row) (cell '\(input.cellType)') came in through the top while scrolling up at \(Format.points(shift.fromHeight)) pt (its estimate) and was measured \(Format.points(shift.toHeight)) pt"
        }
        let moves = ShiftDiagram.describeMove(dx: 0, dy: shift.distance)
        let moved =
            shift.movedRows.isEmpty
            ? "moved: no rows below it on screen"
            : "moved: \(CellShiftFindings.rows(shift.movedRows)) \(moves): the list keeps its scroll offset (\(Format.points(input.scene.offset)) pt), so the rows below the cell move"
        let verdict =
            shift.score > 0
            ? "shift score \(formatFraction(shift.score)), counted inside the list's viewport (\(Format.points(device.width))×\(Format.points(device.height)) pt screen)"
            : "moved less than \(Format.points(CellTimeline.threshold)) pt on screen: not scored"
        return [
            Paragraph(
                text:
                    "Layout shift inside list '\(input.list)' on \"\(input.screen)\" · \(input.deviceLabel) · at \(formatMs(shift.atMs)) ms",
                bold: true),
            Paragraph(text: cause),
            Paragraph(text: moved),
            Paragraph(text: verdict, bold: true, accent: shift.score > 0),
            Paragraph(
                text:
                    "dashed grey: the list's viewport · row numbers on the cells · red outline: where a row is now · dashed red: where it was · red shade: the area that shifted · blue: the cell that changed and the node whose content arrived · hatched: content not arrived yet"
            ),
        ]
    }

    /// The caption as one text: what the PNG's description says.
    static func description(_ input: Input) -> String {
        caption(input).map(\.text).joined(separator: "\n")
    }
}
