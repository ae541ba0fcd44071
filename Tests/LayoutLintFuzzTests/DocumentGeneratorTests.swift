import Foundation
import LayoutLintKit
import LayoutLintTestSupport
import LayoutModel
import Testing

@testable import LayoutLintFuzz

/// The structure-aware generator makes documents the decoder accepts (so fuzzing them
/// reaches layout, the timeline and the rules rather than stopping at an error), covers what
/// it promises, and makes the same document from the same decisions.
@Suite struct DocumentGeneratorTests {
    static let seeds: [UInt64] = Array(0..<150)

    @Test func generatedDocumentsAndConfigurationsDecode() {
        let linter = Linter(options: FuzzInput.options)
        var failures: [String] = []
        for seed in Self.seeds {
            let input = DocumentGenerator.generate(seed: seed)
            let decoded = linter.decode(file: "seed-\(seed).json", bytes: Array(input.document.utf8))
            if !decoded.errors.isEmpty || decoded.document == nil {
                failures.append("seed \(seed): \(decoded.errors.prefix(3).map(\.description))")
            }
            if let configuration = input.configuration {
                let loaded = ConfigurationLoader().load(configuration, file: ".layoutlint.yml")
                if !loaded.errors.isEmpty { failures.append("seed \(seed) configuration: \(loaded.errors.prefix(3).map(\.description))") }
            }
        }
        #expect(failures.isEmpty, "\(failures.prefix(10).joined(separator: "\n"))")
    }

    @Test func theDocumentsHoldWhatTheGeneratorPromises() {
        var seen: Set<String> = []
        for seed in Self.seeds {
            let input = DocumentGenerator.generate(seed: seed)
            let text = input.document
            for word in [
                "\"aspectRatio\"", "\"byWidth\"", "\"provider\"", "\"launchScreen\"", "\"restoration\"", "\"template\"", "\"heights\"",
                "\"poolLimit\"", "\"scroll\"", "\"insert\"", "\"remove\"", "\"set\"", "\"arrive\"", "\"show\"", "\"hide\"", "\"work\"",
                "\"request\"", "\"after\"", "\"onMain\"", "\"blocks\"", "\"ad\"", "\"screens\"", "\"budgets\"", "\"refreshHz\"",
                "\"gesture\"", "\"tap\"", "\"types\"", "firstFrame", "\"font\"", "\"numberOfLines\"", "\"contentSizes\"",
                "\"locales\"", "\"estimatedHeight\"", "\"de\": ", "\"atTime\"",
            ] where text.contains(word) {
                seen.insert(word)
            }
            if let configuration = input.configuration {
                seen.insert("configuration")
                if configuration.contains("contentSizes:") || configuration.contains("locales:") {
                    seen.insert("text settings in a configuration")
                }
            }
            // A scroll view (not a list) with a script of its own: `"scroll": [` outside `"list"`.
            let lines = text.split(separator: "\n")
            if lines.contains(where: {
                $0.contains("\"overflow\": \"scroll\"") && $0.contains("\"scroll\": [") && !$0.contains("\"list\": {")
            }) {
                seen.insert("a scroll view's script")
            }
            // A template node whose content arrives after the cell appears.
            if let template = text.range(of: "\"template\": ")?.upperBound, text[template...].prefix(2000).contains("\"content\"") {
                seen.insert("content in a cell")
            }
            // An adaptive size on a root: the first style of the document's tree.
            if let root = text.range(of: "\"root\": ")?.upperBound {
                // Each node starts a line of its own: the root's line holds its own keys.
                let head = text[root...].drop { $0 == "\n" }.prefix { $0 != "\n" }
                if head.contains("\"provider\"") || head.contains("\"byWidth\"") || head.contains("\"aspectRatio\": {") {
                    seen.insert("adaptive root")
                }
            }
        }
        let expected: Set<String> = [
            "\"aspectRatio\"", "\"byWidth\"", "\"provider\"", "\"launchScreen\"", "\"restoration\"", "\"template\"", "\"heights\"",
            "\"poolLimit\"", "\"scroll\"", "\"insert\"", "\"remove\"", "\"set\"", "\"arrive\"", "\"show\"", "\"hide\"", "\"work\"",
            "\"request\"", "\"after\"", "\"onMain\"", "\"blocks\"", "\"ad\"", "\"screens\"", "\"budgets\"", "\"refreshHz\"",
            "\"gesture\"", "\"tap\"", "\"types\"", "firstFrame", "configuration", "adaptive root", "\"font\"",
            "\"numberOfLines\"", "\"contentSizes\"", "\"locales\"", "\"estimatedHeight\"", "\"de\": ", "content in a cell",
            "text settings in a configuration", "\"atTime\"", "a scroll view's script",
        ]
        #expect(expected.subtracting(seen).isEmpty, "never generated: \(expected.subtracting(seen).sorted())")
    }

    @Test func theSameDecisionsMakeTheSameDocument() {
        let bytes = (0..<2000).map { UInt8(truncatingIfNeeded: $0 &* 7919) }
        #expect(DocumentGenerator.generate(bytes).document == DocumentGenerator.generate(bytes).document)
        #expect(DocumentGenerator.generate(seed: 7).document == DocumentGenerator.generate(seed: 7).document)
        // No bytes at all still make a document that decodes.
        let empty = DocumentGenerator.generate([])
        #expect(Linter(options: FuzzInput.options).decode(file: "empty.json", bytes: Array(empty.document.utf8)).errors.isEmpty)
    }

    /// Generated documents through the in-process pipeline (every rule and reporter).
    @Test func generatedDocumentsRunThroughThePipeline() {
        for seed in Self.seeds.prefix(20) {
            let input = DocumentGenerator.generate(seed: seed)
            #expect(FuzzInput.run(Array(input.document.utf8), configuration: input.configuration) > 0)
        }
    }

}
