/// Inter's advances and kerning (regular, medium, semibold, bold), read once from the
/// generated `InterMetrics` tables, and the stated widths of what the font lacks.
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

    /// The advance of `character` in ems at `weight`: Inter's for the characters it has (marks
    /// that combine with them add nothing), the stated widths for emoji, wide characters and
    /// anything else.
    static func advance(of character: Character, index glyph: Int?, weight: FontWeight) -> Double {
        if character.unicodeScalars.contains(where: { $0.properties.isEmojiPresentation })
            || character.unicodeScalars.contains(where: { $0.value == 0xFE0F })
        {
            return emojiAdvance
        }
        if let glyph {
            let table = tables[weightIndex(weight)]
            return glyph < table.advances.count ? table.advances[glyph] / Double(InterMetrics.unitsPerEm) : missingAdvance
        }
        if let first = character.unicodeScalars.first, LineBreakClass.isWide(first) { return wideAdvance }
        return missingAdvance
    }

    /// The kerning between two measured characters, in ems.
    static func kerning(_ left: Int, _ right: Int, weight: FontWeight) -> Double {
        (tables[weightIndex(weight)].kerning[left * index.count + right] ?? 0) / Double(InterMetrics.unitsPerEm)
    }

    private static func weightIndex(_ weight: FontWeight) -> Int {
        FontWeight.allCases.firstIndex(of: weight) ?? 0
    }
}
