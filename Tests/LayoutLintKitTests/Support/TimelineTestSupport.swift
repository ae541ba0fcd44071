import LayoutModel
import Testing

@testable import LayoutLintKit
@testable import LayoutLintPictures

/// Helpers for timeline tests: decode a screen from JSON and simulate it on a plain device.
enum TimelineTestSupport {
    /// A 400×800 @1x device without safe area: frames are whole points and easy to derive by hand.
    static let device = DeviceProfile(name: "Test 400", width: 400, height: 800, scale: 1)

    /// The first screen of a layout document written in JSON.
    static func screen(_ json: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> Screen {
        let decoded = DocumentDecoder().decode(Array(json.utf8), file: "test.json")
        #expect(decoded.errors.isEmpty, "\(decoded.errors)", sourceLocation: sourceLocation)
        return try #require(decoded.document?.screens.first, sourceLocation: sourceLocation)
    }

    /// Simulates `json`'s screen on `device` with the production layout.
    static func timeline(_ json: String, device: DeviceProfile = device, threshold: Double = 3) throws -> Timeline {
        let screen = try screen(json)
        var options = AnalysisOptions()
        options.shiftThreshold = threshold
        return try TimelineSimulator.simulate(screen: screen, device: device, options: options)
    }
}
