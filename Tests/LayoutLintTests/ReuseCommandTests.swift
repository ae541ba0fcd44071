import Foundation
import LayoutLintTestSupport
import LayoutModel
import Testing

@testable import LayoutLintKit
@testable import LayoutLintPictures
@testable import layoutlint

/// `layoutlint reuse`'s arguments.
@Suite struct ReuseCommandTests {
    @Test func reuseCommandParsesFileAndDevices() throws {
        let command = try LayoutLint.Reuse.parse(["feed.json", "--device", "iPhone 15", "--device", "iPad Air 11-inch"])
        #expect(command.file == "feed.json")
        #expect(command.devices.names == ["iPhone 15", "iPad Air 11-inch"])
    }
}
