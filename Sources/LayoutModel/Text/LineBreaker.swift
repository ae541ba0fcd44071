/// The character classes line breaking needs, close to Unicode's line breaking algorithm
/// (UAX #14) for UI text.
enum LineBreakClass {
    /// Spaces a line may break after (the no-break spaces excluded); they hang at a line's end.
    static func isSpace(_ character: Character) -> Bool {
        guard let scalar = character.unicodeScalars.first, character.unicodeScalars.count == 1 else { return false }
        switch scalar.value {
        case 0x20, 0x09, 0x1680, 0x2000...0x2006, 0x2008...0x200A, 0x205F, 0x3000: return true
        default: return false
        }
    }

    /// Hyphens and dashes a line may break after (not before a digit: "-5" stays whole).
    static func isHyphen(_ character: Character) -> Bool {
        ["-", "\u{2010}", "\u{2012}", "\u{2013}", "\u{00AD}"].contains(character)
    }

    /// Closing punctuation and marks that never start a line: closing brackets and quotes,
    /// `! ? , . ; : /`, their full-width and CJK forms, small kana and the prolonged sound mark.
    static func isClosing(_ character: Character) -> Bool {
        guard let scalar = character.unicodeScalars.first else { return false }
        switch scalar.value {
        case 0x21, 0x29, 0x2C, 0x2E, 0x2F, 0x3A, 0x3B, 0x3F, 0x5D, 0x7D, 0xBB, 0x2019, 0x201D, 0x203A, 0x2026: return true
        case 0x3001, 0x3002, 0x3009, 0x300B, 0x300D, 0x300F, 0x3011, 0x3015, 0x3017, 0x3019, 0x301B, 0x301E, 0x301F: return true
        case 0x3005, 0x303B, 0x309D, 0x309E, 0x30FB, 0x30FC, 0x30FD, 0x30FE: return true
        case 0x3041, 0x3043, 0x3045, 0x3047, 0x3049, 0x3063, 0x3083, 0x3085, 0x3087, 0x308E, 0x3095, 0x3096: return true
        case 0x30A1, 0x30A3, 0x30A5, 0x30A7, 0x30A9, 0x30C3, 0x30E3, 0x30E5, 0x30E7, 0x30EE, 0x30F5, 0x30F6: return true
        case 0xFF01, 0xFF09, 0xFF0C, 0xFF0E, 0xFF1A, 0xFF1B, 0xFF1F, 0xFF3D, 0xFF5D, 0xFF61, 0xFF63, 0xFF64: return true
        default: return false
        }
    }

    /// Opening brackets and quotes that never end a line.
    static func isOpening(_ character: Character) -> Bool {
        guard let scalar = character.unicodeScalars.first else { return false }
        switch scalar.value {
        case 0x28, 0x5B, 0x7B, 0xAB, 0x2018, 0x201C, 0x2039: return true
        case 0x3008, 0x300A, 0x300C, 0x300E, 0x3010, 0x3014, 0x3016, 0x3018, 0x301A, 0x301D: return true
        case 0xFF08, 0xFF3B, 0xFF5B, 0xFF62: return true
        default: return false
        }
    }

    /// Square characters: CJK ideographs, kana, hangul syllables, full-width forms and CJK
    /// punctuation. A line may break before and after each.
    static func isWide(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF,
            0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x20000...0x3FFFD:
            return true
        default: return false
        }
    }

    /// True for characters a line may break before and after as for ideographs: wide
    /// characters and emoji.
    static func isIdeographic(_ character: Character) -> Bool {
        guard let first = character.unicodeScalars.first else { return false }
        return isWide(first) || character.unicodeScalars.contains { $0.properties.isEmojiPresentation || $0.value == 0xFE0F }
    }
}

/// One laid-out line: its text (trailing spaces dropped) and width in points.
public struct TextLine: Sendable, Hashable {
    public var text: String
    public var width: Double
}

/// One character of a line where the measurer set it, in points from the line's start.
public struct PlacedCharacter: Sendable, Hashable {
    /// The font a character is measured in.
    public enum Source: Sendable, Hashable {
        /// The app's font file (the label's `FontFace`).
        case face
        /// Inter (`GlyphMetrics`' tables).
        case inter
        /// A stated width, not a glyph of either font: an emoji, a CJK or any other character
        /// neither font has, which the device draws with its system fonts.
        case stated
    }

    public var character: Character
    /// Where the glyph starts: the pen position, after the kerning between it and the character before.
    public var x: Double
    /// How far the pen moves for it (its advance; the kerning after it belongs to the next).
    public var advance: Double
    public var source: Source
}

/// Greedy line breaking with Inter's advances and kerning, or an app's font file's.
///
/// Each paragraph (text between newlines) fills lines as far as they fit; a line breaks at the
/// last opportunity that fits: after a run of spaces (which hang, so they count for no width),
/// after a hyphen or en dash, before and after an em dash, before and after CJK characters and
/// emoji — never before closing punctuation nor after opening punctuation. A word wider than
/// the line breaks between characters. O(characters), no recursion.
public enum LineBreaker {
    /// The lines of `text` in `font` at most `maxWidth` points wide (nil or not finite: no
    /// wrapping, one line per paragraph), set in `face` when given (the characters it lacks in
    /// Inter, as iOS falls back to the system font), else in Inter.
    public static func lines(_ text: String, font: ResolvedFont, maxWidth: Double?, face: FontFace? = nil) -> [TextLine] {
        let limit = maxWidth.flatMap { $0.isFinite ? $0 : nil }
        var lines: [TextLine] = []
        var paragraph: [Character] = []
        for character in text {
            if character.isNewline {
                breakParagraph(paragraph, font: font, face: face, limit: limit, into: &lines)
                paragraph.removeAll(keepingCapacity: true)
            } else {
                paragraph.append(character)
            }
        }
        breakParagraph(paragraph, font: font, face: face, limit: limit, into: &lines)
        return lines
    }

    /// Each character of `line` (one line, as `lines` gives it) where the measurer sets it: its
    /// glyph's x from the line's start with the kerning before it, its advance, and the font it
    /// is set in (the face's, Inter's, or a stated width that no font's glyph has). The last
    /// character ends at the line's measured width. O(characters).
    public static func placed(_ line: String, font: ResolvedFont, face: FontFace? = nil) -> [PlacedCharacter] {
        let characters = Array(line)
        let metrics = measure(characters, font: font, face: face)
        return characters.indices.map { i in
            let source: PlacedCharacter.Source
            switch GlyphMetrics.isEmoji(characters[i]) ? nil : metrics.glyphs[i] {
            case .face: source = .face
            case .inter: source = .inter
            case nil: source = .stated
            }
            let x = metrics.prefix[i] + metrics.kern[i]
            return PlacedCharacter(character: characters[i], x: x, advance: metrics.prefix[i + 1] - x, source: source)
        }
    }

    /// The measure of `characters` set in a row: `prefix[i]`, the width of `characters[0..<i]`
    /// with the kerning between them; `kern[i]`, the kerning between characters i-1 and i
    /// (dropped when a line starts at i); each character's glyph.
    private static func measure(
        _ characters: [Character], font: ResolvedFont, face: FontFace?
    ) -> (prefix: [Double], kern: [Double], glyphs: [GlyphMetrics.Glyph?]) {
        let n = characters.count
        var prefix = [Double](repeating: 0, count: n + 1)
        var kern = [Double](repeating: 0, count: n + 1)
        var glyphs: [GlyphMetrics.Glyph?] = []
        glyphs.reserveCapacity(n)
        var previous: GlyphMetrics.Glyph?
        for (i, character) in characters.enumerated() {
            let glyph = GlyphMetrics.glyph(of: character, in: face)
            if let previous, let glyph { kern[i] = GlyphMetrics.kerning(previous, glyph, weight: font.weight, face: face) * font.size }
            prefix[i + 1] =
                prefix[i] + kern[i] + GlyphMetrics.advance(of: character, glyph: glyph, weight: font.weight, face: face) * font.size
            glyphs.append(glyph)
            previous = glyph
        }
        return (prefix, kern, glyphs)
    }

    private static func breakParagraph(
        _ characters: [Character], font: ResolvedFont, face: FontFace?, limit: Double?, into lines: inout [TextLine]
    ) {
        let n = characters.count
        let (prefix, kern, _) = measure(characters, font: font, face: face)
        func width(_ start: Int, _ end: Int) -> Double { end > start ? prefix[end] - prefix[start] - kern[start] : 0 }
        func emit(_ start: Int, _ end: Int) {
            var last = end
            while last > start && LineBreakClass.isSpace(characters[last - 1]) { last -= 1 }
            lines.append(TextLine(text: String(characters[start..<last]), width: width(start, last)))
        }
        guard let limit else {
            emit(0, n)
            return
        }
        let tolerance = 1e-9
        var start = 0
        var lastBreak: Int?
        for i in 0..<n {
            if i > start && canBreak(before: i, in: characters) { lastBreak = i }
            if LineBreakClass.isSpace(characters[i]) || i == start || width(start, i + 1) <= limit + tolerance { continue }
            if let opportunity = lastBreak, opportunity > start {
                emit(start, opportunity)
                start = opportunity
            }
            lastBreak = nil
            // No opportunity between the new start and i: the word is wider than the line.
            if i > start && width(start, i + 1) > limit + tolerance {
                emit(start, i)
                start = i
            }
        }
        emit(start, n)
    }

    /// True when a line may break between characters i-1 and i.
    static func canBreak(before i: Int, in characters: [Character]) -> Bool {
        let before = characters[i - 1]
        let after = characters[i]
        if LineBreakClass.isSpace(after) || LineBreakClass.isClosing(after) || LineBreakClass.isOpening(before) { return false }
        if LineBreakClass.isSpace(before) { return true }
        if after == "\u{2014}" || before == "\u{2014}" { return true }
        if LineBreakClass.isHyphen(before) {
            return i >= 2 && !LineBreakClass.isSpace(characters[i - 2]) && !after.isNumber
        }
        return LineBreakClass.isIdeographic(before) || LineBreakClass.isIdeographic(after)
    }
}
