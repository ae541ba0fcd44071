import Testing

@testable import LayoutModel

/// Inter's metrics, Apple's text style table and line breaking, checked against numbers read
/// from the font files with fontTools (units of 2816 per em).
@Suite struct LineBreakerTests {
    let measurer = GlyphTextMeasurer()

    func lines(_ text: String, _ font: FontSpec = .body, width: Double?) -> [String] {
        measurer.lines(text, font: font, maxWidth: width).map(\.text)
    }

    func width(_ text: String, _ font: FontSpec = .body) -> Double {
        measurer.lines(text, font: font, maxWidth: nil).first?.width ?? -1
    }

    @Test func textStylesFollowApplesTable() {
        #expect(FontSpec.body.resolved() == ResolvedFont(size: 17, weight: .regular, lineHeight: 22))
        #expect(FontSpec.style(.headline).resolved() == ResolvedFont(size: 17, weight: .semibold, lineHeight: 22))
        #expect(FontSpec.style(.largeTitle).resolved() == ResolvedFont(size: 34, weight: .regular, lineHeight: 41))
        #expect(FontSpec.style(.caption2).resolved() == ResolvedFont(size: 11, weight: .regular, lineHeight: 13))
        #expect(FontSpec.body.resolved(at: .xSmall) == ResolvedFont(size: 14, weight: .regular, lineHeight: 19))
        #expect(FontSpec.body.resolved(at: .accessibility5) == ResolvedFont(size: 53, weight: .regular, lineHeight: 62))
        for style in TextStyle.allCases {
            #expect(TextStyleTable.sizes[style]?.count == ContentSizeCategory.allCases.count, "\(style)")
        }
    }

    @Test func customFontsScaleWithBodyUnlessTheySayNot() {
        let scaling = FontSpec.custom(.init(size: 20, weight: .bold))
        #expect(scaling.resolved().size == 20)
        // Body goes from 17 to 28 pt at accessibility1: the custom size follows by 28/17.
        #expect(abs(scaling.resolved(at: .accessibility1).size - 20 * 28 / 17) < 1e-9)
        let fixed = FontSpec.custom(.init(size: 20, scales: false))
        #expect(fixed.resolved(at: .accessibility5).size == 20)
        // Without a line height, Inter's natural one: (2728 + 680) / 2816 × size.
        #expect(abs(fixed.resolved().lineHeight - 20 * 3408 / 2816) < 1e-9)
        #expect(FontSpec.custom(.init(size: 20, lineHeight: 30)).resolved().lineHeight == 30)
    }

    @Test func advancesAreIntersPerWeight() {
        // "Hello": H 2084 + e 1640 + l 668 + l 668 + o 1680 = 6740 units.
        #expect(abs(width("Hello") - 6740.0 / 2816 * 17) < 1e-9)
        #expect(width("Hello", .style(.headline)) > width("Hello"))
        #expect(width("Hello", .custom(.init(size: 17, weight: .bold))) > width("Hello", .style(.headline)))
        // Kerning: "AV" is narrower than "A" and "V" side by side.
        #expect(width("AV") < width("A") + width("V") - 0.5)
    }

    @Test func emojiWideAndMissingCharactersHaveStatedWidths() {
        #expect(abs(width("😀") - 1.25 * 17) < 1e-9)
        #expect(abs(width("漢字") - 2 * 17) < 1e-9)
        // Thai is not in the tables: 0.6 em each.
        #expect(abs(width("ก") - 0.6 * 17) < 1e-9)
    }

    @Test func breaksAfterSpacesAndHyphens() {
        #expect(lines("aaaa bbbb cccc", width: 80) == ["aaaa", "bbbb", "cccc"])
        #expect(lines("aaaa bbbb cccc", width: 200) == ["aaaa bbbb cccc"])
        #expect(lines("well-known words", width: 60) == ["well-", "known", "words"])
        // A hyphen before a digit is a minus sign: no break after it.
        #expect(!lines("ab -12345678", width: 40).contains { $0.hasSuffix("-") })
        #expect(lines("one\ntwo", width: nil) == ["one", "two"])
        #expect(lines("", width: 100) == [""])
    }

    @Test func trailingSpacesHangAndCountForNoWidth() {
        let wrapped = measurer.lines("aaaa     bbbb", font: .body, maxWidth: 50)
        #expect(wrapped.map(\.text) == ["aaaa", "bbbb"])
        #expect(abs(wrapped[0].width - width("aaaa")) < 1e-9)
    }

    @Test func neverBreaksBeforeClosingPunctuation() {
        // "bb aaaa" fits, "bb aaaa !" does not: the "!" after a space stays with its word, so
        // the break goes before "aaaa".
        #expect(lines("bb aaaa !", width: width("bb aaaa") + 2) == ["bb", "aaaa !"])
        // CJK breaks between any two characters, but "。" never starts a line.
        #expect(lines("漢字漢字。", width: 4 * 17 + 1) == ["漢字漢", "字。"])
        #expect(lines("「漢字」", width: 2 * 17 + 1).first == "「漢")
    }

    @Test func aWordWiderThanTheLineBreaksBetweenCharacters() {
        #expect(lines("abcdefghijkl", width: 40).joined() == "abcdefghijkl")
        #expect(lines("abcdefghijkl", width: 40).count > 1)
        for line in measurer.lines("abcdefghijkl mnop", font: .body, maxWidth: 40) {
            #expect(line.width <= 40)
        }
        // Narrower than one character: one character a line.
        #expect(lines("abc", width: 1) == ["a", "b", "c"])
    }

    @Test func numberOfLinesLimitsTheHeight() {
        let all = measurer.size(of: "aaaa bbbb cccc", font: .body, maxWidth: 80)
        #expect(all.height == 66)
        let two = measurer.size(of: "aaaa bbbb cccc", font: .body, numberOfLines: 2, maxWidth: 80)
        #expect(two.height == 44)
        #expect(measurer.size(of: "aaaa bbbb cccc", font: .style(.largeTitle), maxWidth: nil).height == 41)
    }

    @Test func longTextIsLinearAndNeedsNoRecursion() {
        let text = String(repeating: "lorem ipsum-dolor 漢字 ", count: 5_000)
        let lines = measurer.lines(text, font: .body, maxWidth: 120)
        #expect(lines.count > 1000)
        #expect(lines.allSatisfy { $0.width <= 120 })
    }
}
