import Testing

@testable import LayoutModel

@Suite struct JSONParserTests {
    func parse(_ text: String) throws(JSONSyntaxError) -> JSONValue {
        try JSONParser().parse(Array(text.utf8))
    }

    @Test func locatesKeysAndValues() throws {
        let value = try parse("{\n  \"a\": [1, 2.5],\n  \"é\": \"x\"\n}")
        let members = try #require(value.objectMembers)
        #expect(members[0].keyLocation == SourceLocation(line: 2, column: 3))
        #expect(members[0].value.location == SourceLocation(line: 2, column: 8))
        #expect(members[1].keyLocation == SourceLocation(line: 3, column: 3))
        #expect(members[1].value.location == SourceLocation(line: 3, column: 8))
    }

    @Test(arguments: [
        ("{\"a\": 1,}", 1, 9, "quoted key"),
        ("{\"a\": [1, 2", 1, 12, "close the array opened at 1:7"),
        ("{\"a\": NaN}", 1, 7, "NaN"),
        ("{\"a\": 1e999}", 1, 7, "too large"),
        ("{\"a\": 1, \"a\": 2}", 1, 10, "duplicate key"),
        ("", 1, 1, "empty"),
        ("{\"a\": \"x\n\"}", 1, 9, "not closed"),
        ("{} x", 1, 4, "after the end"),
    ])
    func reportsSyntaxErrors(text: String, line: Int, column: Int, fragment: String) {
        do {
            _ = try parse(text)
            Issue.record("expected an error for \(text)")
        } catch {
            #expect(error.location == SourceLocation(line: line, column: column), "\(error.message)")
            #expect(error.message.contains(fragment), "\(error.message)")
        }
    }

    @Test func rejectsInvalidUTF8() {
        var bytes = Array("{\"a\": \"".utf8)
        bytes += [0xC3, 0x28]
        bytes += Array("\"}".utf8)
        #expect(throws: JSONSyntaxError.self) { try JSONParser().parse(bytes) }
    }

    @Test func deepNestingIsAnErrorNotACrash() {
        let text = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        do {
            _ = try JSONParser(maxDepth: 1000).parse(Array(text.utf8))
            Issue.record("expected a depth error")
        } catch {
            #expect(error.message.contains("deeper than 1000"))
            #expect(error.location == SourceLocation(line: 1, column: 1001))
        }
    }

    /// A parsed tree of any depth is freed, compared and hashed without recursion: the
    /// value enum once freed one level per stack frame and crashed near 60,000 levels.
    @Test(arguments: ["[", "{\"a\": "])
    func aTree200000DeepIsFreedComparedAndHashed(opening: String) throws {
        let depth = 200_000
        let closing = opening == "[" ? "]" : "}"
        let text = String(repeating: opening, count: depth) + "1" + String(repeating: closing, count: depth)
        let parser = JSONParser(maxDepth: depth + 1)
        var value: JSONValue? = try parser.parse(Array(text.utf8))
        let twin = try parser.parse(Array(text.utf8))
        #expect(value == twin)
        #expect(value.map { Set([$0, twin]).count } == 1)
        // Freed here; a copy of a subtree kept elsewhere outlives it.
        var inner = value
        for _ in 0..<10 { inner = inner?.arrayElements?.first ?? inner?.objectMembers?.first?.value }
        value = nil
        #expect(inner?.location == SourceLocation(line: 1, column: 10 * opening.count + 1))
        inner = nil
        // A syntax error after a completed deep value frees the parser's partial tree too.
        #expect(throws: JSONSyntaxError.self) { try parser.parse(Array(("[" + text + ", x").utf8)) }
    }

    @Test func strayBytesAreNamed() throws {
        func message(_ bytes: [UInt8]) -> String {
            do {
                _ = try JSONParser().parse(Array("{\"a\": 1".utf8) + bytes + Array("}".utf8))
                return "no error"
            } catch {
                return error.message
            }
        }
        #expect(message([0xFF]) == "expected ',' or '}' in the object opened at 1:1, found byte 0xFF")
        #expect(message([0xC3, 0xA9]) == "expected ',' or '}' in the object opened at 1:1, found 'é' (U+E9)")
        #expect(message(Array("€".utf8)).hasSuffix("found '€' (U+20AC)"))
        #expect(message([0xE2, 0x82]).hasSuffix("found byte 0xE2"), "a truncated character is named by its byte")
        #expect(message([0x7F]).hasSuffix("found control character U+7F"))
    }
}
