import Testing

@testable import LayoutModel

/// Syntax errors, hostile input and the configured limits: always located errors, never a crash.
@Suite struct DecodingLimitTests {
    @Test(arguments: [
        // The closing brace is missing: the parser reaches the end of line 2 (20 characters).
        (
            "{\"screen\": \"s\",\n \"root\": {\"id\": \"r\"}", 2, 21,
            "unexpected end of input; expected '}' to close the object opened at 1:1"
        ),
        // `NaN` stands after `{"screen": "s", "root": {"id": "r", "opacity": ` (47 characters).
        ("{\"screen\": \"s\", \"root\": {\"id\": \"r\", \"opacity\": NaN}}", 1, 48, "NaN is not a JSON number"),
        ("{\"screen\": \"s\", \"root\": {\"id\": \"r\",}}", 1, 36, "expected a quoted key"),
        ("", 1, 1, "the file is empty"),
    ])
    func syntaxErrorsAreTheOnlyError(text: String, line: Int, column: Int, fragment: String) {
        expectSingleError(text, line: line, column: column, fragment)
    }

    @Test func invalidUTF8IsASyntaxError() {
        // `{"screen": "` is 12 bytes; the bad byte pair starts the 13th column.
        let bytes = Array("{\"screen\": \"".utf8) + [0xC3, 0x28] + Array("\", \"root\": {\"id\": \"r\"}}".utf8)
        let result = DocumentDecoder().decode(bytes, file: "bad.json")
        #expect(result.document == nil)
        #expect(result.errors.map(\.description) == ["bad.json:1:13: error: invalid UTF-8 sequence"])
    }

    @Test func oversizedFilesAreRejectedBeforeParsing() {
        let text = DecodingFixture.child(#"{"id": "a"}"#)
        let limits = DecodingLimits(maxFileBytes: 16)
        expectSingleError(text, line: 1, column: 1, "the file is \(text.utf8.count) bytes, over the limit of 16 bytes", limits: limits)
    }

    @Test func aHundredThousandLevelsDeepIsAnErrorNotACrash() {
        let levels = 100_000
        let text =
            "{\"screen\": \"s\", \"root\": " + String(repeating: "{\"id\": \"n\", \"children\": [", count: levels)
            + String(repeating: "]}", count: levels) + "}"
        let result = DecodingFixture.decode(text)
        #expect(result.document == nil)
        #expect(result.errors.count == 1)
        let error = result.errors.first
        // The JSON limit is 2 × 256 + 32 = 544 levels. Container 1 is the file's object; node i
        // opens containers 2i (its object) and 2i + 1 (its children array), so the 545th is the
        // children array of node 272. It is the 25th character of that node's 25-character
        // `{"id": "n", "children": [`, after the 24-character screen prefix and 271 nodes:
        // column 24 + 271 × 25 + 25 = 6824.
        #expect(error?.location == SourceLocation(line: 1, column: 6824))
        #expect(error?.message == "nesting is deeper than 544 levels; node trees may be at most 256 levels deep")
    }

    @Test func treesDeeperThanTheDepthLimitAreRejected() {
        // Eleven nested nodes under a limit of ten: the eleventh node's object is the error.
        let text =
            "{\"screen\": \"s\", \"root\": " + String(repeating: "{\"id\": \"n\", \"children\": [", count: 10)
            + "{\"id\": \"deep\"}" + String(repeating: "]}", count: 10) + "}"
        let result = DecodingFixture.decode(text, limits: DecodingLimits(maxDepth: 10))
        // Ids repeat ("n" ten times), so the nine duplicates are reported too; the depth error
        // stands at the eleventh object, after the 24-character screen prefix and ten 25-character
        // `{"id": "n", "children": [`: column 24 + 10 × 25 + 1 = 275.
        #expect(result.errors.last?.location == SourceLocation(line: 1, column: 275))
        #expect(result.errors.last?.message == "the node tree is deeper than 10 levels, the depth limit; flatten it")
        #expect(result.errors.filter { $0.message.hasPrefix("duplicate id") }.count == 9)
    }

    @Test func aHundredThousandAndOneNodesHitTheNodeLimit() {
        let prefix = "{\"screen\": \"s\", \"root\": {\"id\": \"root\", \"children\": ["
        var text = prefix
        var lastChildColumn = 0
        for index in 0..<100_000 {
            if index > 0 { text += "," }
            lastChildColumn = text.utf8.count + 1
            text += "{\"id\": \"n\(index)\"}"
        }
        text += "]}}"
        let result = DecodingFixture.decode(text)
        #expect(result.document == nil)
        // The root and 99,999 children fit in 100,000 nodes; the last child is node 100,001.
        #expect(result.errors.map(\.location) == [SourceLocation(line: 1, column: lastChildColumn)])
        #expect(result.errors.first?.message == "the file has more than 100000 nodes, the node limit; split it into several files")

        // One node fewer is fine.
        let fits = DecodingFixture.decode(text, limits: DecodingLimits(maxNodes: 100_001))
        #expect(fits.errors == [])
        #expect(fits.document?.screens.first?.tree.nodes.count == 100_001)
    }

    @Test func timelinesLongerThanTheEventLimitAreRejected() {
        let events = Array(repeating: #"{"at": 1, "tap": "a"}"#, count: 4).joined(separator: ", ")
        // `"timeline": ` is 12 characters, so the array opens at column 13.
        expectSingleError(
            DecodingFixture.screen("\"timeline\": [\(events)]"), line: 2, column: 13,
            "the timeline has 4 events, over the limit of 3 events", limits: DecodingLimits(maxEvents: 3))
    }

    @Test func explicitRowsBeyondTheRowLimitAreRejected() {
        let list = #"{"cells": {"c": {"height": 10}}, "rows": {"types": ["c", "c", "c"]}}"#
        // The types array follows `{"id": "feed", "kind": "list", "list": ` (39 characters) and
        // `{"cells": {"c": {"height": 10}}, "rows": {"types": ` (51 characters): column 91.
        expectSingleError(
            DecodingFixture.list(list), line: 2, column: 91, "the list has 3 rows, over the limit of 2 rows",
            limits: DecodingLimits(maxRows: 2))
    }

    @Test func aFileWithSeveralErrorsReportsAllOfThemInOrder() {
        let text = """
            {"screen": "s", "devices": ["iPhone 51"],
             "root": {"id": "r", "opacity": 2, "children": [
               {"id": "a", "background": "#12345", "style": {"heigth": 10, "flexGrow": "50%"}},
               {"id": "a", "kind": "lable"}
             ]},
             "timeline": [{"at": -1, "tap": "a"}, {"at": 5, "tap": "board2"}]
            }
            """
        let result = DecodingFixture.decode(text)
        #expect(result.document == nil)
        #expect(
            result.errors.map { "\($0.location) \($0.message)" } == [
                "1:29 unknown device \"iPhone 51\"; did you mean \"iPhone 15\"? (`layoutlint devices` lists the built-in ones)",
                "2:33 \"opacity\" must be between 0 and 1, found 2",
                "3:30 \"#12345\" is not a colour; use #RGB, #RRGGBB, #RRGGBBAA or clear",
                "3:50 unknown key \"heigth\" in style; did you mean \"height\"?",
                "3:76 \"flexGrow\" must be a number; percentages are not allowed here, found \"50%\"",
                "4:11 duplicate id \"a\"; it is first used at 3:11",
                "4:24 unknown kind \"lable\"; did you mean \"label\"? (valid: view, label, image, ad, list, spinner)",
                "6:22 \"at\" must not be negative, found -1",
                "6:56 \"board2\" is not a node of this screen",
            ])
    }
}

@Suite struct DecodingErrorLimitTests {
    @Test func errorsPastTheLimitAreCountedInOneFinalError() {
        // Five children with bad opacities under a limit of three errors: the fourth and
        // fifth are summarised at the fourth's location (line 5, after the 24 characters `{"id": "c3", "opacity": `).
        let children = (0..<5).map { "{\"id\": \"c\($0)\", \"opacity\": 2}" }.joined(separator: ",\n")
        let text = "{\"screen\": \"s\", \"root\": {\"id\": \"r\", \"children\": [\n\(children)\n]}}"
        let result = DecodingFixture.decode(text, limits: DecodingLimits(maxErrors: 3))
        #expect(result.errors.map(\.location.line) == [2, 3, 4, 5])
        #expect(result.errors.last?.location == SourceLocation(line: 5, column: 25))
        #expect(result.errors.last?.message == "2 more errors are not shown (the limit is 3); fix these and run again")
    }

    @Test func manyUnknownIdsAmongManyNodesStayFast() {
        // 20,000 nodes and 20,000 events naming unknown ids: suggestions stop once their budget
        // of candidate comparisons is spent, so this is linear, not 400 million comparisons (it took over a minute before the budget).
        let nodes = (0..<20_000).map { "{\"id\": \"node\($0)\"}" }.joined(separator: ",")
        let events = (0..<20_000).map { "{\"at\": 1, \"tap\": \"nod\($0)x\"}" }.joined(separator: ",")
        let text = "{\"screen\": \"s\", \"root\": {\"id\": \"r\", \"children\": [\(nodes)]}, \"timeline\": [\(events)]}"
        let result = DecodingFixture.decode(text, limits: DecodingLimits(maxErrors: 100_000))
        #expect(result.errors.count == 20_000)
        #expect(result.errors.first?.message.contains("is not a node of this screen") == true)
    }
}
