/// The metrics of one font file an app ships (a TrueType or OpenType file named in
/// `.layoutlint.yml`'s `fonts`), read by `FontFileReader`: what the measurer needs to set text in
/// it as it sets text in Inter.
public struct FontFace: Sendable {
    /// Font units per em (`head`).
    public var unitsPerEm: Int
    /// Ascender − descender + line gap, in font units (`hhea`): the natural line height.
    public var lineHeightUnits: Int
    /// Each glyph's advance, in font units, by glyph id (`hmtx`, `maxp`).
    var advances: [Int]
    /// The glyph of each code point the font maps (`cmap`).
    var glyphs: [UInt32: Int]
    /// Pair kerning by `left << 16 | right` glyph ids, in font units (`GPOS` glyph pairs, else
    /// `kern` format 0).
    var kerning: [Int: Int]
    /// Kerning by classes of glyphs (`GPOS` pair adjustment format 2), after `kerning`.
    var classKerning: [ClassKerning]
    /// The file's bytes, kept so that pictures can draw the text in the font it was measured in.
    public private(set) var fileBytes: [UInt8]
    /// A 64-bit FNV-1a hash of `fileBytes`: equal files give equal values, so whoever loads the
    /// file for drawing can keep what it made of it and load each file once.
    public private(set) var fileDigest: UInt64

    init(
        unitsPerEm: Int, lineHeightUnits: Int, advances: [Int], glyphs: [UInt32: Int], kerning: [Int: Int],
        classKerning: [ClassKerning] = [], fileBytes: [UInt8] = []
    ) {
        self.unitsPerEm = unitsPerEm
        self.lineHeightUnits = lineHeightUnits
        self.advances = advances
        self.glyphs = glyphs
        self.kerning = kerning
        self.classKerning = classKerning
        self.fileBytes = fileBytes
        var digest: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in fileBytes { digest = (digest ^ UInt64(byte)) &* 0x100_0000_01b3 }
        self.fileDigest = digest
    }

    /// One class-based kerning subtable: the first glyph's class (for the glyphs it covers),
    /// the second's (0 for any other), and the adjustment of each pair of classes.
    struct ClassKerning: Sendable {
        var first: [Int: Int]
        var second: [Int: Int]
        var secondCount: Int
        var values: [Int]

        /// The adjustment of the pair, when this subtable covers the first glyph.
        func value(_ left: Int, _ right: Int) -> Int? {
            guard let row = first[left] else { return nil }
            let index = row * secondCount + (second[right] ?? 0)
            return index < values.count ? values[index] : 0
        }
    }

    /// The number of code points the font maps to a glyph.
    public var characterCount: Int { glyphs.count }
    /// The number of kerning pairs read glyph by glyph.
    public var kerningPairCount: Int { kerning.count }
    /// The number of class-based kerning subtables read.
    public var kerningClassTableCount: Int { classKerning.count }

    /// The natural line height at `size` points.
    public func naturalLineHeight(size: Double) -> Double {
        size * Double(lineHeightUnits) / Double(unitsPerEm)
    }

    /// The glyph `character` is set with: that of its first scalar, when the font maps it.
    func glyph(of character: Character) -> Int? {
        guard let first = character.unicodeScalars.first else { return nil }
        return glyphs[first.value]
    }

    /// The advance of `glyph` in ems.
    func advance(ofGlyph glyph: Int) -> Double {
        Double(glyph < advances.count ? advances[glyph] : advances.last ?? 0) / Double(unitsPerEm)
    }

    /// The kerning between two glyphs, in ems.
    func kerning(_ left: Int, _ right: Int) -> Double {
        if let value = kerning[left << 16 | right] { return Double(value) / Double(unitsPerEm) }
        for table in classKerning {
            if let value = table.value(left, right) { return Double(value) / Double(unitsPerEm) }
        }
        return 0
    }
}

/// A font file that cannot be read: which file, which table, and what is wrong with it.
public struct FontFileError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The file as the configuration names it.
    public var file: String
    /// The sfnt table at fault (`head`, `hhea`, `hmtx`, `cmap`, `maxp`, `kern`, `GPOS`), or nil for the
    /// file's header and table directory.
    public var table: String?
    /// What is wrong, in lower-case words.
    public var problem: String

    public init(file: String, table: String?, problem: String) {
        self.file = file
        self.table = table
        self.problem = problem
    }

    public var description: String {
        "font file \"\(file)\"" + (table.map { ", table '\($0)'" } ?? "") + ": \(problem)"
    }
}

/// The fonts of an app, by the family names its layouts use: each family's faces by weight.
public struct FontLibrary: Sendable {
    /// The faces of each family, by weight.
    public private(set) var families: [String: [FontWeight: FontFace]] = [:]

    public init() {}

    /// True when no family is known.
    public var isEmpty: Bool { families.isEmpty }

    /// Adds `face` as `family` at `weight` (replacing a face given for the same weight).
    public mutating func add(_ face: FontFace, family: String, weight: FontWeight) {
        families[family, default: [:]][weight] = face
    }

    /// True when `family` has a face.
    public func contains(family: String) -> Bool {
        families[family] != nil
    }

    /// The face of `family` at `weight`: that weight's file, else the nearest weight's (the
    /// heavier of two as near, as a bold label would rather stay bold).
    public func face(family: String, weight: FontWeight) -> FontFace? {
        guard let faces = families[family] else { return nil }
        if let exact = faces[weight] { return exact }
        let order = FontWeight.allCases
        let wanted = order.firstIndex(of: weight) ?? 0
        let nearest = faces.keys.min { a, b in
            let da = abs((order.firstIndex(of: a) ?? 0) - wanted), db = abs((order.firstIndex(of: b) ?? 0) - wanted)
            return da != db ? da < db : (order.firstIndex(of: a) ?? 0) > (order.firstIndex(of: b) ?? 0)
        }
        return nearest.flatMap { faces[$0] }
    }
}
