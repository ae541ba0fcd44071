import Foundation
import Testing

@testable import LayoutModel

/// An app's font files read and measured: the fixture fonts of `scripts/make-test-fonts.py`
/// (letters 1 em regular, 1.2 em bold, space half an em, A V kerned by −0.2 em), and any bytes
/// read without a crash.
@Suite struct FontFileReaderTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fixtures/Fonts")

    static func bytes(_ name: String) throws -> [UInt8] {
        Array(try Data(contentsOf: folder.appendingPathComponent(name)))
    }

    static func library() throws -> FontLibrary {
        var library = FontLibrary()
        library.add(try FontFileReader.read(bytes("FixtureSans-Regular.ttf"), file: "Regular.ttf"), family: "Brand", weight: .regular)
        library.add(try FontFileReader.read(bytes("FixtureSans-Bold.ttf"), file: "Bold.ttf"), family: "Brand", weight: .bold)
        library.add(try FontFileReader.read(bytes("FixtureSans-Medium.ttf"), file: "Medium.ttf"), family: "Brand", weight: .medium)
        return library
    }

    func width(_ text: String, weight: FontWeight = .regular, family: String? = "Brand", fonts: FontLibrary) -> Double {
        let font = FontSpec.custom(.init(size: 10, weight: weight, family: family))
        return GlyphTextMeasurer(fonts: fonts).lines(text, font: font, maxWidth: nil).first?.width ?? -1
    }

    @Test func readsTheTablesOfATrueTypeFile() throws {
        let face = try FontFileReader.read(Self.bytes("FixtureSans-Regular.ttf"), file: "Regular.ttf")
        #expect(face.unitsPerEm == 1000)
        #expect(face.lineHeightUnits == 1000)
        // 52 letters, 10 digits, 4 narrow characters and Gothic hwair (format 12 only).
        #expect(face.characterCount == 67)
        #expect(face.kerningPairCount == 1)
    }

    @Test func labelsInAConfiguredFamilyAreMeasuredWithItsFile() throws {
        let fonts = try Self.library()
        #expect(width("Hello", fonts: fonts) == 50)
        #expect(width("Hi there", fonts: fonts) == 75)
        // The kerning pair, and nothing between letters that have none.
        #expect(abs(width("AV", fonts: fonts) - 18) < 1e-9)
        #expect(width("VA", fonts: fonts) == 20)
        // Format 12's character beyond the Basic Multilingual Plane.
        #expect(width("\u{10348}", fonts: fonts) == 10)
        // Bold picks the bold file; semibold the nearest, medium and bold as near: the heavier.
        #expect(width("Hello", weight: .bold, fonts: fonts) == 60)
        #expect(width("Hello", weight: .semibold, fonts: fonts) == 60)
        #expect(width("Hello", weight: .medium, fonts: fonts) == 50)
        // The natural line height is the file's: 1 em.
        let resolved = GlyphTextMeasurer(fonts: fonts).resolve(.custom(.init(size: 10, family: "Brand")))
        #expect(resolved.lineHeight == 10)
    }

    /// Each character where the measurer sets it, for the pictures: x after the kerning before
    /// it, its advance, and its font: the file's, Inter's for what the file lacks, a stated
    /// width for emoji. The last character ends at the line's measured width.
    @Test func charactersArePlacedWhereTheLineIsMeasured() throws {
        let fonts = try Self.library()
        let measurer = GlyphTextMeasurer(fonts: fonts)
        let font = FontSpec.custom(.init(size: 10, family: "Brand"))
        // A V kerned by −2 pt, the space 5 pt, "!" (not in the file) in Inter, the emoji 12.5 pt.
        let line = try #require(measurer.placed("AV B!😀", font: font))
        let xs = line.characters.map(\.x), advances = line.characters.map(\.advance)
        #expect(zip(xs, [0, 8, 18, 23, 33]).allSatisfy { abs($0 - $1) < 1e-9 }, "\(xs)")
        #expect(zip(advances, [10, 10, 5, 10]).allSatisfy { abs($0 - $1) < 1e-9 }, "\(advances)")
        #expect(line.characters.map(\.source) == [.face, .face, .face, .face, .inter, .stated])
        #expect(abs(advances[5] - 12.5) < 1e-9)
        #expect(line.face?.fileBytes == (try Self.bytes("FixtureSans-Regular.ttf")))
        let measured = try #require(measurer.lines("AV B!😀", font: font, maxWidth: nil).first)
        #expect(abs(line.width - measured.width) < 1e-9)
        // In Inter: V starts before A's advance ends (the pair is kerned), and the line ends at its measured width.
        let inter = try #require(measurer.placed("AVAV", font: .body))
        #expect(inter.characters.allSatisfy { $0.source == .inter } && inter.face == nil)
        #expect(inter.characters[1].x < inter.characters[0].advance - 0.5)
        #expect(abs(inter.width - (measurer.lines("AVAV", font: .body, maxWidth: nil).first?.width ?? 0)) < 1e-9)
    }

    /// The medium file keeps its kerning in GPOS only: A V as a glyph pair (−0.3 em), T before
    /// a or o as a class pair (−0.15 em).
    @Test func gposKerningIsReadByGlyphAndByClass() throws {
        let face = try FontFileReader.read(Self.bytes("FixtureSans-Medium.ttf"), file: "Medium.ttf")
        #expect(face.kerningPairCount == 1)
        #expect(face.kerningClassTableCount == 1)
        let fonts = try Self.library()
        #expect(abs(width("AV", weight: .medium, fonts: fonts) - 17) < 1e-9)
        #expect(abs(width("To", weight: .medium, fonts: fonts) - 18.5) < 1e-9)
        #expect(abs(width("Ta", weight: .medium, fonts: fonts) - 18.5) < 1e-9)
        #expect(width("Te", weight: .medium, fonts: fonts) == 20)
        #expect(width("oT", weight: .medium, fonts: fonts) == 20)
    }

    @Test func charactersTheFileLacksAndOtherFamiliesAreInter() throws {
        let fonts = try Self.library()
        let inter = GlyphTextMeasurer()
        func interWidth(_ text: String) -> Double {
            inter.lines(text, font: .custom(.init(size: 10)), maxWidth: nil).first?.width ?? -1
        }
        #expect(abs(width("é", fonts: fonts) - interWidth("é")) < 1e-9)
        #expect(abs(width("Hello", family: "Other", fonts: fonts) - interWidth("Hello")) < 1e-9)
        #expect(abs(width("Hello", family: nil, fonts: fonts) - interWidth("Hello")) < 1e-9)
        #expect(GlyphTextMeasurer(fonts: fonts).measures(family: "Brand"))
        #expect(!GlyphTextMeasurer(fonts: fonts).measures(family: "Other"))
        #expect(!GlyphTextMeasurer().measures(family: "Brand"))
    }

    @Test func errorsNameTheFileAndTheTable() throws {
        let bytes = try Self.bytes("FixtureSans-Regular.ttf")
        #expect(throws: FontFileError(file: "x.ttf", table: nil, problem: "not a TrueType or OpenType font (it does not start as one)")) {
            try FontFileReader.read(Array("not a font".utf8) + [UInt8](repeating: 0, count: 20), file: "x.ttf")
        }
        // The hmtx table renamed in the directory: the font has none.
        var renamed = bytes
        let count = Int(bytes[4]) << 8 | Int(bytes[5])
        for index in 0..<count where Array(bytes[(12 + index * 16)..<(16 + index * 16)]) == Array("hmtx".utf8) {
            renamed[12 + index * 16] = UInt8(ascii: "x")
        }
        #expect(throws: FontFileError(file: "x.ttf", table: "hmtx", problem: "the font has no 'hmtx' table")) {
            try FontFileReader.read(renamed, file: "x.ttf")
        }
        // Cut in the middle: some table runs past the end.
        do {
            _ = try FontFileReader.read(Array(bytes.prefix(bytes.count / 2)), file: "x.ttf")
            Issue.record("half a font was read")
        } catch {
            #expect(error.table != nil && error.description.hasPrefix("font file \"x.ttf\", table '"), "\(error)")
        }
    }

    /// Every prefix of the file, and the file with bytes overwritten at random: each reads or
    /// throws, and what reads measures text.
    @Test(arguments: ["FixtureSans-Regular.ttf", "FixtureSans-Medium.ttf"])
    func anyBytesReadOrThrowWithoutCrashing(_ name: String) throws {
        let bytes = try Self.bytes(name)
        var failures = 0
        for length in 0..<bytes.count {
            do { _ = try FontFileReader.read(Array(bytes.prefix(length)), file: "cut.ttf") } catch { failures += 1 }
        }
        #expect(failures > bytes.count / 2)
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
        var read = 0
        for _ in 0..<2000 {
            var mutated = bytes
            for _ in 0..<(1 + Int(next() % 8)) {
                // Half the time the header, directory and small tables, where offsets and counts are.
                let limit = next() % 2 == 0 ? min(400, bytes.count) : bytes.count
                mutated[Int(next() % UInt64(limit))] = UInt8(truncatingIfNeeded: next())
            }
            guard let face = try? FontFileReader.read(mutated, file: "mutated.ttf") else { continue }
            read += 1
            var fonts = FontLibrary()
            fonts.add(face, family: "Brand", weight: .regular)
            #expect(width("Hello AV \u{10348}", fonts: fonts).isFinite)
        }
        #expect(read > 0)
    }
}
