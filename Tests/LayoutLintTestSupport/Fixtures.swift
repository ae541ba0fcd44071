/// Small layout files several test targets share.
public enum Fixtures {
    /// Line 3 has a clear-background warning; the `ad` slot on line 4 a slot-mismatch error.
    public static let home = """
        {"screen": "Home", "devices": ["iPhone 15"], "budgets": {"slot-mismatch": "error"},
          "root": {"id": "root", "background": "#FFFFFF", "children": [
            {"id": "badge", "kind": "label", "text": "New", "style": {"height": 20}},
            {"id": "ad", "kind": "ad", "style": {"height": 50}, "content": {"height": 90, "at": 800}}
          ]}}
        """

    /// A slot reserving 50 of 90 pt (its `style.height` is replaced), a label without a
    /// background over white (a `background` is inserted) and a list without reuse.
    public static let fixable = """
        {"screen": "Home", "devices": ["iPhone 15", "iPhone SE (3rd generation)"],
          "root": {"id": "root", "background": "#FFFFFF", "children": [
            {"id": "bädge", "kind": "label", "text": "Neu ✓", "style": {"height": 20}},
            {"id": "ad", "kind": "ad", "style": {"height": 50}, "content": {"height": 90, "at": 800}},
            {"id": "feed", "kind": "list", "style": {"height": 300}, "list": {
              "cells": {"row": {"height": 44}}, "rows": {"count": 60, "pattern": ["row"]},
              "reuse": false, "scroll": [{"to": "end", "velocity": 3000}]}}
          ]}}
        """

    public static let fixed = """
        {"screen": "Home", "devices": ["iPhone 15", "iPhone SE (3rd generation)"],
          "root": {"id": "root", "background": "#FFFFFF", "children": [
            {"id": "bädge", "kind": "label", "text": "Neu ✓", "style": {"height": 20}, "background": "#FFFFFF"},
            {"id": "ad", "kind": "ad", "style": {"height": 90}, "content": {"height": 90, "at": 800}},
            {"id": "feed", "kind": "list", "style": {"height": 300}, "list": {
              "cells": {"row": {"height": 44}}, "rows": {"count": 60, "pattern": ["row"]},
              "reuse": true, "scroll": [{"to": "end", "velocity": 3000}]}}
          ]}}
        """

    /// A 200-row feed of text rows and three kinds of image cells whose images arrive 300, 600
    /// and 900 ms after the cell appears, none with a reserved height; scrolled like a reader.
    public static let imageFeed = """
        {"screen": "Feed", "devices": ["iPhone SE (3rd generation)", "iPhone 15"], "root": {"id": "root", "background": "#FFFFFF", "children": [
          {"id": "feed", "kind": "list", "style": {"flexGrow": 1}, "list": {
            "cells": {
              "text": {"height": 88, "template": {"id": "text-cell", "children": [
                {"id": "headline", "kind": "label", "text": "Headline", "background": "#FFFFFF", "style": {"height": 88}}]}},
              "photo": {"height": 60, "template": {"id": "photo-cell", "children": [
                {"id": "byline", "kind": "label", "text": "Ada", "background": "#FFFFFF", "style": {"height": 60}},
                {"id": "photo", "kind": "image", "image": {"hasAlpha": false}, "content": {"at": 300, "height": {"aspectRatio": 1.5}}}]}},
              "video": {"height": 60, "template": {"id": "video-cell", "children": [
                {"id": "caption", "kind": "label", "text": "Harbour", "background": "#FFFFFF", "style": {"height": 60}},
                {"id": "poster", "kind": "image", "image": {"hasAlpha": false}, "content": {"at": 600, "height": {"aspectRatio": 1.778}}}]}},
              "gallery": {"height": 60, "template": {"id": "gallery-cell", "children": [
                {"id": "title", "kind": "label", "text": "Trip", "background": "#FFFFFF", "style": {"height": 60}},
                {"id": "cover", "kind": "image", "image": {"hasAlpha": false}, "content": {"at": 900, "height": 180}}]}}
            },
            "rows": {"count": 200, "pattern": ["text", "photo", "text", "video", "text", "gallery"]},
            "scroll": [{"to": 4000, "velocity": 400}, {"to": 0, "velocity": 800}]
          }}
        ]}}
        """
}
