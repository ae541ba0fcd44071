import Foundation
import LayoutLintTestSupport
import LayoutModel
import Testing

@testable import LayoutLintKit
@testable import LayoutLintPictures

/// Builds hand-made frames for the picture tests: nodes with absolute frames, no layout engine.
struct PictureTree {
    var nodes: [Node] = []
    var frames: [Rect] = []

    /// Adds a node with its absolute frame; returns its index.
    @discardableResult
    mutating func add(
        _ id: String, _ kind: NodeKind = .view, at frame: Rect, parent: Int? = nil, _ configure: (inout Node) -> Void = { _ in }
    ) -> Int {
        var node = Node(id: id, location: .start)
        node.kind = kind
        node.parent = parent
        configure(&node)
        let index = nodes.count
        nodes.append(node)
        frames.append(frame)
        if let parent { nodes[parent].children.append(index) }
        return index
    }

    /// The frame on a screen of `width` × `height` points.
    func frame(width: Double, height: Double, isDisplayed: [Bool]? = nil) -> RenderFrame {
        RenderFrame(
            tree: NodeTree(nodes: nodes), frames: frames, isDisplayed: isDisplayed,
            screen: Rect(x: 0, y: 0, width: width, height: height))
    }
}

/// A colour written as in a layout file (tests only use valid ones).
func hex(_ text: String) -> Color {
    Color(parsing: text) ?? .clear
}

/// Golden images: compared per channel with a tolerance; recorded with `LAYOUTLINT_RECORD=1`.
enum Golden {
    static let folder = Repository.url("Tests/Goldens")
    /// Largest difference allowed in any channel of a matching pixel.
    static let channelTolerance = 2
    /// Share of pixels that must match.
    static let matchingShare = 0.999

    /// Compares `png` with `Goldens/<name>.png`. On a mismatch writes `<name>.actual.png` and
    /// `<name>.diff.png` (mismatching pixels red over a faded copy) next to the golden.
    static func check(_ png: [UInt8], name: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
        let golden = folder.appendingPathComponent("\(name).png")
        let actualURL = folder.appendingPathComponent("\(name).actual.png")
        let diffURL = folder.appendingPathComponent("\(name).diff.png")
        if ProcessInfo.processInfo.environment["LAYOUTLINT_RECORD"] == "1" {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try Data(png).write(to: golden)
            return
        }
        guard let expectedData = FileManager.default.contents(atPath: golden.path) else {
            Issue.record("no golden \(golden.path); record it with LAYOUTLINT_RECORD=1 swift test", sourceLocation: sourceLocation)
            return
        }
        let expected = try Canvas(png: [UInt8](expectedData)), actual = try Canvas(png: png)
        guard expected.pixelWidth == actual.pixelWidth, expected.pixelHeight == actual.pixelHeight else {
            try Data(png).write(to: actualURL)
            Issue.record(
                "\(name): size \(actual.pixelWidth)×\(actual.pixelHeight) differs from the golden's \(expected.pixelWidth)×\(expected.pixelHeight)",
                sourceLocation: sourceLocation)
            return
        }
        let want = expected.allPixels(), got = actual.allPixels()
        var mismatches = Array(repeating: false, count: want.count)
        for index in want.indices where !close(got[index], want[index], tolerance: channelTolerance) { mismatches[index] = true }
        let bad = mismatches.filter { $0 }.count
        let share = 1 - Double(bad) / Double(max(want.count, 1))
        if share >= matchingShare {
            try? FileManager.default.removeItem(at: actualURL)
            try? FileManager.default.removeItem(at: diffURL)
            return
        }
        try Data(png).write(to: actualURL)
        actual.mapPixels { index, pixel in
            mismatches[index]
                ? opaque(255, 0, 0)
                : Pixel(red: 128 + pixel.red / 2, green: 128 + pixel.green / 2, blue: 128 + pixel.blue / 2, alpha: 255)
        }
        try Data(try actual.pngData()).write(to: diffURL)
        Issue.record(
            "\(name): \(bad) of \(want.count) pixels differ by more than \(channelTolerance) per channel (see \(diffURL.path))",
            sourceLocation: sourceLocation)
    }
}
