/// Inter's advances and kerning (regular, medium, semibold, bold), read once from the
/// generated `InterMetrics` tables, an app's `FontFace` where a label names one, and the stated
/// widths of what the fonts lack.
public enum GlyphMetrics {
    /// An emoji's advance, in ems: Apple Color Emoji's glyphs are wider than the point size.
    public static let emojiAdvance = 1.25
    /// A CJK ideograph's, kana's, hangul syllable's or full-width form's advance, in ems (they
    /// are square).
    public static let wideAdvance = 1.0
    /// The advance, in ems, of any other character Inter lacks (about an average Latin letter).
    public static let missingAdvance = 0.6

    /// The natural line height of Inter at `size` points (ascender + descender + line gap).
    public static func naturalLineHeight(size: Double) -> Double {
        size * Double(InterMetrics.lineHeightUnits) / Double(InterMetrics.unitsPerEm)
    }

    /// The index of each measured code point in the tables.
    static let index: [UInt32: Int] = {
        var index: [UInt32: Int] = [:]
        for run in InterMetrics.characters.split(whereSeparator: \.isWhitespace) {
            let bounds = run.split(separator: "-").compactMap { UInt32($0, radix: 16) }
            guard let low = bounds.first, let high = bounds.last, low <= high else { continue }
            for code in low...high { index[code] = index.count }
        }
        return index
    }()

    /// Per weight, in `FontWeight.allCases` order: advances in font units by index, and kerning
    /// by `left * count + right`.
    static let tables: [(advances: [Double], kerning: [Int: Double])] = InterMetrics.weights.map { weight in
        let advances = weight.advances.split(whereSeparator: \.isWhitespace).map { Double($0) ?? 0 }
        let numbers = weight.kerning.split(whereSeparator: \.isWhitespace).map { Int($0) ?? 0 }
        let count = index.count
        var kerning: [Int: Double] = [:]
        var k = 0
        while k + 2 < numbers.count {
            kerning[numbers[k] * count + numbers[k + 1]] = Double(numbers[k + 2])
            k += 3
        }
        return (advances, kerning)
    }

    /// The table row of `character`: the index of its first scalar when Inter has it.
    static func glyphIndex(of character: Character) -> Int? {
        guard let first = character.unicodeScalars.first else { return nil }
        return index[first.value]
    }

    /// A measured character's glyph: in an app's font file, or in Inter's tables.
    enum Glyph {
        case face(Int)
        case inter(Int)
    }

    /// The glyph `character` is set with: the face's when given and it has the character, else
    /// Inter's when Inter has it; nil for the stated widths.
    static func glyph(of character: Character, in face: FontFace?) -> Glyph? {
        if let face, let glyph = face.glyph(of: character) { return .face(glyph) }
        return glyphIndex(of: character).map(Glyph.inter)
    }

    /// The advance of `character` in ems at `weight`: the stated width for emoji (whatever the
    /// font has, iOS draws them with its colour emoji font), else its glyph's (marks that
    /// combine with it add nothing), else the stated widths for wide characters and anything else.
    static func advance(of character: Character, glyph: Glyph?, weight: FontWeight, face: FontFace?) -> Double {
        if isEmoji(character) { return emojiAdvance }
        switch glyph {
        case .face(let glyph):
            return face?.advance(ofGlyph: glyph) ?? missingAdvance
        case .inter(let glyph):
            let table = tables[weightIndex(weight)]
            return glyph < table.advances.count ? table.advances[glyph] / Double(InterMetrics.unitsPerEm) : missingAdvance
        case nil:
            if let first = character.unicodeScalars.first, LineBreakClass.isWide(first) { return wideAdvance }
            return missingAdvance
        }
    }

    /// True for an emoji: a character with emoji presentation or followed by U+FE0F, which iOS
    /// draws with its colour emoji font (at `emojiAdvance`) whatever font the label names.
    static func isEmoji(_ character: Character) -> Bool {
        character.unicodeScalars.contains { $0.properties.isEmojiPresentation || $0.value == 0xFE0F }
    }

    /// The kerning between two measured characters, in ems: only between two glyphs of one font.
    static func kerning(_ left: Glyph, _ right: Glyph, weight: FontWeight, face: FontFace?) -> Double {
        switch (left, right) {
        case (.face(let left), .face(let right)):
            return face?.kerning(left, right) ?? 0
        case (.inter(let left), .inter(let right)):
            return (tables[weightIndex(weight)].kerning[left * index.count + right] ?? 0) / Double(InterMetrics.unitsPerEm)
        default:
            return 0
        }
    }

    private static func weightIndex(_ weight: FontWeight) -> Int {
        FontWeight.allCases.firstIndex(of: weight) ?? 0
    }
}
