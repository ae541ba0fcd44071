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
}
