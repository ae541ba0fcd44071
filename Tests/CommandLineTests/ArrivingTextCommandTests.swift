import Foundation
import LayoutLintTestSupport
import Testing

/// A label's `content` may bring its text: measured when it arrives, so a price that wraps to
/// more lines moves what is below it, and the text rules read the text the label shows.
@Suite struct ArrivingTextCommandTests {
    static let product = ##"""
        {"screen": "Product", "devices": ["iPhone 15"],
         "root": {"id": "root", "background": "#FFFFFF", "style": {"padding": 16}, "children": [
           {"id": "price", "kind": "label", "font": "headline", "background": "#FFFFFF", "text": "…", "style": {"width": 150},
            "content": {"at": 800, "text": {"en": "$129.99", "de": "129,99 € oder 4 Raten zu 32,50 €"}}},
           {"id": "details", "kind": "label", "font": "body", "background": "#FFFFFF", "text": "Light, with a grippy sole for wet trails."}
         ]}}
        """##

    @Test func textThatWrapsWhenItArrivesIsAShiftWithItsCauseAndAFixThatHoldsIt() throws {
        let folder = try BinaryRunner.folder(["product.json": Self.product])
        defer { try? FileManager.default.removeItem(at: folder) }
        // In English the price fits the placeholder's one line: nothing moves.
        let english = try #require(try BinaryRunner.run(["lint", "product.json", "--locale", "en", "--reporter", "json"], in: folder))
        #expect(english.status == 0 && !english.output.contains("content arrived"), "\(english.output)")
        // In German it wraps to two lines when it arrives and moves the details down.
        let german = try #require(try BinaryRunner.run(["lint", "product.json", "--locale", "de", "--reporter", "json"], in: folder))
        #expect(german.output.contains(#""cause": "'price' content arrived (22pt → 44pt tall)""#), "\(german.output)")
        let text = try #require(
            try BinaryRunner.run(
                ["lint", "product.json", "--locale", "de", "--content-size", "large,accessibility2", "--color", "never"], in: folder))
        #expect(text.status == 1)
        #expect(
            text.output.contains(
                "product.json:3:4: error: 'price' reserves no height; its content arrives at 800ms and moves what follows: 44pt tall"),
            "\(text.output)")
        #expect(text.output.contains("give 'price' height 160 [unreserved-slot]"), "\(text.output)")
        let fixing = try #require(
            try BinaryRunner.run(["lint", "product.json", "--locale", "de", "--content-size", "large,accessibility2", "--fix"], in: folder))
        #expect(fixing.status == 0 && fixing.output.isEmpty, "\(fixing.output)")
    }

    @Test func theTextRulesReadTheTextThatArrived() throws {
        let limited = Self.product.replacingOccurrences(of: #""text": "…", "#, with: #""text": "…", "numberOfLines": 1, "#)
        let folder = try BinaryRunner.folder(["product.json": limited])
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try #require(try BinaryRunner.run(["lint", "product.json", "--locale", "de", "--color", "never"], in: folder))
        #expect(
            run.output.contains(
                "product.json:3:4: warning: 'price' is truncated: its text needs more lines than numberOfLines 1 allows: 2 lines needed at 150pt wide"
            ), "\(run.output)")
    }

    @Test func onlyALabelsContentBringsText() throws {
        let view = Self.product.replacingOccurrences(of: #""id": "price", "kind": "label", "#, with: #""id": "price", "#)
        let folder = try BinaryRunner.folder(["product.json": view])
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try #require(try BinaryRunner.run(["lint", "product.json"], in: folder))
        #expect(run.status == 2)
        #expect(
            run.output.contains(#"product.json:4:28: error: content "text" is for labels: add "kind": "label" to 'price'"#), "\(run.output)"
        )
    }

    /// In a list's cells, text arriving after the cell appears moves the rows below it.
    @Test func textArrivingInCellsMovesTheRowsBelow() throws {
        let feed = ##"""
            {"screen": "Shop", "devices": ["iPhone 15"], "root": {"id": "root", "background": "#FFFFFF", "children": [
              {"id": "feed", "kind": "list", "style": {"flexGrow": 1}, "list": {
                "cells": {"item": {"height": "auto", "estimatedHeight": 80, "template": {"id": "item-cell", "background": "#FFFFFF", "children": [
                  {"id": "title", "kind": "label", "background": "#FFFFFF", "text": "Trail shoes", "style": {"height": 30}},
                  {"id": "price", "kind": "label", "background": "#FFFFFF", "text": "…", "style": {"width": 120},
                   "content": {"at": 400, "text": "$129.99 or 4 payments of $32.50"}}]}}},
                "rows": {"count": 100, "pattern": ["item"]}, "scroll": [{"to": 2000, "velocity": 800}]}}]}}
            """##
        let folder = try BinaryRunner.folder(["feed.json": feed])
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try #require(try BinaryRunner.run(["lint", "feed.json", "--color", "never"], in: folder))
        #expect(
            run.output.contains(
                "error: 'price' in cell 'item' of list 'feed' reserves no height; its content arrives 400ms after the cell appears and moves the rows below: row "
            ) && run.output.contains("'price' content arrived (22 → 66pt)"), "\(run.output)")
        #expect(run.output.contains("give 'price' height 66 [unreserved-slot]"), "\(run.output)")
    }
}
