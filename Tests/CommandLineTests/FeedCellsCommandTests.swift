import Foundation
import LayoutLintTestSupport
import Testing

/// What feeds really do: images that load a while after their cell appears, and self-sizing
/// cells with an estimate. Lint names the rows that moved and the template node, `--fix` writes
/// the one fix valid on every device into the template (or the estimate), and the fixed feed
/// is clean.
@Suite struct FeedCellsCommandTests {
    /// The 200-row feed of late images (`Fixtures.imageFeed`).
    static let imageFeed = Fixtures.imageFeed

    @Test func lateImagesInCellsAreReportedWithTheirRowsAndFixedInTheTemplate() throws {
        let folder = try BinaryRunner.folder(["feed.json": Self.imageFeed])
        defer { try? FileManager.default.removeItem(at: folder) }
        let lint = try #require(try BinaryRunner.run(["lint", "feed.json"], in: folder))
        #expect(lint.status == 1, "\(lint.output)")
        let lines = lint.output.split(separator: "\n").map(String.init)
        let unreserved = lines.filter { $0.hasSuffix("[unreserved-slot]") }
        // One finding per template node, at the node in the template (lines 8, 11 and 14).
        #expect(unreserved.count == 3, "\(lint.output)")
        let photo = try #require(unreserved.first { $0.hasPrefix("feed.json:8:") })
        #expect(
            photo.contains("'photo' in cell 'photo' of list 'feed' reserves no height; its content arrives 300ms after the cell appears"))
        #expect(
            photo.range(
                of: #"row \d+ 'photo' content arrived \(0 → 2\d\dpt\) and moved rows \d+–\d+ by 2\d\dpt"#, options: .regularExpression)
                != nil)
        #expect(photo.contains("on iPhone SE (3rd generation)") && photo.contains("on iPhone 15"))
        #expect(photo.hasSuffix(#"give 'photo' height {"aspectRatio": 1.5} [unreserved-slot]"#))
        #expect(unreserved.contains { $0.hasPrefix("feed.json:11:") && $0.contains(#"give 'poster' height {"aspectRatio": 1.778}"#) })
        #expect(unreserved.contains { $0.hasPrefix("feed.json:14:") && $0.contains("give 'cover' height 180") })
        // The moves add up to a layout shift inside the list's viewport.
        #expect(lines.contains { $0.hasSuffix("[layout-shift]") && $0.contains("content arrived in a cell of list 'feed'") })

        let fix = try #require(try BinaryRunner.run(["lint", "--fix", "feed.json"], in: folder))
        #expect(fix.errors.contains("fixed 3 findings in 1 file"), "\(fix.errors)")
        let fixed = try String(contentsOf: folder.appendingPathComponent("feed.json"), encoding: .utf8)
        #expect(fixed.contains(#""style": {"height": {"aspectRatio": 1.5}}"#))
        #expect(fixed.contains(#""style": {"height": 180}"#))
        let relint = try #require(try BinaryRunner.run(["lint", "feed.json"], in: folder))
        #expect(relint.status == 0, "\(relint.output)")
        #expect(relint.output.isEmpty, "\(relint.output)")
    }

    @Test func aReservedSlotOfAnotherHeightIsAMismatchInTheTemplate() throws {
        let feed = Self.imageFeed.replacingOccurrences(
            of: #"{"id": "cover", "kind": "image", "#, with: #"{"id": "cover", "kind": "image", "style": {"height": 120}, "#)
        let folder = try BinaryRunner.folder(["feed.json": feed])
        defer { try? FileManager.default.removeItem(at: folder) }
        let lint = try #require(try BinaryRunner.run(["lint", "feed.json"], in: folder))
        let line = try #require(lint.output.split(separator: "\n").first { $0.hasSuffix("[slot-mismatch]") })
        #expect(line.hasPrefix("feed.json:14:"))
        #expect(line.contains("error: 'cover' in cell 'gallery' of list 'feed' reserves a height other than its content's"))
        #expect(line.contains("(120 → 180pt) and moved row"))
    }

    /// A self-sizing feed whose posts measure 120 pt, estimated at 44.
    static let selfSizingFeed = """
        {"screen": "Posts", "devices": ["iPhone SE (3rd generation)", "iPhone 15"], "root": {"id": "root", "background": "#FFFFFF", "children": [
          {"id": "posts", "kind": "list", "style": {"flexGrow": 1}, "list": {
            "cells": {
              "post": {"height": "auto", "estimatedHeight": 44, "template": {"id": "post-cell", "children": [
                {"id": "body", "kind": "label", "text": "Tides of the north sea", "background": "#FFFFFF", "style": {"height": 120}}]}},
              "ad": {"height": 90}
            },
            "rows": {"count": 300, "pattern": ["post", "post", "ad"]},
            "scroll": [{"to": 6000, "velocity": 1500}, {"to": 0, "velocity": 1500}]
          }}
        ]}}
        """

    @Test func aWrongEstimateMakesRowsJumpScrollingUpAndTheFixIsTheMeasuredHeight() throws {
        let folder = try BinaryRunner.folder(["posts.json": Self.selfSizingFeed])
        defer { try? FileManager.default.removeItem(at: folder) }
        let lint = try #require(try BinaryRunner.run(["lint", "posts.json"], in: folder))
        #expect(lint.status == 1, "\(lint.output)")
        let line = try #require(lint.output.split(separator: "\n").first { $0.hasSuffix("[estimated-height-jump]") })
        #expect(line.hasPrefix("posts.json:2:3: warning: 'posts' places cell 'post' at its estimatedHeight, then measures it"))
        #expect(line.contains("76pt when row") && line.contains("came in at 44pt and measured 120pt, moving rows"))
        #expect(line.hasSuffix("set cell 'post' estimatedHeight to 120 [estimated-height-jump]"))

        let fix = try #require(try BinaryRunner.run(["lint", "--fix", "posts.json"], in: folder))
        #expect(fix.errors.contains("fixed 1 finding in 1 file"), "\(fix.errors)")
        let fixed = try String(contentsOf: folder.appendingPathComponent("posts.json"), encoding: .utf8)
        #expect(fixed.contains(#""estimatedHeight": 120"#))
        let relint = try #require(try BinaryRunner.run(["lint", "posts.json"], in: folder))
        #expect(relint.status == 0, "\(relint.output)")
        #expect(relint.output.isEmpty, "\(relint.output)")
    }

    @Test func aSelfSizingCellNeedsItsEstimateAndATemplate() throws {
        let folder = try BinaryRunner.folder([
            "posts.json": Self.selfSizingFeed.replacingOccurrences(of: #""estimatedHeight": 44, "#, with: "")
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        let lint = try #require(try BinaryRunner.run(["lint", "posts.json"], in: folder))
        #expect(lint.status == 2)
        #expect(
            lint.output.contains(#"posts.json:4:26: error: cell "post" is self-sizing ("height": "auto") and needs "estimatedHeight""#),
            "\(lint.output)")
    }

    @Test func theHTMLReportAndPicturesCarryTheCellFindings() throws {
        let folder = try BinaryRunner.folder(["feed.json": Self.imageFeed, "posts.json": Self.selfSizingFeed])
        defer { try? FileManager.default.removeItem(at: folder) }
        let html = try #require(
            try BinaryRunner.run(["lint", "feed.json", "posts.json", "--reporter", "html", "--pictures", "pictures"], in: folder))
        #expect(html.status == 1, "\(html.errors)")
        #expect(html.output.contains("unreserved-slot") && html.output.contains("estimated-height-jump"))
        #expect(html.output.contains("content arrived (0 → "))
        let index = try String(contentsOf: folder.appendingPathComponent("pictures/index.json"), encoding: .utf8)
        #expect(index.contains("\"pictures\""))
        let render = try #require(try BinaryRunner.run(["render", "posts.json", "--pictures", "frames"], in: folder))
        #expect(render.status == 0, "\(render.errors)")
    }

    @Test func aTemplateNodeOrItsListDisablesRulesForTheCells() throws {
        let onNode = Self.imageFeed.replacingOccurrences(
            of: #"{"id": "photo", "kind": "image", "#, with: #"{"id": "photo", "kind": "image", "lint": {"disable": ["unreserved-slot"]}, "#
        )
        let onList = Self.imageFeed.replacingOccurrences(
            of: #"{"id": "feed", "kind": "list", "#, with: #"{"id": "feed", "kind": "list", "lint": {"disable": ["unreserved-slot"]}, "#)
        let folder = try BinaryRunner.folder(["node.json": onNode, "list.json": onList])
        defer { try? FileManager.default.removeItem(at: folder) }
        let node = try #require(try BinaryRunner.run(["lint", "node.json"], in: folder))
        let unreserved = node.output.split(separator: "\n").filter { $0.hasSuffix("[unreserved-slot]") }
        #expect(unreserved.count == 2 && !unreserved.contains { $0.contains("'photo'") }, "\(node.output)")
        let list = try #require(try BinaryRunner.run(["lint", "list.json"], in: folder))
        #expect(!list.output.contains("[unreserved-slot]"), "\(list.output)")
    }
}
