import Testing

@testable import LayoutModel

/// Text settings: pseudo-localisation's lengths, strings by locale, right-to-left layout and
/// the measurer at other text sizes.
@Suite struct TextSettingTests {
    @Test func pseudoLocalisationAddsIBMsExtraRoomByLength() {
        #expect(PseudoLocalization.expand("Save") == "[Šàvé Š]")
        // 14 characters, 80 % more: 26 (brackets and the space count).
        let german = PseudoLocalization.expand("Jetzt bezahlen")
        #expect(german.count == 26, "\(german)")
        #expect(german.hasPrefix("[Ĵéťžť ßéžàĥĺéñ ".replacingOccurrences(of: "ß", with: "b")), "\(german)")
        // Over 70 characters: 30 %.
        let long = String(repeating: "word ", count: 20)
        #expect(PseudoLocalization.expand(long).count == Int((Double(long.count) * 1.3).rounded(.up)))
        // Each paragraph on its own; empty ones stay empty.
        #expect(PseudoLocalization.expand("A\n\nB") == "[À]\n\n[B]")
    }

    @Test func stringsByLocaleFallBackToTheFirstEntry() throws {
        let decoded = DocumentDecoder().decode(
            Array(
                #"""
                {"screen": "S", "locales": ["de", "fr"], "contentSizes": ["large", "accessibility5"], "root": {"id": "root", "children": [
                  {"id": "title", "kind": "label", "text": {"en": "Save", "de": "Speichern"}}]}}
                """#.utf8), file: "s.json")
        let screen = try #require(decoded.document?.screens.first)
        #expect(screen.locales == ["de", "fr"] && screen.contentSizes == [.large, .accessibility5])
        #expect(screen.tree.nodes[1].text == "Save")
        #expect(screen.showing(TextSetting(locale: "de")).tree.nodes[1].text == "Speichern")
        #expect(screen.showing(TextSetting(locale: "fr")).tree.nodes[1].text == "Save")
        #expect(screen.showing(TextSetting(locale: "de", pseudo: true)).tree.nodes[1].text == PseudoLocalization.expand("Speichern"))
    }

    @Test func badTextTablesAndSettingsAreLocatedErrors() {
        let decoded = DocumentDecoder().decode(
            Array(
                #"""
                {"screen": "S", "contentSizes": ["huge", "large", "large"], "locales": ["de", "1x"], "root": {"id": "root", "children": [
                  {"id": "a", "kind": "label", "text": {}}, {"id": "b", "kind": "label", "text": {"en": 3, "d e": "x"}}]}}
                """#.utf8), file: "s.json")
        let messages = decoded.errors.map(\.message)
        #expect(messages.contains { $0.hasPrefix(#"unknown content size "huge""#) }, "\(messages)")
        #expect(messages.contains(#""contentSizes" lists "large" twice; keep one"#), "\(messages)")
        #expect(messages.contains { $0.hasPrefix(#""1x" is not a locale"#) }, "\(messages)")
        #expect(messages.contains { $0.hasPrefix(#""text" is an empty table"#) }, "\(messages)")
        #expect(messages.contains { $0.hasPrefix(#""d e" is not a locale"#) }, "\(messages)")
        #expect(messages.contains { $0.contains("text.en") }, "\(messages)")
    }

    @Test func rightToLeftLocalesLayTheRootOutRightToLeft() throws {
        let decoded = DocumentDecoder().decode(
            Array(
                #"""
                {"screen": "S", "root": {"id": "root", "style": {"flexDirection": "row", "padding": 10}, "children": [
                  {"id": "a", "style": {"width": 100, "marginStart": 5}}, {"id": "b", "style": {"width": 50, "marginLeft": 7}},
                  {"id": "pinned", "style": {"position": "absolute", "width": 20, "height": 20, "left": 3}},
                  {"id": "field", "style": {"direction": "ltr", "flexDirection": "row", "width": 80}, "children": [
                    {"id": "c", "style": {"width": 30, "marginStart": 4}}]}]}}
                """#.utf8), file: "s.json")
        let tree = try #require(decoded.document?.screens.first?.tree)
        let device = DeviceProfile(name: "Test", width: 300, height: 200, scale: 1)
        let leftToRight = try EngineLayouter().layout(tree, on: device)
        let layouter = EngineLayouter().adapted(to: TextSetting(locale: "he-IL"))
        let rightToLeft = try layouter.layout(tree, on: device)
        #expect(leftToRight.absoluteFrames[1].x == 15 && leftToRight.absoluteFrames[2].x == 122)
        // The row starts at the right; `marginStart` is on the right, the physical `marginLeft`
        // stays on the left (so b is not where mirroring would put it, 300 − 122 − 50 = 128).
        #expect(rightToLeft.absoluteFrames[1].x == 185 && rightToLeft.absoluteFrames[2].x == 135)
        #expect(rightToLeft.frames[1].x == 185)
        // A physical inset stays physical: `left: 3` is 3 from the left in both directions.
        #expect(leftToRight.absoluteFrames[3].x == 3 && rightToLeft.absoluteFrames[3].x == 3)
        // The `direction: ltr` field runs left to right inside the right-to-left row: its
        // child's start margin is on its left.
        #expect(rightToLeft.absoluteFrames[4].x == 48 && rightToLeft.absoluteFrames[5].x == 52)
        #expect(TextSetting(locale: "ar").isRightToLeft && !TextSetting(locale: "de").isRightToLeft)
        // A right-to-left layout has a session like any other, which lays out what `layout` does.
        let session = try #require(try layouter.session(for: tree, on: device))
        _ = try session.layout()
        #expect(session.result() == rightToLeft)
    }

    @Test func theMeasurerAtALargerSizeSetsLargerLines() {
        let large = GlyphTextMeasurer()
        let largest = large.at(.accessibility5)
        #expect(largest.resolve(.body) == ResolvedFont(size: 53, weight: .regular, lineHeight: 62))
        #expect(large.size(of: "Wi-Fi", font: .body, maxWidth: nil).height == 22)
        #expect(largest.size(of: "Wi-Fi", font: .body, maxWidth: nil).height == 62)
        // Settings in the order runs take them: each size with each locale.
        #expect(
            TextSetting.all(contentSizes: [.large, .xxxLarge], locales: ["en", "de"], pseudo: false).map(\.runSuffix)
                == [" @large en", " @large de", " @xxxLarge en", " @xxxLarge de"])
        #expect(TextSetting.all(contentSizes: [], locales: [], pseudo: false) == [.standard])
    }
}
