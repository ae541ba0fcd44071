import Testing
@testable import LayoutLint

@Suite struct CommandTests {
    @Test func rootCommandIsNamedLayoutlint() {
        #expect(LayoutLint.configuration.commandName == "layoutlint")
    }
}
