import ArgumentParser
import Testing

@testable import layoutlint

/// `layoutlint reuse`'s arguments: text settings, which it would not use, are refused.
@Suite struct ReuseCommandParsingTests {
    @Test(arguments: [["--content-size", "accessibility5"], ["--locale", "de"], ["--pseudo-locale"]])
    func textSettingsAreRefused(arguments: [String]) throws {
        let error = try #require(#expect(throws: (any Error).self) { try LayoutLint.Reuse.parse(["feed.json"] + arguments) })
        #expect(LayoutLint.Reuse.message(for: error).contains("reuse simulates each list once per device"))
    }

    @Test func devicesAreAccepted() throws {
        let command = try LayoutLint.Reuse.parse(["feed.json", "--device", "iPhone 15"])
        #expect(command.file == "feed.json")
    }
}
