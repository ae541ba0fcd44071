import Foundation

/// The screens the end-to-end benchmarks lint, written as layout documents.
enum Screens {
    /// A screen of `groups` rows of 9 flexible boxes (1 + 10 × groups nodes) on iPhone 15,
    /// with `events` `set` events 50 ms apart, each changing one box's height.
    static func timeline(groups: Int, events: Int) -> String {
        var children: [String] = []
        children.reserveCapacity(groups)
        for g in 0..<groups {
            let boxes = (0..<9).map { c in #"{"id": "g\#(g)c\#(c)", "style": {"height": 20, "flexGrow": 1}}"# }
            children.append(#"{"id": "g\#(g)", "style": {"flexDirection": "row"}, "children": [\#(boxes.joined(separator: ", "))]}"#)
        }
        let timeline = (0..<events).map { k in
            #"{"at": \#(50 * (k + 1)), "set": "g\#((k * 7) % groups)c\#(k % 9)", "style": {"height": \#(20 + k % 5)}}"#
        }
        return #"""
        {"screen": "Timeline \#(groups * 10 + 1) nodes", "devices": ["iPhone 15"],
         "root": {"id": "root", "background": "#FFFFFF", "children": [\#(children.joined(separator: ",\n"))]},
         "timeline": [\#(timeline.joined(separator: ",\n"))]}
        """#
    }

    /// A list of `rows` rows (posts and ads) scrolled to the end and back on iPhone 15.
    static func reuse(rows: Int) -> String {
        #"""
        {"screen": "Feed of \#(rows) rows", "devices": ["iPhone 15"],
         "root": {"id": "root", "background": "#FFFFFF", "safeArea": true, "children": [
           {"id": "feed", "kind": "list", "style": {"flexGrow": 1}, "list": {
             "cells": {"post": {"height": 120}, "ad": {"height": 250}},
             "rows": {"count": \#(rows), "pattern": ["post", "post", "post", "ad"]},
             "reuse": true, "prefetch": 2,
             "scroll": [{"to": "end", "velocity": 3000}, {"to": 0, "velocity": 60000}]}}]}}
        """#
    }

    /// A small article screen on the four default devices whose promo arrives late.
    static func article(_ number: Int) -> String {
        #"""
        {"screen": "Article \#(number)", "devices": ["iPhone SE (3rd generation)", "iPhone 15", "iPhone 15 Pro Max", "iPad Air 11-inch"],
         "root": {"id": "root", "background": "#FFFFFF", "safeArea": true, "children": [
           {"id": "title", "background": "#FFFFFF", "kind": "label", "text": "Headline number \#(number)", "style": {"height": 44}},
           {"id": "promo", "kind": "ad", "style": {"height": 50}},
           {"id": "body", "background": "#FFFFFF", "kind": "label", "text": "Body text of article \#(number)", "style": {"flexGrow": 1}}]},
         "timeline": [{"at": 800, "arrive": "promo", "height": 90}]}
        """#
    }
}
