import Testing

@testable import LayoutModel

/// Helpers shared by the decoding tests.
enum DecodingFixture {
    static let file = "screens/test.json"

    static func decode(_ text: String, limits: DecodingLimits = .init(), ruleIDs: [String]? = nil) -> DecodedDocument {
        DocumentDecoder(limits: limits, ruleIDs: ruleIDs).decode(Array(text.utf8), file: file)
    }

    /// A screen whose root "r" has one child, written alone on line 2.
    static func child(_ node: String) -> String {
        "{\"screen\": \"s\", \"root\": {\"id\": \"r\", \"children\": [\n\(node)\n]}}"
    }

    /// A screen with root "r" and children "a" and "b"; `extra` screen keys stand alone on line 2.
    static func screen(_ extra: String) -> String {
        "{\"screen\": \"s\", \"root\": {\"id\": \"r\", \"children\": [{\"id\": \"a\"}, {\"id\": \"b\"}]},\n\(extra)\n}"
    }

    /// The list node `feed` on line 2 with `list` as its list object.
    static func list(_ list: String) -> String {
        child("{\"id\": \"feed\", \"kind\": \"list\", \"list\": \(list)}")
    }
}

/// Expects exactly one error at `line`:`column` whose message contains `fragment`.
func expectSingleError(
    _ text: String, line: Int, column: Int, _ fragment: String, limits: DecodingLimits = .init(),
    sourceLocation: Testing.SourceLocation = #_sourceLocation
) {
    let result = DecodingFixture.decode(text, limits: limits)
    #expect(result.document == nil, sourceLocation: sourceLocation)
    #expect(result.errors.count == 1, "\(result.errors)", sourceLocation: sourceLocation)
    guard let error = result.errors.first else { return }
    #expect(error.file == DecodingFixture.file, sourceLocation: sourceLocation)
    #expect(error.location == LayoutModel.SourceLocation(line: line, column: column), "\(error)", sourceLocation: sourceLocation)
    #expect(error.message.contains(fragment), "\(error)", sourceLocation: sourceLocation)
}
