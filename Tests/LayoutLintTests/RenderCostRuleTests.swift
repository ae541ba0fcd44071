import LayoutModel
import Testing
@testable import LayoutLint

@Suite struct RenderCostRuleTests {
    static let rules: [any Rule.Type] = [
        BlendedLayersRule.self, ClearBackgroundRule.self, ImageAlphaRule.self, OverdrawRule.self, OffscreenRenderRule.self,
    ]

    /// Each rule's own examples: a finding at every `↓` (one per listed device), none elsewhere;
    /// no finding for the non-triggering ones.
    @Test(arguments: rules.map { ObjectIdentifier($0) })
    func examplesHold(_ rule: ObjectIdentifier) throws {
        let type = try #require(Self.rules.first { ObjectIdentifier($0) == rule })
        for example in type.description.triggeringExamples {
            let marked = RenderCostLint.stripMarkers(example.layout)
            let found = try RenderCostLint.findings(type, in: marked.layout)
            #expect(found.map { LayoutModel.SourceLocation(line: $0.line, column: $0.column) }.sorted() == marked.markers.sorted(),
                    "\(type.description.id): \(found.map(\.message))")
        }
        for example in type.description.nonTriggeringExamples {
            let found = try RenderCostLint.findings(type, in: example.layout)
            #expect(found.isEmpty, "\(type.description.id): \(found.map(\.message))")
        }
    }

    @Test func clearBackgroundNamesTheColourBehind() throws {
        let examples = ClearBackgroundRule.description.triggeringExamples.map { RenderCostLint.stripMarkers($0.layout).layout }
        // Both labels sit on the white row, which contains them and has nothing painted between.
        #expect(try RenderCostLint.findings(ClearBackgroundRule.self, in: examples[0]).map(\.message) == [
            "set 'sender' background to #FFFFFF (the colour behind it) to stop blending",
            "set 'subject' background to #FFFFFF (the colour behind it) to stop blending",
        ])
        // #00000033 (alpha 0.2) over #F2F2F7: 242 × 0.8 = 193.6 → 194 = C2, 247 × 0.8 = 197.6 → 198 = C6.
        #expect(try RenderCostLint.findings(ClearBackgroundRule.self, in: examples[1]).map(\.message) == [
            "set 'hint' background to #C2C2C6 (its #00000033 over #F2F2F7, the colour behind it) to stop blending"
        ])
    }

    @Test func imageAlphaNamesTheBackdrop() throws {
        let layout = RenderCostLint.stripMarkers(ImageAlphaRule.description.triggeringExamples[0].layout).layout
        #expect(try RenderCostLint.findings(ImageAlphaRule.self, in: layout).map(\.message) == [
            "'avatar' is an image with an alpha channel over #FFFFFF; export it without alpha (set image.hasAlpha false) or give it background #FFFFFF"
        ])
    }

    @Test func offscreenRenderNamesEachCauseAndFix() throws {
        let layout = RenderCostLint.stripMarkers(OffscreenRenderRule.description.triggeringExamples[0].layout).layout
        #expect(try RenderCostLint.findings(OffscreenRenderRule.self, in: layout).map(\.message) == [
            "'card' has cornerRadius 12 with clipsToBounds: an offscreen pass each frame; round the content's own corners or drop clipsToBounds",
            "'tile' has a shadow without path: an offscreen pass each frame; set shadow.path true (a shadowPath)",
            "'promo' has group opacity 0.8 over 1 drawing subview: an offscreen pass each frame; set opacity on the leaves or flatten",
        ])
    }

    @Test func overdrawNamesAreaBudgetAndHiddenBackgrounds() throws {
        let layout = RenderCostLint.stripMarkers(OverdrawRule.description.triggeringExamples[0].layout).layout
        // iPhone 15, 393 × 852 = 334,836 pt². The body label fills the card inside its 16 pt
        // padding: 361 × 820 = 296,020 pt² painted by root, content, card and body (4×);
        // 296,020 / 334,836 = 88.4%. content covers root and card covers content entirely.
        #expect(try RenderCostLint.findings(OverdrawRule.self, in: layout).map(\.message) == [
            "88.4% of the screen (296020 pt²) is painted 4× or more, over the 5% budget; "
                + "remove the backgrounds of 'root', 'content' (covered entirely by opaque children)"
        ])
    }

    @Test func blendedLayersNamesCountAreaFractionAndBiggest() throws {
        let examples = BlendedLayersRule.description.triggeringExamples.map { RenderCostLint.stripMarkers($0.layout).layout }
        // The photo grows to 852 − 44 = 808 pt: 393 × 808 = 317,544 pt²; the caption 393 × 44 =
        // 17,292 pt²; together the whole 334,836 pt² screen.
        #expect(try RenderCostLint.findings(BlendedLayersRule.self, in: examples[0]).map(\.message) == [
            "2 blended layers cover 334836 pt² (100% of the screen), over the 25% budget; "
                + "biggest: 'photo' 317544 pt², 'caption' 17292 pt²; "
                + "give them opaque backgrounds, export images without alpha and keep opacity at 1"
        ])
        // Two 393 × 20 labels: 15,720 pt², 15,720 / 334,836 = 4.7%; over maxLayers 1 only.
        #expect(try RenderCostLint.findings(BlendedLayersRule.self, in: examples[1]).map(\.message) == [
            "2 blended layers (over the budget of 1) cover 15720 pt² (4.7% of the screen); "
                + "biggest: 'new' 7860 pt², 'sale' 7860 pt²; "
                + "give them opaque backgrounds, export images without alpha and keep opacity at 1"
        ])
    }

    @Test func metricsReportTheFrame() throws {
        let layout = RenderCostLint.stripMarkers(BlendedLayersRule.description.triggeringExamples[0].layout).layout
        let decoded = DocumentDecoder().decode(Array(layout.utf8), file: "test.json")
        let screen = try #require(decoded.document?.screens.first)
        let device = try #require(screen.devices.first)
        let metrics = ScreenMetrics(analysis: try ScreenAnalysis(file: "test.json", screen: screen, device: device, options: AnalysisOptions()))
        // Photo and caption tile the screen (see above) over the black root: all of it blended,
        // all of it painted exactly twice.
        #expect(metrics.blended == BlendedMetric(layers: 2, area: 334_836, fraction: 1))
        #expect(metrics.overdraw == OverdrawMetric(once: 0, twice: 1, thrice: 0, fourOrMore: 0))
    }

    @Test func ruleOptionsAreTheDeclaredOnes() {
        #expect(BlendedLayersRule.description.options.map(\.name) == ["maxAreaFraction", "maxLayers"])
        #expect(BlendedLayersRule.description.options.map(\.defaultValue) == [0.25, 0])
        #expect(OverdrawRule.description.options.map(\.name) == ["maxFourXFraction"])
        #expect(OverdrawRule.description.options.map(\.defaultValue) == [0.05])
        #expect(Self.rules.allSatisfy { rule in RuleRegistry.rule(id: rule.description.id) != nil })
    }
}
