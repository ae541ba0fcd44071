import LayoutLintTestSupport
import LayoutModel
import Testing

@testable import LayoutLintKit
@testable import LayoutLintPictures

@Suite struct RenderCostRuleTests {
    static let rules: [any Rule.Type] = [
        BlendedLayersRule.self, ClearBackgroundRule.self, ImageAlphaRule.self, OverdrawRule.self, OffscreenRenderRule.self,
    ]

    @Test func clearBackgroundNamesTheColourBehind() throws {
        let examples = ClearBackgroundRule.description.triggeringExamples.map { MarkedExample($0.layout).text }
        // Both labels sit on the white row, which contains them and has nothing painted between.
        #expect(
            try TimelineLint.findings([ClearBackgroundRule.self], in: examples[0]).map(\.message) == [
                "'sender' blends over #FFFFFF: its background is clear on iPhone 15; give 'sender' background #FFFFFF (the colour behind it)",
                "'subject' blends over #FFFFFF: its background is clear on iPhone 15; give 'subject' background #FFFFFF (the colour behind it)",
            ])
        // #00000033 (alpha 0.2) over #F2F2F7: 242 × 0.8 = 193.6 → 194 = C2, 247 × 0.8 = 197.6 → 198 = C6.
        #expect(
            try TimelineLint.findings([ClearBackgroundRule.self], in: examples[1]).map(\.message) == [
                "'hint' blends over #F2F2F7: its background #00000033 is translucent on iPhone 15; give 'hint' background #C2C2C6 (its #00000033 over #F2F2F7, as it looks now)"
            ])
    }

    @Test func imageAlphaNamesTheBackdrop() throws {
        let layout = MarkedExample(ImageAlphaRule.description.triggeringExamples[0].layout).text
        #expect(
            try TimelineLint.findings([ImageAlphaRule.self], in: layout).map(\.message) == [
                "'avatar' is an image with an alpha channel over #FFFFFF on iPhone 15; export it without alpha (image.hasAlpha false) or give it background #FFFFFF"
            ])
    }

    @Test func offscreenRenderNamesEachCauseAndFix() throws {
        let layout = MarkedExample(OffscreenRenderRule.description.triggeringExamples[0].layout).text
        #expect(
            try TimelineLint.findings([OffscreenRenderRule.self], in: layout).map(\.message) == [
                "'card' has cornerRadius 12 with clipsToBounds: an offscreen pass each frame on iPhone 15; round the content's own corners or drop clipsToBounds",
                "'tile' has a shadow without path: an offscreen pass each frame on iPhone 15; give the shadow a path (shadow.path true, a shadowPath)",
                "'promo' has group opacity 0.8 over 1 drawing subview: an offscreen pass each frame on iPhone 15; set opacity on the leaves or flatten",
            ])
    }

    @Test func overdrawNamesAreaBudgetAndHiddenBackgrounds() throws {
        let layout = MarkedExample(OverdrawRule.description.triggeringExamples[0].layout).text
        // iPhone 15, 393 × 852 = 334,836 pt². The body label fills the card inside its 16 pt
        // padding: 361 × 820 = 296,020 pt² painted by root, content, card and body (4×);
        // 296,020 / 334,836 = 88.4%. content covers root and card covers content entirely.
        #expect(
            try TimelineLint.findings([OverdrawRule.self], in: layout).map(\.message) == [
                "more than 5% of the screen is painted 4× or more: 88.4% (296020 pt²) on iPhone 15; "
                    + "remove the backgrounds of 'root' and 'content' (covered entirely by opaque children)"
            ])
    }

    @Test func blendedLayersNamesCountAreaFractionAndBiggest() throws {
        let examples = BlendedLayersRule.description.triggeringExamples.map { MarkedExample($0.layout).text }
        // The photo grows to 852 − 44 = 808 pt: 393 × 808 = 317,544 pt²; the caption 393 × 44 =
        // 17,292 pt²; together the whole 334,836 pt² screen.
        #expect(
            try TimelineLint.findings([BlendedLayersRule.self], in: examples[0]).map(\.message) == [
                "blended layers exceed the budget of 25% of the screen: 2 layers cover 334836 pt² (100% of the screen); "
                    + "biggest: 'photo' 317544 pt², 'caption' 17292 pt² on iPhone 15; "
                    + "give them opaque backgrounds, export images without alpha and keep opacity at 1"
            ])
        // Two 393 × 20 labels: 15,720 pt², 15,720 / 334,836 = 4.7%; over maxLayers 1 only.
        #expect(
            try TimelineLint.findings([BlendedLayersRule.self], in: examples[1]).map(\.message) == [
                "blended layers exceed the budget of 25% of the screen or 1 layer: 2 layers cover 15720 pt² (4.7% of the screen); "
                    + "biggest: 'new' 7860 pt², 'sale' 7860 pt² on iPhone 15; "
                    + "give them opaque backgrounds, export images without alpha and keep opacity at 1"
            ])
    }

    @Test func metricsReportTheFrame() throws {
        let layout = MarkedExample(BlendedLayersRule.description.triggeringExamples[0].layout).text
        let decoded = DocumentDecoder().decode(Array(layout.utf8), file: "test.json")
        let screen = try #require(decoded.document?.screens.first)
        let device = try #require(screen.devices.first)
        let metrics = ScreenMetrics(
            analysis: try ScreenAnalysis(file: "test.json", screen: screen, device: device, options: AnalysisOptions()))
        // Photo and caption tile the screen (see above) over the black root: all of it blended,
        // all of it painted exactly twice.
        #expect(metrics.blended == BlendedMetric(layers: 2, area: 334_836, fraction: 1))
        #expect(metrics.overdraw == OverdrawMetric(once: 0, twice: 1, thrice: 0, fourOrMore: 0))
    }

    @Test func aScreenThatCannotBeLaidOutIsAnInputErrorAtTheScreen() throws {
        // A chain of 20,001 nested views: one level over the engine's default limit of 20,000.
        var nodes: [Node] = []
        for i in 0...20_001 {
            var node = Node(id: "n\(i)", location: LayoutModel.SourceLocation(line: i + 3, column: 1))
            node.parent = i == 0 ? nil : i - 1
            if i < 20_001 { node.children = [i + 1] }
            nodes.append(node)
        }
        let screen = Screen(name: "Deep", tree: NodeTree(nodes: nodes), location: LayoutModel.SourceLocation(line: 1, column: 1))
        let device = try #require(DeviceProfile.named("iPhone 15"))
        let error = try #require(throws: InputError.self) {
            try ScreenAnalysis(file: "deep.json", screen: screen, device: device, options: AnalysisOptions())
        }
        #expect(error.file == "deep.json")
        #expect(error.location == LayoutModel.SourceLocation(line: 1, column: 1))
        #expect(error.message.contains("20000"))
    }

    @Test func ruleOptionsAreTheDeclaredOnes() {
        #expect(BlendedLayersRule.description.options.map(\.name) == ["maxAreaFraction", "maxLayers"])
        #expect(BlendedLayersRule.description.options.map(\.defaultValue) == [0.25, 0])
        #expect(OverdrawRule.description.options.map(\.name) == ["maxFourXFraction"])
        #expect(OverdrawRule.description.options.map(\.defaultValue) == [0.05])
        #expect(Self.rules.allSatisfy { rule in RuleRegistry.rule(id: rule.description.id) != nil })
    }
}

@Suite struct RenderCostFramesTests {
    /// A context over a two-frame analysis: the first frame, and a final frame at 1,200 ms in
    /// which a clear "promo" label has appeared and the white list has grown to 80 % of the screen.
    static func context(ruleID: String) throws -> RuleContext {
        let layout = ##"{"screen": "S", "devices": ["iPhone 15"], "root": {"id": "root", "background": "#FFFFFF"}}"##
        let decoded = DocumentDecoder().decode(Array(layout.utf8), file: "s.json")
        let screen = try #require(decoded.document?.screens.first)
        let device = FrameBuilder.device
        var analysis = try ScreenAnalysis(file: "s.json", screen: screen, device: device, options: AnalysisOptions())
        var first = FrameBuilder()
        let root = first.add("root", parent: nil, rect(0, 0, 100, 100), background: "#FFFFFF")
        first.add("title", parent: root, rect(0, 0, 100, 10), kind: .label)
        var final = first
        final.add("promo", parent: root, rect(0, 20, 100, 80), kind: .label)
        analysis.renderCost = RenderCostAnalysis(frames: [
            first.analyse(),
            RenderCostFrame(tree: final.tree, absoluteFrames: final.frames, isDisplayed: final.displayed, device: device, atMs: 1200),
        ])
        return RuleContext(
            file: "s.json", screen: screen, device: device, analysis: analysis, settings: RuleSettings(),
            severity: .warning, ruleID: ruleID)
    }

    @Test func aNodeBlendedInSeveralFramesIsReportedOnceAtItsFirstFrame() throws {
        let found = ClearBackgroundRule().findings(in: try Self.context(ruleID: "clear-background"))
        #expect(found.map(\.node) == ["title", "promo"])
        #expect(found.map(\.atMs) == [nil, 1200])
    }

    @Test func theFinalFrameOfTheTimelineIsAnalysed() throws {
        // The toast is inserted at 1,200 ms: a clear label on the white root, only in the final frame.
        let marked = MarkedExample(
            ##"""
            {"screen": "Feed", "devices": ["iPhone 15"], "root": {"id": "root", "background": "#FFFFFF", "children": [
              {"id": "header", "kind": "label", "text": "Feed", "background": "#FFFFFF", "style": {"height": 44}}
            ]},
            "timeline": [{"at": 1200, "into": "root", "insert": ↓{"id": "toast", "kind": "label", "text": "3 new posts", "style": {"height": 44}}}]}
            """##)
        let found = try TimelineLint.findings([ClearBackgroundRule.self], in: marked.text)
        #expect(
            found.map(\.message) == [
                "'toast' blends over #FFFFFF: its background is clear on iPhone 15; give 'toast' background #FFFFFF (the colour behind it)"
            ])
        #expect(found.map(\.atMs) == [1200])
        #expect(found.map { LayoutModel.SourceLocation(line: $0.line, column: $0.column) } == marked.markers)
    }

    @Test func visibleListCellsPaintThroughTheirTemplates() throws {
        let marked = MarkedExample(
            ##"""
            {"screen": "Feed", "devices": ["iPhone 15"], "root": {"id": "root", "children": [
              {"id": "feed", "kind": "list", "style": {"flexGrow": 1}, "list": {
                "cells": {"post": {"height": 100, "template": {"id": "post", "background": "#FFFFFF", "children": [
                  ↓{"id": "postTitle", "kind": "label", "text": "Row", "style": {"height": 20}}
                ]}}},
                "rows": {"count": 1000, "pattern": ["post"]}
              }}
            ]}}
            """##)
        // One finding for the template's label, however many cells show it.
        let found = try TimelineLint.findings([ClearBackgroundRule.self], in: marked.text)
        #expect(
            found.map(\.message) == [
                "'postTitle' blends over #FFFFFF: its background is clear on iPhone 15; give 'postTitle' background #FFFFFF (the colour behind it)"
            ])
        #expect(found.map { LayoutModel.SourceLocation(line: $0.line, column: $0.column) } == marked.markers)
        let decoded = DocumentDecoder().decode(Array(marked.text.utf8), file: "feed.json")
        let screen = try #require(decoded.document?.screens.first)
        let device = try #require(screen.devices.first)
        let metrics = ScreenMetrics(
            analysis: try ScreenAnalysis(file: "feed.json", screen: screen, device: device, options: AnalysisOptions()))
        // The list fills the 393 × 852 screen: rows at 0, 100, …, 800 are visible (9 cells; the
        // last clipped to 52 pt), each label 393 × 20 inside its row: 9 × 7,860 = 70,740 pt²
        // blended, painted twice (cell background + label); the rest of the screen, 334,836 −
        // 70,740 = 264,096 pt², once by the cells' white backgrounds.
        #expect(metrics.blended == BlendedMetric(layers: 9, area: 70_740, fraction: 70_740 / 334_836))
        #expect(metrics.overdraw == OverdrawMetric(once: 264_096 / 334_836, twice: 70_740 / 334_836, thrice: 0, fourOrMore: 0))
    }

    @Test func budgetsAndMetricsUseTheWorstFrame() throws {
        let context = try Self.context(ruleID: "blended-layers")
        // First frame: the title, 100 × 10 = 1,000 pt² (10 %, under the 25 % budget). Final frame:
        // title + promo, 1,000 + 8,000 = 9,000 pt² (90 %).
        let found = BlendedLayersRule().findings(in: context)
        #expect(found.map(\.atMs) == [1200])
        #expect(
            found.first?.message.hasPrefix(
                "blended layers exceed the budget of 25% of the screen: 2 layers cover 9000 pt² (90% of the screen); biggest: 'promo' 8000 pt², 'title' 1000 pt²"
            ) == true)
        #expect(ScreenMetrics(analysis: context.analysis).blended == BlendedMetric(layers: 2, area: 9000, fraction: 0.9))
    }
}

@Suite struct RenderCostFormatTests {
    @Test func percentagesNeverReadAsTheBudgetTheyExceed() {
        #expect(Format.percent(0.2534) == "25.3%")
        #expect(Format.percent(0.2534, over: 0.25) == "25.3%")
        // 25.012 % rounds to "25%" at 0.1; at 0.01 it is 25.01, distinct from 25.00.
        #expect(Format.percent(0.25012, over: 0.25) == "25.01%")
        #expect(Format.hundredths(0.85) == "0.85")
        #expect(Format.hundredths(12) == "12")
        #expect(Format.area(1234.4) == "1234 pt²")
    }
}
