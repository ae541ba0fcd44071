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

    /// A launch of `events` work and request events on iPhone 15 during a long swipe: every
    /// fourth a 3 ms main-thread run, then a background run, a request waiting for the one four
    /// before it, and an ad request with response work, 10 ms apart; the board waits for the
    /// last request.
    static func launch(events: Int) -> String {
        let timeline = (0..<events).map { k -> String in
            let at = 10 * (k / 4)
            switch k % 4 {
            case 0: return #"{"at": \#(at), "work": "w\#(k)", "duration": 3, "thread": "main"}"#
            case 1: return #"{"at": \#(at), "work": "b\#(k)", "duration": 40, "thread": "background"}"#
            case 2:
                let after = k >= 4 ? #", "after": ["r\#(k - 4)"]"# : ""
                return #"{"at": \#(at), "request": "r\#(k)", "duration": 30\#(after)\#(k + 4 >= events ? #", "blocks": ["board"]"# : "")}"#
            default: return #"{"at": \#(at), "request": "ad\#(k)", "duration": 200, "onMain": 2, "ad": {"unit": "u\#(k % 5)"}}"#
            }
        }
        return #"""
            {"screen": "Launch \#(events) events", "devices": ["iPhone 15"],
             "root": {"id": "root", "background": "#FFFFFF", "children": [{"id": "board", "primary": true, "style": {"height": 300}}]},
             "timeline": [{"at": 0, "gesture": "board", "duration": \#(10 * events / 4)},
             \#(timeline.joined(separator: ",\n"))]}
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
