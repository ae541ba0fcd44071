/// Reads the metrics of a TrueType or OpenType (CFF) file: units per em (`head`), the line
/// height (`hhea`), advances (`hmtx`, with `maxp`'s glyph count), the character map (`cmap`
/// formats 4 and 12, Unicode encodings) and pair kerning: the `GPOS` table's `kern` feature
/// when it has one (pair adjustments by glyph and by class), else the `kern` table's format 0
/// pairs.
///
/// Every offset and count is checked against the bytes before it is read, and the work is
/// bounded (characters mapped, kerning pairs), so any bytes give a face or a `FontFileError`
/// naming the file and the table, never a crash.
public enum FontFileReader {
    /// The most code points a character map may map (a font of every CJK ideograph maps fewer).
    static let maxCharacters = 1 << 20
    /// The most kerning pairs read.
    static let maxKerningPairs = 1 << 20

    /// The face in `bytes`, read from `file` (named in errors).
    public static func read(_ bytes: [UInt8], file: String) throws(FontFileError) -> FontFace {
        let tables = try directory(bytes, file: file)
        func table(_ tag: String, required: Bool = true) throws(FontFileError) -> TableBytes? {
            guard let range = tables[tag] else {
                if required { throw FontFileError(file: file, table: tag, problem: "the font has no '\(tag)' table") }
                return nil
            }
            return TableBytes(bytes: bytes, range: range, tag: tag, file: file)
        }
        guard let head = try table("head"), let hhea = try table("hhea"), let maxp = try table("maxp"),
            let hmtx = try table("hmtx"), let cmap = try table("cmap")
        else { throw FontFileError(file: file, table: nil, problem: "a required table is missing") }

        let unitsPerEm = try head.u16(18)
        guard (16...16384).contains(unitsPerEm) else {
            throw head.error("units per em is \(unitsPerEm); a font has 16 to 16384")
        }
        let ascender = try hhea.i16(4), descender = try hhea.i16(6), lineGap = try hhea.i16(8)
        let metricCount = try hhea.u16(34)
        let glyphCount = try maxp.u16(4)
        guard glyphCount > 0 else { throw maxp.error("the font has no glyphs") }
        guard metricCount > 0, metricCount <= glyphCount else {
            throw hhea.error("numberOfHMetrics is \(metricCount), not 1 to the \(glyphCount) glyphs 'maxp' counts")
        }
        var advances: [Int] = []
        advances.reserveCapacity(glyphCount)
        for glyph in 0..<metricCount { advances.append(try hmtx.u16(glyph * 4)) }
        let last = advances[metricCount - 1]
        while advances.count < glyphCount { advances.append(last) }

        let glyphs = try characterMap(cmap, glyphCount: glyphCount)
        // GPOS's kern feature when the font has one (as shaping engines apply it), else the kern table.
        var kerning: [Int: Int] = [:]
        var classes: [FontFace.ClassKerning] = []
        if let gpos = try table("GPOS", required: false), let positioning = try positioningKerning(gpos, glyphCount: glyphCount) {
            (kerning, classes) = positioning
        } else if let kern = try table("kern", required: false) {
            kerning = try pairKerning(kern, glyphCount: glyphCount)
        }
        return FontFace(
            unitsPerEm: unitsPerEm, lineHeightUnits: max(0, ascender - descender + max(0, lineGap)), advances: advances, glyphs: glyphs,
            kerning: kerning, classKerning: classes, fileBytes: bytes)
    }

    /// The byte range of each table, by tag, from the file's table directory.
    static func directory(_ bytes: [UInt8], file: String) throws(FontFileError) -> [String: Range<Int>] {
        let whole = TableBytes(bytes: bytes, range: 0..<bytes.count, tag: nil, file: file)
        let version = try whole.u32(0)
        switch version {
        case 0x0001_0000, 0x4F54_544F, 0x7472_7565: break  // TrueType, 'OTTO' (CFF), 'true'
        case 0x7474_6366: throw whole.error("a font collection (.ttc); name one of its fonts as a .ttf or .otf file")
        default: throw whole.error("not a TrueType or OpenType font (it does not start as one)")
        }
        let count = try whole.u16(4)
        var tables: [String: Range<Int>] = [:]
        for index in 0..<count {
            let record = 12 + index * 16
            let tag = String(decoding: try whole.slice(record, 4), as: UTF8.self)
            let offset = try whole.u32(record + 8), length = try whole.u32(record + 12)
            guard offset <= bytes.count, length <= bytes.count - offset else {
                throw FontFileError(file: file, table: tag, problem: "the table runs past the end of the file (truncated?)")
            }
            if tables[tag] == nil { tables[tag] = offset..<(offset + length) }
        }
        return tables
    }

    /// The code points `cmap` maps to glyphs: its first Unicode subtable of format 12, else of
    /// format 4.
    static func characterMap(_ cmap: TableBytes, glyphCount: Int) throws(FontFileError) -> [UInt32: Int] {
        let count = try cmap.u16(2)
        var format4: Int?, format12: Int?
        for index in 0..<count {
            let record = 4 + index * 8
            let platform = try cmap.u16(record), encoding = try cmap.u16(record + 2), offset = try cmap.u32(record + 4)
            let unicode = platform == 0 || (platform == 3 && (encoding == 1 || encoding == 10))
            guard unicode, let format = try? cmap.u16(offset) else { continue }
            if format == 12, format12 == nil { format12 = offset }
            if format == 4, format4 == nil { format4 = offset }
        }
        var glyphs: [UInt32: Int] = [:]
        var work = 0
        func map(_ code: Int, _ glyph: Int) throws(FontFileError) {
            work += 1
            if work > maxCharacters { throw cmap.error("maps more than \(maxCharacters) characters") }
            if glyph > 0, glyph < glyphCount, code <= 0x10FFFF, glyphs[UInt32(code)] == nil { glyphs[UInt32(code)] = glyph }
        }
        if let start = format12 {
            let groups = try cmap.u32(start + 12)
            for group in 0..<groups {
                let record = start + 16 + group * 12
                let first = try cmap.u32(record), last = try cmap.u32(record + 4), glyph = try cmap.u32(record + 8)
                guard first <= last, last <= 0x10FFFF else { throw cmap.error("a format 12 group maps \(first)…\(last)") }
                for code in first...last { try map(code, glyph + (code - first)) }
            }
        } else if let start = format4 {
            let segments = try cmap.u16(start + 6) / 2
            let ends = start + 14, starts = ends + segments * 2 + 2
            let deltas = starts + segments * 2, rangeOffsets = deltas + segments * 2
            for segment in 0..<segments {
                let last = try cmap.u16(ends + segment * 2), first = try cmap.u16(starts + segment * 2)
                let delta = try cmap.u16(deltas + segment * 2)
                let rangeOffsetAt = rangeOffsets + segment * 2
                let rangeOffset = try cmap.u16(rangeOffsetAt)
                guard first <= last else { continue }
                for code in first...last where code != 0xFFFF {
                    if rangeOffset == 0 {
                        try map(code, (code + delta) & 0xFFFF)
                    } else {
                        let glyph = try cmap.u16(rangeOffsetAt + rangeOffset + 2 * (code - first))
                        try map(code, glyph == 0 ? 0 : (glyph + delta) & 0xFFFF)
                    }
                }
            }
        } else {
            throw cmap.error("no Unicode character map of format 4 or 12")
        }
        return glyphs
    }

    /// The horizontal pairs of the `kern` table's format 0 subtables (the first value given
    /// for a pair wins); Apple's `kern` version 1 and other formats are not read.
    static func pairKerning(_ kern: TableBytes, glyphCount: Int) throws(FontFileError) -> [Int: Int] {
        guard try kern.u16(0) == 0 else { return [:] }
        let count = try kern.u16(2)
        var kerning: [Int: Int] = [:]
        var offset = 4
        var read = 0
        for _ in 0..<count {
            let length = try kern.u16(offset + 2), coverage = try kern.u16(offset + 4)
            // Format 0, horizontal, neither minimum values nor cross-stream.
            if coverage >> 8 == 0, coverage & 0x7 == 1 {
                let pairs = try kern.u16(offset + 6)
                for pair in 0..<pairs {
                    read += 1
                    if read > maxKerningPairs { throw kern.error("more than \(maxKerningPairs) kerning pairs") }
                    let record = offset + 14 + pair * 6
                    let left = try kern.u16(record), right = try kern.u16(record + 2), value = try kern.i16(record + 4)
                    if left < glyphCount, right < glyphCount, kerning[left << 16 | right] == nil { kerning[left << 16 | right] = value }
                }
            }
            // A subtable longer than 64 KiB overflows its length field: read only the first.
            guard length >= 6 else { break }
            offset += length
        }
        return kerning
    }
}

/// One table's bytes, read with bounds checks: a read past the table's end is an error naming
/// the table.
struct TableBytes {
    let bytes: [UInt8]
    let range: Range<Int>
    let tag: String?
    let file: String

    func error(_ problem: String) -> FontFileError {
        FontFileError(file: file, table: tag, problem: problem)
    }

    /// `count` bytes at `offset` into the table.
    func slice(_ offset: Int, _ count: Int) throws(FontFileError) -> ArraySlice<UInt8> {
        guard offset >= 0, count >= 0, offset <= range.count - count else {
            throw error("truncated: needs \(offset + count) bytes, has \(range.count)")
        }
        return bytes[(range.lowerBound + offset)..<(range.lowerBound + offset + count)]
    }

    func u16(_ offset: Int) throws(FontFileError) -> Int {
        let b = try slice(offset, 2)
        return Int(b[b.startIndex]) << 8 | Int(b[b.startIndex + 1])
    }

    func i16(_ offset: Int) throws(FontFileError) -> Int {
        let value = try u16(offset)
        return value >= 0x8000 ? value - 0x10000 : value
    }

    func u32(_ offset: Int) throws(FontFileError) -> Int {
        let b = try slice(offset, 4)
        return b.reduce(0) { $0 << 8 | Int($1) }
    }
}
