/// Kerning from the `GPOS` table, where most OpenType fonts keep it: the pair adjustment
/// lookups (type 2, or type 9 extensions of it) of every `kern` feature, whatever the script,
/// in lookup order. Glyph pairs (format 1) go into the face's pair table, the first value given
/// for a pair winning; class pairs (format 2) are kept as classes and looked up after it. Only
/// the first glyph's horizontal advance adjustment is read: placement and device adjustments,
/// and other features, are not.
extension FontFileReader {
    /// The most class pairs kept (first classes × second classes, over all subtables).
    static let maxClassPairs = 1 << 20

    /// The kerning of `gpos`, or nil when it has no `kern` feature.
    static func positioningKerning(_ gpos: TableBytes, glyphCount: Int) throws(FontFileError) -> (
        pairs: [Int: Int], classes: [FontFace.ClassKerning]
    )? {
        let features = try gpos.u16(6), lookups = try gpos.u16(8)
        var indices: Set<Int> = []
        var found = false
        for index in 0..<(try gpos.u16(features)) {
            let record = features + 2 + index * 6
            guard Array(try gpos.slice(record, 4)) == Array("kern".utf8) else { continue }
            found = true
            let feature = features + (try gpos.u16(record + 4))
            for lookup in 0..<(try gpos.u16(feature + 2)) { indices.insert(try gpos.u16(feature + 4 + lookup * 2)) }
        }
        guard found else { return nil }
        var pairs: [Int: Int] = [:]
        var classes: [FontFace.ClassKerning] = []
        var work = 0
        let lookupCount = try gpos.u16(lookups)
        for index in indices.sorted() where index < lookupCount {
            let lookup = lookups + (try gpos.u16(lookups + 2 + index * 2))
            let type = try gpos.u16(lookup)
            for subtable in 0..<(try gpos.u16(lookup + 4)) {
                var start = lookup + (try gpos.u16(lookup + 6 + subtable * 2))
                var subtableType = type
                if type == 9 {
                    subtableType = try gpos.u16(start + 2)
                    start += try gpos.u32(start + 4)
                }
                guard subtableType == 2 else { continue }
                try pairAdjustment(gpos, at: start, glyphCount: glyphCount, pairs: &pairs, classes: &classes, work: &work)
            }
        }
        return (pairs, classes)
    }

    /// One pair adjustment subtable at `start`, added to `pairs` or `classes`.
    private static func pairAdjustment(
        _ gpos: TableBytes, at start: Int, glyphCount: Int, pairs: inout [Int: Int], classes: inout [FontFace.ClassKerning],
        work: inout Int
    ) throws(FontFileError) {
        let format = try gpos.u16(start)
        let format1 = try gpos.u16(start + 4), format2 = try gpos.u16(start + 6)
        // The first value record's size and where its horizontal advance is in it.
        let size1 = 2 * (format1 & 0xFF).nonzeroBitCount, size2 = 2 * (format2 & 0xFF).nonzeroBitCount
        let advanceAt: Int? = format1 & 0x4 != 0 ? 2 * (format1 & 0x3).nonzeroBitCount : nil
        let coverage = try self.coverage(gpos, at: start + (try gpos.u16(start + 2)), glyphCount: glyphCount, work: &work)
        switch format {
        case 1:
            let setCount = try gpos.u16(start + 8)
            for (glyph, coverageIndex) in coverage.sorted(by: { $0.key < $1.key }) where coverageIndex < setCount {
                let set = start + (try gpos.u16(start + 10 + coverageIndex * 2))
                let recordSize = 2 + size1 + size2
                for pair in 0..<(try gpos.u16(set)) {
                    work += 1
                    if work > maxKerningPairs { throw gpos.error("more than \(maxKerningPairs) kerning pairs") }
                    let record = set + 2 + pair * recordSize
                    let second = try gpos.u16(record)
                    guard let advanceAt, second < glyphCount else { continue }
                    let value = try gpos.i16(record + 2 + advanceAt)
                    if pairs[glyph << 16 | second] == nil { pairs[glyph << 16 | second] = value }
                }
            }
        case 2:
            let firstClasses = try classDefinition(gpos, at: start + (try gpos.u16(start + 8)), glyphCount: glyphCount, work: &work)
            let secondClasses = try classDefinition(gpos, at: start + (try gpos.u16(start + 10)), glyphCount: glyphCount, work: &work)
            let count1 = try gpos.u16(start + 12), count2 = try gpos.u16(start + 14)
            work += count1 * count2
            if work > maxClassPairs + maxKerningPairs { throw gpos.error("more than \(maxClassPairs) kerning class pairs") }
            guard let advanceAt else { return }
            var values = [Int](repeating: 0, count: count1 * count2)
            for index in values.indices {
                values[index] = try gpos.i16(start + 16 + index * (size1 + size2) + advanceAt)
            }
            // Covered glyphs not in the first class definition are class 0.
            var first: [Int: Int] = [:]
            for glyph in coverage.keys { first[glyph] = min(firstClasses[glyph] ?? 0, max(count1 - 1, 0)) }
            if count1 > 0, count2 > 0 {
                classes.append(FontFace.ClassKerning(first: first, second: secondClasses, secondCount: count2, values: values))
            }
        default:
            throw gpos.error("a pair adjustment of format \(format); formats 1 and 2 exist")
        }
    }

    /// The glyphs a coverage table covers, with their coverage indices.
    private static func coverage(_ gpos: TableBytes, at start: Int, glyphCount: Int, work: inout Int) throws(FontFileError) -> [Int: Int] {
        var covered: [Int: Int] = [:]
        switch try gpos.u16(start) {
        case 1:
            for index in 0..<(try gpos.u16(start + 2)) {
                let glyph = try gpos.u16(start + 4 + index * 2)
                if glyph < glyphCount { covered[glyph] = index }
            }
        case 2:
            for range in 0..<(try gpos.u16(start + 2)) {
                let record = start + 4 + range * 6
                let first = try gpos.u16(record), last = min(try gpos.u16(record + 2), glyphCount - 1)
                let index = try gpos.u16(record + 4)
                guard first <= last else { continue }
                work += last - first + 1
                if work > maxKerningPairs { throw gpos.error("coverage tables cover more than \(maxKerningPairs) glyphs") }
                for glyph in first...last { covered[glyph] = index + glyph - first }
            }
        case let format:
            throw gpos.error("a coverage table of format \(format); formats 1 and 2 exist")
        }
        return covered
    }

    /// The glyphs a class definition puts in a class other than 0, with their classes.
    private static func classDefinition(_ gpos: TableBytes, at start: Int, glyphCount: Int, work: inout Int) throws(FontFileError) -> [Int:
        Int]
    {
        var classes: [Int: Int] = [:]
        switch try gpos.u16(start) {
        case 1:
            let first = try gpos.u16(start + 2)
            for index in 0..<(try gpos.u16(start + 4)) where first + index < glyphCount {
                classes[first + index] = try gpos.u16(start + 6 + index * 2)
            }
        case 2:
            for range in 0..<(try gpos.u16(start + 2)) {
                let record = start + 4 + range * 6
                let first = try gpos.u16(record), last = min(try gpos.u16(record + 2), glyphCount - 1)
                let value = try gpos.u16(record + 4)
                guard first <= last else { continue }
                work += last - first + 1
                if work > maxKerningPairs { throw gpos.error("class definitions cover more than \(maxKerningPairs) glyphs") }
                for glyph in first...last { classes[glyph] = value }
            }
        case let format:
            throw gpos.error("a class definition of format \(format); formats 1 and 2 exist")
        }
        return classes
    }
}
