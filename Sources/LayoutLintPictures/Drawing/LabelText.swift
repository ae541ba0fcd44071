import LayoutLintKit
import LayoutModel

/// A label's lines drawn as the device sets them: in the font they were measured in (Inter
/// compiled into the binary, or the app's font file the label's family names), at the size and
/// weight the measurer resolved at the frame's text size, each glyph at the x the measurer gave
/// it (advances and kerning from the same metrics). The characters neither font has (emoji,
/// CJK, other scripts), which the measurer gives stated widths, are drawn in the pictures' own
/// font centred in their stated width, as a device draws them with its system fonts.
///
/// Lines are spaced by the font's line height and the block is centred in the label's box (from
/// its top when taller); within a line, the glyphs' ascender-to-descender height is centred.
enum LabelText {
    /// Draws `lines` (the label's shown lines, the last perhaps shortened with "…") in `rect`,
    /// clipped to it. Returns false, drawing nothing, when the measurer places no glyphs or a
    /// font cannot be loaded (a binary built without Inter's files): the caller then draws the
    /// lines in the pictures' own font.
    static func draw(_ lines: [String], font: FontSpec, measurer: any TextMeasurer, in rect: Rect, _ color: RGBA, on canvas: Canvas) -> Bool
    {
        var placed: [PlacedLine] = []
        for line in lines {
            guard let line = measurer.placed(line, font: font) else { return false }
            placed.append(line)
        }
        guard let first = placed.first else { return true }
        let resolved = first.font
        guard let inter = DrawingFonts.inter(resolved.weight) else { return false }
        var face: DrawingFont?
        if let appFace = first.face {
            guard let loaded = DrawingFonts.font(of: appFace) else { return false }
            face = loaded
        }
        // The vertical metrics of the font the label names.
        let metrics = face ?? inter
        let glyphHeight = (metrics.ascent + metrics.descent) * resolved.size
        let blockHeight = Double(placed.count) * resolved.lineHeight
        var top = rect.y + max(0, (rect.height - blockHeight) / 2)
        canvas.withSavedState {
            canvas.clip(to: rect)
            for line in placed where top < rect.maxY {
                let baseline = top + (resolved.lineHeight - glyphHeight) / 2 + metrics.ascent * resolved.size
                var interGlyphs: [(scalar: Unicode.Scalar, x: Double)] = []
                var faceGlyphs: [(scalar: Unicode.Scalar, x: Double)] = []
                for character in line.characters {
                    let x = rect.x + character.x
                    switch character.source {
                    case .inter: interGlyphs += glyphs(of: character, at: x)
                    case .face: faceGlyphs += glyphs(of: character, at: x)
                    case .stated:
                        canvas.text(
                            String(character.character), x: x, width: character.advance, baseline: baseline, size: resolved.size, color)
                    }
                }
                canvas.glyphs(interGlyphs, baseline: baseline, font: inter, size: resolved.size, color)
                if let face { canvas.glyphs(faceGlyphs, baseline: baseline, font: face, size: resolved.size, color) }
                top += resolved.lineHeight
            }
        }
        return true
    }

    /// The glyphs of one measured character: its first scalar's at its x, and the marks that
    /// combine with it (which the measurer counts as nothing) after it, where fonts draw
    /// combining marks to sit over the glyph before them.
    private static func glyphs(of character: PlacedCharacter, at x: Double) -> [(scalar: Unicode.Scalar, x: Double)] {
        var result: [(scalar: Unicode.Scalar, x: Double)] = []
        for (i, scalar) in character.character.unicodeScalars.enumerated() {
            if i == 0 {
                result.append((scalar, x))
            } else if [.nonspacingMark, .enclosingMark].contains(scalar.properties.generalCategory) {
                result.append((scalar, x + character.advance))
            }
        }
        return result
    }
}
