import Foundation
import LayoutLintTestSupport
import Testing

/// Content in a cell template that arrives at a time from launch (`atTime`) rather than a while
/// after its cell appears (`at`): every cell on screen then receives it at once, and a cell that
/// appears later has it already; `atTime` anywhere else, or mixed with `at`, is a located error.
@Suite struct CellContentTimeCommandTests {
    /// 200 photo rows scrolled down at 1,000 pt/s; each photo arrives `content` (JSON members).
    static func feed(_ content: String) -> String {
        """
        {"screen": "Feed", "devices": ["iPhone 15"], "root": {"id": "root", "background": "#FFFFFF", "children": [
          {"id": "feed", "kind": "list", "style": {"flexGrow": 1}, "list": {
            "cells": {
              "photo": {"height": 60, "template": {"id": "photo-cell", "children": [
                {"id": "byline", "kind": "label", "text": "Ada", "background": "#FFFFFF", "style": {"height": 60}},
                {"id": "photo", "kind": "image", "image": {"hasAlpha": false}, "content": {\(content), "height": {"aspectRatio": 1.5}}}]}}
            },
            "rows": {"count": 200, "pattern": ["photo"]},
            "scroll": [{"to": 4000, "velocity": 1000}]
          }}
        ]}}
        """
    }

    static func lint(_ document: String) throws -> BinaryRunner.Result {
        let folder = try BinaryRunner.folder(["feed.json": document])
        defer { try? FileManager.default.removeItem(at: folder) }
        return try #require(try BinaryRunner.run(["lint", "feed.json"], in: folder))
    }

    @Test func contentAtATimeFromLaunchArrivesInEveryCellOnScreenAtOnce() throws {
        let late = try Self.lint(Self.feed(#""atTime": 2000"#))
        #expect(late.status == 1)
        #expect(
            late.output.contains(
                "'photo' in cell 'photo' of list 'feed' reserves no height; its content arrives at 2000ms and moves the rows below"),
            "\(late.output)")
        #expect(late.output.contains("(shift 0.293 at 2000ms: row 33 'photo' content arrived"), "\(late.output)")
        // Arrived before any cell appears: every cell shows it from the start, nothing moves.
        let early = try Self.lint(Self.feed(#""atTime": 0"#))
        #expect(early.status == 0 && !early.output.contains("["), "\(early.output)")
    }

    @Test func atTimeOutsideATemplateOrWithAtIsALocatedError() throws {
        let both = try Self.lint(Self.feed(#""at": 5, "atTime": 2000"#))
        #expect(both.status == 2)
        #expect(
            both.output.contains(
                #"feed.json:6:93: error: content takes "at" (after the cell appears) or "atTime" (from launch), not both"#),
            "\(both.output)")
        let outside = try Self.lint(
            #"{"screen": "S", "devices": ["iPhone 15"], "root": {"id": "root", "children": [{"id": "photo", "kind": "image", "content": {"atTime": 500}}]}}"#
        )
        #expect(outside.status == 2)
        #expect(
            outside.output.contains(
                #"feed.json:1:124: error: "atTime" is for content in a list's cell template; elsewhere "at" already counts from launch"#),
            "\(outside.output)")
        let mixed = Self.feed(#""atTime": 2000"#).replacingOccurrences(
            of: #""text": "Ada", "background""#, with: #""text": "Ada", "content": {"at": 100}, "background""#)
        let result = try Self.lint(mixed)
        #expect(result.status == 2)
        #expect(
            result.output.contains(
                #"error: content times in a template count one way: "atTime" here, "at" on 'byline'; write both as "at" (after the cell appears) or both as "atTime" (from launch)"#
            ), "\(result.output)")
    }
}
