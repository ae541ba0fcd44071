import Foundation
import LayoutLintKit
import LayoutModel

/// Draws a frame of a screen: every node in document order (UIKit's paint order) in its
/// colours, with UIKit's group opacity, clipping and corner radii; labels with their text,
/// images as crossed boxes, ads labelled "Ad", spinners as rings, list cells from their
/// templates, slots whose content has not arrived hatched, and node ids where there is room
/// (numbers, listed in a key, where there is not).
///
/// Complexity: O(nodes + cells) drawing operations plus O(pixels) per translucent group.
struct FramePainter {
    /// Pixels per point.
    var scale: Double
    /// Draw node ids in the corner of nodes big enough to hold them.
    var captions = true
    /// Number the drawing nodes whose id does not fit (with `captions`); `renderKeyed` returns
    /// the key of the numbers.
    var numbers = false
    /// Translucent subtrees nested deeper than this are drawn with their opacity multiplied
    /// into each node instead of in their own offscreen group (bounds memory to this many
    /// screen-sized buffers; differs from UIKit only where translucent nodes overlap).
    static let maxGroupDepth = 4
    /// At most this many id captions per picture.
    static let maxCaptions = 300
    /// At most this many numbered nodes per picture (the key stays readable).
    static let maxNumbers = 99
    /// Breaks label text into lines: the measurer the layout sized the labels with.
    var measurer: any TextMeasurer
    /// How slots whose content has not arrived look.
    var unarrived = UnarrivedSlots.hatched

    /// How a slot whose content has not arrived (`RenderFrame.awaitingContent`) is drawn.
    enum UnarrivedSlots {
        /// For people: a pale fill crossed by hatching with a dashed outline, so the empty slot shows.
        case hatched
        /// As the device shows it before the content loads: the node's own background, and no
        /// content (an ad view draws nothing at all); for pixel comparisons.
        case asTheAppDraws
    }

    init(scale: Double, captions: Bool = true, measurer: any TextMeasurer = GlyphTextMeasurer()) {
        self.scale = scale
        self.captions = captions
        self.measurer = measurer
    }

    /// The frame as a new picture of the screen at `scale`.
    func render(_ frame: RenderFrame) throws(CairoError) -> Canvas {
        try renderKeyed(frame).canvas
    }

    /// The frame as a new picture, and the ids of the nodes numbered on it (`numbers`):
    /// number n is `key[n - 1]`.
    func renderKeyed(_ frame: RenderFrame) throws(CairoError) -> (canvas: Canvas, key: [String]) {
        let canvas = try Canvas(
            pixelWidth: Self.pixels(frame.screen.width, scale), pixelHeight: Self.pixels(frame.screen.height, scale), scale: scale)
        canvas.fillAll(RenderPalette.screenBackground)
        let key = paint(frame, on: canvas)
        return (canvas, key)
    }

    /// Paints the frame onto `canvas` in the canvas's current coordinates (points); returns the
    /// ids of the nodes numbered (empty unless `numbers`).
    @discardableResult
    func paint(_ frame: RenderFrame, on canvas: Canvas) -> [String] {
        paintTree(frame, on: canvas, alpha: 1, drawCells: true)
        guard captions else { return [] }
        return paintCaptions(frame, on: canvas)
    }

    /// Whole pixels for a length in points.
    static func pixels(_ points: Double, _ scale: Double) -> Int {
        max(1, Int((points * scale).rounded()))
    }

    private enum Step {
        case enter(index: Int, alpha: Double)
        case exit(grouped: Bool, alpha: Double)
    }

    /// Paints the nodes whose subtree may show (`RenderFrame.visibility`) in document order,
    /// each with its own clamped opacity: a translucent node with children in a group (UIKit's
    /// group opacity), and clipping its children to its frame when it clips.
    private func paintTree(_ frame: RenderFrame, on canvas: Canvas, alpha: Double, drawCells: Bool) {
        guard !frame.tree.nodes.isEmpty else { return }
        var stack: [Step] = [.enter(index: 0, alpha: alpha)]
        var groupDepth = 0
        while let step = stack.popLast() {
            switch step {
            case .exit(let grouped, let groupAlpha):
                if grouped {
                    canvas.endGroup(opacity: groupAlpha)
                    groupDepth -= 1
                }
                canvas.restoreState()
            case .enter(let index, let inherited):
                let node = frame.tree.nodes[index]
                let clips = Visibility.clips(node)
                guard frame.visibility[index].showsSubtree(clips: clips) else { continue }
                let rect = frame.frame(of: index)
                let opacity = Visibility.clamped(node.opacity)
                canvas.saveState()
                let grouped = opacity < 1 && !node.children.isEmpty && groupDepth < Self.maxGroupDepth
                let ownAlpha = grouped ? 1 : inherited * opacity
                if grouped {
                    canvas.beginGroup()
                    groupDepth += 1
                }
                if frame.awaitingContent.contains(index) {
                    switch unarrived {
                    case .hatched: Self.drawReservedSlot(rect, radius: node.cornerRadius, alpha: ownAlpha, on: canvas)
                    case .asTheAppDraws: Self.drawUnloaded(node, rect: rect, alpha: ownAlpha, on: canvas)
                    }
                } else {
                    drawNode(node, rect: rect, alpha: ownAlpha, on: canvas)
                }
                if clips {
                    canvas.clip(to: rect, cornerRadius: node.cornerRadius)
                }
                if drawCells, node.kind == .list {
                    // A list clips its cells, like a scroll view.
                    canvas.withSavedState {
                        canvas.clip(to: rect)
                        drawCellsOfList(index, frame: frame, alpha: ownAlpha, on: canvas)
                    }
                }
                stack.append(.exit(grouped: grouped, alpha: inherited * opacity))
                for child in node.children.reversed() { stack.append(.enter(index: child, alpha: ownAlpha)) }
            }
        }
    }

    private func drawNode(_ node: Node, rect: Rect, alpha: Double, on canvas: Canvas) {
        guard !rect.isEmpty else { return }
        if node.kind != .ad, let background = node.background, background.alpha > 0 {
            canvas.fillRounded(rect, radius: node.cornerRadius, RGBA(background, opacity: alpha))
        }
        switch node.kind {
        case .label:
            drawLabel(node, in: rect, alpha: alpha, on: canvas)
        case .image:
            let outline = RenderPalette.imageOutline.with(alpha: alpha)
            let line = min(1.5, rect.width / 4, rect.height / 4)
            let inset = line / 2
            canvas.withSavedState {
                canvas.clip(to: rect, cornerRadius: node.cornerRadius)
                canvas.stroke(rect, outline, lineWidth: line)
                canvas.polyline([(rect.x + inset, rect.y + inset), (rect.maxX - inset, rect.maxY - inset)], outline, lineWidth: line)
                canvas.polyline([(rect.maxX - inset, rect.y + inset), (rect.x + inset, rect.maxY - inset)], outline, lineWidth: line)
            }
        case .ad:
            canvas.fillRounded(rect, radius: node.cornerRadius, RenderPalette.adFill.with(alpha: alpha))
            canvas.stroke(rect, RenderPalette.adOutline.with(alpha: alpha), lineWidth: min(1, rect.height / 4))
            let size = min(15, rect.height * 0.6)
            let height = canvas.measure("Ad", size: size, bold: true).height
            canvas.withSavedState {
                canvas.clip(to: rect)
                canvas.text(
                    "Ad", x: rect.x + rect.width / 2, y: rect.y + (rect.height - height) / 2, size: size,
                    RenderPalette.adOutline.with(alpha: alpha), bold: true, alignment: .center)
            }
        case .spinner:
            let radius = min(10, min(rect.width, rect.height) / 2 - 1.5)
            guard radius >= 2 else { break }
            let cx = rect.x + rect.width / 2, cy = rect.y + rect.height / 2
            // Three quarters of a ring, as UIActivityIndicatorView looks mid-turn.
            let points = (0...24).map { step -> (x: Double, y: Double) in
                let angle = -Double.pi / 2 + Double(step) / 24 * 1.5 * Double.pi
                return (cx + radius * cos(angle), cy + radius * sin(angle))
            }
            canvas.polyline(points, RenderPalette.spinner.with(alpha: alpha), lineWidth: max(1, radius / 4))
        case .view, .list:
            break
        }
    }

    /// A slot whose content has not arrived, as the app draws it: its background (an ad view,
    /// whose SDK draws its own background with the ad, draws nothing before the ad loads).
    static func drawUnloaded(_ node: Node, rect: Rect, alpha: Double, on canvas: Canvas) {
        guard !rect.isEmpty, node.kind != .ad, let background = node.background, background.alpha > 0 else { return }
        canvas.fillRounded(rect, radius: node.cornerRadius, RGBA(background, opacity: alpha))
    }

    /// A slot whose content has not arrived: a pale fill crossed by diagonal hatching, with a
    /// dashed outline, instead of the node's background and content (its children still draw).
    static func drawReservedSlot(_ rect: Rect, radius: Double, alpha: Double, on canvas: Canvas) {
        guard !rect.isEmpty else { return }
        canvas.withSavedState {
            canvas.clip(to: rect, cornerRadius: radius)
            canvas.fill(rect, RenderPalette.reservedFill.with(alpha: alpha))
            // Lines x - y = c, one every `hatchSpacing` points across the rectangle.
            let spacing = RenderPalette.hatchSpacing
            var offset = (rect.x - rect.maxY).rounded(.down)
            while offset < rect.maxX - rect.y {
                canvas.polyline(
                    [(offset + rect.y - 1, rect.y - 1), (offset + rect.maxY + 1, rect.maxY + 1)],
                    RenderPalette.reservedHatch.with(alpha: alpha), lineWidth: RenderPalette.hatchWidth)
                offset += spacing
            }
            canvas.stroke(
                rect, RenderPalette.reservedOutline.with(alpha: alpha), lineWidth: min(1, rect.width / 4, rect.height / 4), dash: [4, 3])
        }
    }

    /// A label's shown lines in the font they were measured in, where they were measured
    /// (`LabelText`), else, when that font cannot be had, in the pictures' own font.
    private func drawLabel(_ node: Node, in rect: Rect, alpha: Double, on canvas: Canvas) {
        guard let text = node.text, !text.isEmpty else { return }
        let lines = Self.shownLines(of: node, text: text, width: rect.width, measurer: measurer)
        let color = RenderPalette.text.with(alpha: alpha)
        guard !LabelText.draw(lines, font: node.font, measurer: measurer, in: rect, color, on: canvas) else { return }
        drawLabelInOwnFont(node, lines: lines, in: rect, color, on: canvas)
    }

    /// The lines in the pictures' own font, from the label's left edge: its glyphs differ from
    /// the measured ones, so the drawn font shrinks where they need more room than the layout gave.
    private func drawLabelInOwnFont(_ node: Node, lines: [String], in rect: Rect, _ color: RGBA, on canvas: Canvas) {
        // At a larger or smaller text size the picture's font grows as the node's font does
        // there, and shrinks little: text the box cannot hold is drawn cut off, as the device does.
        let growth = measurer.resolve(node.font).size / max(node.font.resolved().size, 1)
        let atDefaultSize = abs(growth - 1) < 0.001
        var size = RenderPalette.labelTextSize * growth
        let fullLine = canvas.measure("Ag", size: size).height
        if atDefaultSize, rect.height < fullLine { size = max(4, size * rect.height / fullLine) }
        // The drawn font only shrinks (at most 12 steps of 10 %) where its glyphs need more room
        // than the layout gave.
        var lineHeight = canvas.measure("Ag", size: size).height
        func fits() -> Bool {
            Double(lines.count) * lineHeight <= rect.height + 0.5
                && lines.allSatisfy { canvas.measure($0, size: size).width <= rect.width + 0.5 }
        }
        var steps = 0
        while !fits(), size > 6, steps < (atDefaultSize ? 12 : 2) {
            size *= 0.9
            steps += 1
            lineHeight = canvas.measure("Ag", size: size).height
        }
        let blockHeight = Double(lines.count) * lineHeight
        var y = rect.y + max(0, (rect.height - blockHeight) / 2)
        canvas.withSavedState {
            canvas.clip(to: rect)
            for line in lines where y < rect.maxY {
                canvas.text(line, x: rect.x, y: y, size: size, color)
                y += lineHeight
            }
        }
    }

    /// The lines a label shows at `width` (the measurer's that sized it, with the half point
    /// pixel rounding may take off its width): the measurer's lines, at most `numberOfLines` of
    /// them, the last ending in "…" when the text needed more (UILabel truncates the tail),
    /// shortened until it fits.
    static func shownLines(of node: Node, text: String, width: Double, measurer: any TextMeasurer) -> [String] {
        let all = measurer.lines(text, font: node.font, maxWidth: width + 0.5).map(\.text)
        guard node.numberOfLines > 0, all.count > node.numberOfLines else { return all }
        var lines = Array(all.prefix(node.numberOfLines))
        var last = Array(lines[lines.count - 1])
        func fits(_ characters: [Character]) -> Bool {
            let candidate = String(characters).trimmingTrailingSpaces + "…"
            return (measurer.lines(candidate, font: node.font, maxWidth: nil).first?.width ?? 0) <= width + 0.5
        }
        while !last.isEmpty, !fits(last) { last.removeLast() }
        lines[lines.count - 1] = String(last).trimmingTrailingSpaces + "…"
        return lines
    }

    private func drawCellsOfList(_ listIndex: Int, frame: RenderFrame, alpha: Double, on canvas: Canvas) {
        let cellSize = 10.0
        for cell in frame.cells where cell.listIndex == listIndex {
            if let content = cell.content {
                paintTree(content, on: canvas, alpha: alpha, drawCells: false)
                if unarrived == .hatched { Self.drawUnreservedSlots(content, alpha: alpha, on: canvas) }
            }
            canvas.stroke(cell.rect, RenderPalette.cellOutline.with(alpha: alpha), lineWidth: 0.5)
            // For people, each cell names its row.
            let row = captions ? cell.row.map { "row \($0)" } : nil
            if cell.content == nil, cell.rect.height >= cellSize + 4 {
                canvas.text(
                    [row, "cell: \(cell.type)"].compactMap { $0 }.joined(separator: " · "), x: cell.rect.maxX - 4, y: cell.rect.y + 2,
                    size: cellSize, RenderPalette.captionText.with(alpha: alpha), alignment: .right)
            } else if let row, cell.rect.height >= cellSize + 4 {
                let measured = canvas.measure(row, size: cellSize, bold: true)
                let tag = Rect(
                    x: cell.rect.maxX - measured.width - 8, y: cell.rect.y + 2, width: measured.width + 6, height: measured.height + 2)
                canvas.fillRounded(tag, radius: 2, RenderPalette.numberBacking.with(alpha: alpha))
                canvas.text(row, x: tag.x + 3, y: tag.y + 1, size: cellSize, RenderPalette.numberText.with(alpha: alpha), bold: true)
            }
        }
    }

    /// A cell's slots that have no room reserved and whose content has not arrived are 0 pt
    /// tall (or wide) and would not show: each is drawn as a thin hatched strip where it is
    /// (inside the cell), so the picture says that content is still to come there.
    static func drawUnreservedSlots(_ content: RenderFrame, alpha: Double, on canvas: Canvas) {
        for index in content.awaitingContent.sorted() where content.displayed(index) {
            let rect = content.frame(of: index)
            guard rect.width <= 0 || rect.height <= 0 else { continue }
            // Inside the cell (its screen), so the next cell does not cover it.
            let strip = unreservedStrip, cell = content.screen
            let shown =
                rect.height <= 0
                ? Rect(
                    x: rect.x, y: max(cell.y, min(rect.y - strip / 2, cell.maxY - strip)), width: max(rect.width, strip), height: strip)
                : Rect(x: max(cell.x, min(rect.x - strip / 2, cell.maxX - strip)), y: rect.y, width: strip, height: rect.height)
            drawReservedSlot(shown, radius: 0, alpha: alpha, on: canvas)
        }
    }

    /// How thick a slot with no room reserved is drawn while its content has not arrived, in points.
    static let unreservedStrip = 6.0

    /// Ids in the top-left corner of nodes with room for them, deepest (topmost) first; then,
    /// with `numbers`, a number at each drawing node left without its id, in document order.
    /// Returns the numbered ids.
    private func paintCaptions(_ frame: RenderFrame, on canvas: Canvas) -> [String] {
        let candidates = frame.tree.preorder().reversed().compactMap { index -> IdCaptions.Candidate? in
            guard let visible = frame.visibility[index].visible else { return nil }
            let node = frame.tree.nodes[index]
            let room: Double
            switch node.kind {
            case .label, .ad, .spinner, .image: room = 40
            case .view, .list: room = 0
            }
            return IdCaptions.Candidate(id: node.id, frame: frame.frame(of: index), visible: visible, contentHeight: room, node: index)
        }
        var placed = IdCaptions.draw(candidates, on: canvas, text: RenderPalette.captionText, backing: RenderPalette.captionBacking)
        guard numbers else { return [] }
        let named = Set(placed.compactMap(\.node))
        var key: [String] = []
        // O(nodes × tags): the number is measured once per number, not per node tried.
        var number = "1"
        var measured = canvas.measure(number, size: RenderPalette.captionSize, bold: true)
        for index in frame.tree.preorder() where !named.contains(index) {
            guard key.count < Self.maxNumbers else { break }
            guard let visible = frame.visibility[index].visible, !visible.isEmpty,
                frame.tree.nodes[index].draws || frame.awaitingContent.contains(index)
            else { continue }
            if number != String(key.count + 1) {
                number = String(key.count + 1)
                measured = canvas.measure(number, size: RenderPalette.captionSize, bold: true)
            }
            // The top-left corner, else the top-right one, whichever overlaps no tag drawn.
            let width = measured.width + 4, height = measured.height + 2
            let corners = [visible.x, max(visible.x, visible.maxX - width)].map { Rect(x: $0, y: visible.y, width: width, height: height) }
            guard let tag = corners.first(where: { corner in !placed.contains { $0.tag.intersection(corner) != nil } }) else { continue }
            placed.append(IdCaptions.Placed(tag: tag, node: index))
            canvas.fillRounded(tag, radius: 2, RenderPalette.numberBacking)
            canvas.text(number, x: tag.x + 2, y: tag.y + 1, size: RenderPalette.captionSize, RenderPalette.numberText, bold: true)
            key.append(frame.tree.nodes[index].id)
        }
        return key
    }
}

/// Node ids written small in the top-left corner of nodes big enough to hold them.
enum IdCaptions {
    struct Candidate {
        var id: String
        var frame: Rect
        /// The visible part of the frame: the caption must lie inside it.
        var visible: Rect
        /// Height the node's own content needs below the caption.
        var contentHeight: Double
        /// The node's index in its tree, when the caller needs to know which were placed.
        var node: Int?
    }

    /// A caption drawn: its tag and the node it names.
    struct Placed {
        var tag: Rect
        var node: Int?
    }

    /// Draws captions for `candidates` in priority order; a caption that does not fit its node
    /// or would overlap one already placed is left out. At most `FramePainter.maxCaptions`:
    /// O(candidates × maxCaptions). Returns the captions drawn.
    @discardableResult
    static func draw(_ candidates: [Candidate], on canvas: Canvas, text: RGBA, backing: RGBA) -> [Placed] {
        var placed: [Placed] = []
        let size = RenderPalette.captionSize
        for candidate in candidates where placed.count < FramePainter.maxCaptions {
            let rect = candidate.frame
            guard rect.width >= 20, rect.height >= 16 + candidate.contentHeight else { continue }
            let measured = canvas.measure(candidate.id, size: size)
            let tag = Rect(x: rect.x + 2, y: rect.y + 2, width: measured.width + 4, height: measured.height + 2)
            guard rect.width >= tag.width + 4, rect.height >= tag.height + 4 + candidate.contentHeight,
                candidate.visible.contains(tag), !placed.contains(where: { $0.tag.intersection(tag) != nil })
            else { continue }
            placed.append(Placed(tag: tag, node: candidate.node))
            canvas.fillRounded(tag, radius: 2, backing)
            canvas.text(candidate.id, x: tag.x + 2, y: tag.y + 1, size: size, text)
        }
        return placed
    }
}

extension RGBA {
    /// The colour with its alpha multiplied by `alpha`.
    func with(alpha factor: Double) -> RGBA {
        RGBA(red: red, green: green, blue: blue, alpha: alpha * factor)
    }
}

/// Greedy word wrapping with the canvas's font metrics.
enum TextWrapper {
    /// `text` split into lines no wider than `width` where words allow (a longer word gets its own line).
    static func lines(_ text: String, width: Double, size: Double, bold: Bool = false, on canvas: Canvas) -> [String] {
        var lines: [String] = []
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            var current = ""
            for word in paragraph.split(separator: " ") {
                let candidate = current.isEmpty ? String(word) : current + " " + word
                if current.isEmpty || canvas.measure(candidate, size: size, bold: bold).width <= width {
                    current = candidate
                } else {
                    lines.append(current)
                    current = String(word)
                }
            }
            lines.append(current)
        }
        return lines
    }
}

extension String {
    /// The string without the spaces at its end.
    fileprivate var trimmingTrailingSpaces: String {
        var characters = Substring(self)
        while characters.last == " " { characters = characters.dropLast() }
        return String(characters)
    }
}
