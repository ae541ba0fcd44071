import Foundation
import LayoutLintKit
import LayoutModel

/// A picture that explains one layout shift without the JSON: the frame before and the frame
/// after side by side; every moved node outlined in red where it is now, dashed where it was,
/// with an arrow from its old to its new top-left corner; the impact region (previous ∪
/// current visual representations of the moved nodes) shaded red; a gesture under way at the
/// shift drawn in purple (its node outlined, the finger's path over it, its time span); and a
/// caption band with the screen, device, time, cause, each node's move and the score.
///
/// Complexity: two frame paintings plus O(moved nodes) overlays.
struct ShiftDiagram {
    /// One shift to draw.
    struct Input: Sendable {
        var screen: String
        var device: DeviceProfile
        var before: RenderFrame
        /// When the frame before was shown (ms).
        var beforeMs: Double
        var after: RenderFrame
        /// The scored (or expected) shift, as the timeline reports it; `atMs` is the frame after.
        var shift: ShiftMetric
        /// The node whose size or presence changed and caused the shift, if known.
        var causeNode: String?
        /// The gestures under way when the shift happened (the finger was down on their node).
        var gestures: [GestureSpan]

        init(
            screen: String, device: DeviceProfile, before: RenderFrame, beforeMs: Double, after: RenderFrame, shift: ShiftMetric,
            causeNode: String? = nil, gestures: [GestureSpan] = []
        ) {
            self.screen = screen
            self.device = device
            self.before = before
            self.beforeMs = beforeMs
            self.after = after
            self.shift = shift
            self.causeNode = causeNode
            self.gestures = gestures
        }
    }

    /// Pixels per point.
    var scale: Double
    /// Breaks label text into the lines the layout measured.
    var measurer: any TextMeasurer = GlyphTextMeasurer()

    static let margin = 16.0
    static let headerHeight = 30.0
    static let captionSize = 13.0
    /// Moved nodes named in the caption; the rest are counted.
    static let maxListedNodes = 8

    /// Positions of the parts of the picture, in points.
    struct Layout: Equatable {
        var before: Rect
        var after: Rect
        var caption: Rect
        var size: (width: Double, height: Double)

        static func == (lhs: Layout, rhs: Layout) -> Bool {
            lhs.before == rhs.before && lhs.after == rhs.after && lhs.caption == rhs.caption
                && lhs.size.width == rhs.size.width && lhs.size.height == rhs.size.height
        }
    }

    /// Where the panels and the caption go for `input` (the caption's height depends on its text).
    func layout(_ input: Input, captionLines: Int) -> Layout {
        let m = Self.margin, screen = input.device.bounds
        let before = Rect(x: m, y: m + Self.headerHeight, width: screen.width, height: screen.height)
        let after = Rect(x: before.maxX + m, y: before.y, width: screen.width, height: screen.height)
        let captionHeight = Double(captionLines) * Self.captionSize * 1.45 + 2 * m
        let caption = Rect(x: 0, y: before.maxY + m, width: after.maxX + m, height: captionHeight)
        return Layout(before: before, after: after, caption: caption, size: (caption.width, caption.maxY))
    }

    func render(_ input: Input) throws(CairoError) -> Canvas {
        let measuring = try Canvas(pixelWidth: 1, pixelHeight: 1)
        let width = 2 * input.device.width + Self.margin
        let lines = captionParagraphs(input).flatMap { paragraph in
            TextWrapper.lines(paragraph.text, width: width, size: Self.captionSize, bold: paragraph.bold, on: measuring)
                .map { (text: $0, bold: paragraph.bold, accent: paragraph.accent) }
        }
        let parts = layout(input, captionLines: lines.count)
        let canvas = try Canvas(
            pixelWidth: FramePainter.pixels(parts.size.width, scale), pixelHeight: FramePainter.pixels(parts.size.height, scale),
            scale: scale)
        canvas.fillAll(RenderPalette.diagramBackground)
        let moves = movedRects(input)
        let impact = moves.flatMap { [$0.beforeVisible, $0.afterVisible].compactMap { $0 } }
        let titles = [
            "BEFORE · \(formatMs(input.beforeMs)) ms",
            "AFTER · \(formatMs(input.shift.atMs)) ms · \(moves.count) moved",
        ]
        for (panel, (frame, title)) in zip([parts.before, parts.after], zip([input.before, input.after], titles)) {
            canvas.text(title, x: panel.x, y: Self.margin + 6, size: 15, RenderPalette.captionBand, bold: true)
            canvas.withSavedState {
                canvas.translate(x: panel.x, y: panel.y)
                canvas.clip(to: input.device.bounds)
                canvas.fillAll(RenderPalette.screenBackground)
                FramePainter(scale: scale, measurer: measurer).paint(frame, on: canvas)
                Self.shade(impact, on: canvas)
                let isAfter = panel == parts.after
                for gesture in input.gestures { drawGesture(gesture, input, in: frame, on: canvas) }
                for move in moves {
                    if let old = move.before { canvas.stroke(old, RenderPalette.moved, lineWidth: 1.5, dash: [4, 3]) }
                    if isAfter, let new = move.after { canvas.stroke(new, RenderPalette.moved, lineWidth: 2.5) }
                }
                if isAfter {
                    drawCause(input, on: canvas)
                    for move in moves where move.leadsItsGroup {
                        if let old = move.before, let new = move.after { Self.drawArrow(from: old, to: new, on: canvas) }
                    }
                }
            }
            canvas.stroke(panel, RGBA(red: 0.4, green: 0.4, blue: 0.45), lineWidth: 1)
        }
        canvas.fill(parts.caption, RenderPalette.captionBand)
        var y = parts.caption.y + Self.margin
        for line in lines {
            let color = line.accent ? RenderPalette.captionBandAccent : RenderPalette.captionBandText
            canvas.text(line.text, x: Self.margin, y: y, size: Self.captionSize, color, bold: line.bold)
            y += Self.captionSize * 1.45
        }
        return canvas
    }

    /// A moved node's frames before and after, and their visual representations.
    struct Move {
        var id: String
        var before: Rect?
        var after: Rect?
        var beforeVisible: Rect?
        var afterVisible: Rect?
        /// False when the node's parent moved by the same vector (it rides along): one arrow per
        /// group that moved together keeps the picture readable.
        var leadsItsGroup = true
    }

    /// The moved nodes found in both frames, in the shift's order. O(nodes + moved).
    func movedRects(_ input: Input) -> [Move] {
        let beforeIndex = Dictionary(input.before.tree.nodes.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { a, _ in a })
        let afterIndex = Dictionary(input.after.tree.nodes.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { a, _ in a })
        let vectors = Dictionary(input.shift.nodes.map { ($0.id, ($0.dx, $0.dy)) }, uniquingKeysWith: { a, _ in a })
        return input.shift.nodes.map { node in
            let b = beforeIndex[node.id], a = afterIndex[node.id]
            let parentID = a.flatMap { input.after.tree.nodes[$0].parent }.map { input.after.tree.nodes[$0].id }
            let ridesAlong = parentID.flatMap { vectors[$0] }.map { $0 == (node.dx, node.dy) } ?? false
            return Move(
                id: node.id, before: b.map { input.before.frame(of: $0) }, after: a.map { input.after.frame(of: $0) },
                beforeVisible: b.flatMap { input.before.visibility[$0].visible },
                afterVisible: a.flatMap { input.after.visibility[$0].visible },
                leadsItsGroup: !ridesAlong)
        }
    }

    /// The union of `rects` shaded once (overlaps are not darker).
    static func shade(_ rects: [Rect], on canvas: Canvas) {
        guard !rects.isEmpty else { return }
        canvas.beginGroup()
        for rect in rects { canvas.fill(rect, RenderPalette.impact.with(alpha: 1 / RenderPalette.impact.alpha)) }
        canvas.endGroup(opacity: RenderPalette.impact.alpha)
    }

    /// The node that changed, outlined in blue with a "changed" tag in its top-right corner.
    private func drawCause(_ input: Input, on canvas: Canvas) {
        guard let id = input.causeNode, let index = input.after.tree.index(of: id), input.after.displayed(index) else { return }
        let rect = input.after.frame(of: index)
        guard !rect.isEmpty else { return }
        canvas.stroke(rect, RenderPalette.cause, lineWidth: 2)
        let label = "changed: \(id)"
        let size = RenderPalette.captionSize
        let measured = canvas.measure(label, size: size, bold: true)
        let tag = Rect(x: rect.maxX - measured.width - 6, y: rect.y, width: measured.width + 6, height: measured.height + 2)
        canvas.fill(tag, RenderPalette.cause)
        canvas.text(label, x: tag.x + 3, y: tag.y + 1, size: size, RenderPalette.captionBandText, bold: true)
    }

    /// A gesture in `frame`: its node outlined 4 pt inside its frame, and the finger's path — a
    /// vertical swipe down the middle of where the node was when the shift began (the finger
    /// stays where it went down while the node moves) — from a dot to an arrowhead, tagged with
    /// the gesture's time span ("gesture on 'board' 900–1500 ms").
    private func drawGesture(_ gesture: GestureSpan, _ input: Input, in frame: RenderFrame, on canvas: Canvas) {
        let color = RenderPalette.gesture
        if let index = frame.tree.index(of: gesture.id), frame.displayed(index) {
            let rect = frame.frame(of: index)
            let inset = min(4, rect.width / 4, rect.height / 4)
            let outline = Rect(x: rect.x + inset, y: rect.y + inset, width: rect.width - 2 * inset, height: rect.height - 2 * inset)
            if !outline.isEmpty { canvas.stroke(outline, color, lineWidth: 2.5) }
        }
        guard let finger = Self.fingerRect(gesture, input) else { return }
        let x = finger.x + finger.width / 2, start = finger.y + finger.height * 0.3, end = finger.y + finger.height * 0.7
        let head = min(8, max(3, (end - start) / 3))
        let halo = RGBA(red: 1, green: 1, blue: 1, alpha: 0.9)
        let triangle = [(x: x, y: end), (x: x - head * 0.6, y: end - head), (x: x + head * 0.6, y: end - head)]
        canvas.polyline([(x, start), (x, end - head)], halo, lineWidth: 6)
        canvas.polyline(triangle + [triangle[0]], halo, lineWidth: 3)
        canvas.polyline([(x, start), (x, end - head)], color, lineWidth: 3)
        canvas.fillPolygon(triangle, color)
        canvas.fillCircle(centerX: x, centerY: start, radius: 5, halo)
        canvas.fillCircle(centerX: x, centerY: start, radius: 4, color)
        let label = Self.gestureLabel(gesture)
        let size = RenderPalette.captionSize + 1
        let measured = canvas.measure(label, size: size, bold: true)
        let tag = Rect(
            x: max(0, min(x - measured.width / 2 - 3, input.device.width - measured.width - 6)), y: start - measured.height - 10,
            width: measured.width + 6, height: measured.height + 2)
        canvas.fillRounded(tag, radius: 2, halo)
        canvas.text(label, x: tag.x + 3, y: tag.y + 1, size: size, color, bold: true)
    }

    /// Where the finger swipes: the gesture's node in the frame before the shift, else after.
    static func fingerRect(_ gesture: GestureSpan, _ input: Input) -> Rect? {
        for frame in [input.before, input.after] {
            if let index = frame.tree.index(of: gesture.id), frame.displayed(index), !frame.frame(of: index).isEmpty {
                return frame.frame(of: index)
            }
        }
        return nil
    }

    /// "gesture on 'board' 900–1500 ms".
    static func gestureLabel(_ gesture: GestureSpan) -> String {
        "gesture on '\(gesture.id)' \(formatMs(gesture.startMs))–\(formatMs(gesture.endMs)) ms"
    }

    /// An arrow from near the old top-left corner (a dot) to near the new one (the arrowhead),
    /// both `inset` points inside the node so the arrow does not hide under its outlines, drawn
    /// over a white halo, with the move written beside it ("↓ 11 pt").
    static func drawArrow(from oldFrame: Rect, to newFrame: Rect, on canvas: Canvas) {
        let inset = max(0, min(8, oldFrame.width / 4, oldFrame.height / 4, newFrame.width / 4, newFrame.height / 4))
        let old = (x: oldFrame.x + inset, y: oldFrame.y + inset), new = (x: newFrame.x + inset, y: newFrame.y + inset)
        let dx = new.x - old.x, dy = new.y - old.y
        let length = (dx * dx + dy * dy).squareRoot()
        guard length >= 0.5 else { return }
        let ux = dx / length, uy = dy / length
        let head = min(8, max(4, length * 0.6))
        let base = (x: new.x - ux * head, y: new.y - uy * head)
        let wing = head * 0.55
        let triangle = [(x: new.x, y: new.y), (base.x - uy * wing, base.y + ux * wing), (base.x + uy * wing, base.y - ux * wing)]
        let halo = RGBA(red: 1, green: 1, blue: 1, alpha: 0.9)
        canvas.polyline([(old.x, old.y), base], halo, lineWidth: 5)
        canvas.polyline(triangle + [triangle[0]], halo, lineWidth: 3)
        canvas.fillCircle(centerX: old.x, centerY: old.y, radius: 2.5, RenderPalette.moved)
        if length > head { canvas.polyline([(old.x, old.y), base], RenderPalette.moved, lineWidth: 2) }
        canvas.fillPolygon(triangle, RenderPalette.moved)
        let label = Self.arrowLabel(dx: newFrame.x - oldFrame.x, dy: newFrame.y - oldFrame.y)
        let size = RenderPalette.captionSize + 1
        let measured = canvas.measure(label, size: size, bold: true)
        let tag = Rect(x: max(old.x, new.x) + 6, y: min(old.y, new.y), width: measured.width + 6, height: measured.height + 2)
        canvas.fillRounded(tag, radius: 2, halo)
        canvas.text(label, x: tag.x + 3, y: tag.y + 1, size: size, RenderPalette.moved, bold: true)
    }

    /// "↓ 11 pt", "→ 3 pt ↑ 4 pt": a move in arrows, for the label beside the arrow.
    static func arrowLabel(dx: Double, dy: Double) -> String {
        var parts: [String] = []
        if dy != 0 { parts.append("\(dy > 0 ? "↓" : "↑") \(Format.points(abs(dy))) pt") }
        if dx != 0 { parts.append("\(dx > 0 ? "→" : "←") \(Format.points(abs(dx))) pt") }
        return parts.joined(separator: " ")
    }

    private struct Paragraph {
        var text: String
        var bold = false
        var accent = false
    }

    private func captionParagraphs(_ input: Input) -> [Paragraph] {
        let shift = input.shift, device = input.device
        var moves = shift.nodes.prefix(Self.maxListedNodes).map { "\($0.id) \(Self.describeMove(dx: $0.dx, dy: $0.dy))" }
        if shift.nodes.count > Self.maxListedNodes { moves.append("and \(shift.nodes.count - Self.maxListedNodes) more") }
        let largest = shift.nodes.map { max(abs($0.dx), abs($0.dy)) }.max() ?? 0
        let verdict =
            shift.expected
            ? "expected (less than 500 ms after a tap): listed, not scored; would score \(formatFraction(shift.score))"
            : "shift score \(formatFraction(shift.score)) = impact \(formatFraction(shift.impactFraction)) (share of the screen that moved) × distance \(formatFraction(shift.distanceFraction)) (\(Format.points(largest)) pt of \(Format.points(max(device.width, device.height))) pt)"
        let gestures = input.gestures.map { gesture in
            Paragraph(text: "\(Self.gestureLabel(gesture)): the finger was down on it when it moved", accent: true)
        }
        return [
            Paragraph(
                text:
                    "Layout shift on \"\(input.screen)\" · \(device.name) (\(Format.points(device.width))×\(Format.points(device.height)) pt) · at \(formatMs(shift.atMs)) ms",
                bold: true),
            Paragraph(text: "cause: \(shift.cause.isEmpty ? "unknown" : shift.cause)"),
            Paragraph(text: "moved: " + (moves.isEmpty ? "nothing" : moves.joined(separator: "; "))),
            Paragraph(text: verdict, bold: true, accent: !shift.expected),
        ] + gestures + [
            Paragraph(
                text:
                    "red outline: where a node is now · dashed: where it was · arrow: how it moved (one per group moving together) · red shade: the area that shifted · blue: the node that changed"
                    + (gestures.isEmpty ? "" : " · purple: the gesture's node and the finger's path"))
        ]
    }

    /// "down 10 pt, left 4 pt" for a move vector in points (y grows downwards).
    static func describeMove(dx: Double, dy: Double) -> String {
        var parts: [String] = []
        if dy != 0 { parts.append("\(dy > 0 ? "down" : "up") \(Format.points(abs(dy))) pt") }
        if dx != 0 { parts.append("\(dx > 0 ? "right" : "left") \(Format.points(abs(dx))) pt") }
        return parts.isEmpty ? "did not move" : parts.joined(separator: ", ")
    }
}

/// A time in ms: whole numbers without a fraction.
func formatMs(_ value: Double) -> String {
    Format.points(value)
}

/// A score or fraction to four decimals.
func formatFraction(_ value: Double) -> String {
    Format.fixed(value, places: 4)
}
