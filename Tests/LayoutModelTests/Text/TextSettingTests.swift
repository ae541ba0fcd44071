import Testing

@testable import LayoutModel

/// Text settings: pseudo-localisation's lengths, strings by locale, right-to-left mirroring and
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

    @Test func rightToLeftLayoutsMirrorEveryFrameInItsParent() throws {
        let decoded = DocumentDecoder().decode(
            Array(
                #"""
                {"screen": "S", "root": {"id": "root", "style": {"flexDirection": "row", "padding": 10}, "children": [
                  {"id": "a", "style": {"width": 100}}, {"id": "b", "style": {"width": 50}}]}}
                """#.utf8), file: "s.json")
        let tree = try #require(decoded.document?.screens.first?.tree)
        let device = DeviceProfile(name: "Test", width: 300, height: 200, scale: 1)
        let leftToRight = try EngineLayouter().layout(tree, on: device)
        let rightToLeft = try EngineLayouter().adapted(to: TextSetting(locale: "he-IL")).layout(tree, on: device)
        #expect(leftToRight.absoluteFrames[1].x == 10 && leftToRight.absoluteFrames[2].x == 110)
        #expect(rightToLeft.absoluteFrames[1].x == 190 && rightToLeft.absoluteFrames[2].x == 140)
        #expect(rightToLeft.frames[1].x == 190)
        #expect(TextSetting(locale: "ar").isRightToLeft && !TextSetting(locale: "de").isRightToLeft)
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
