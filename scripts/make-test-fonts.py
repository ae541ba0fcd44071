#!/usr/bin/env python3
"""Writes the small test fonts of Tests/Fixtures/Fonts with fontTools' FontBuilder.

"Fixture Sans" has round numbers the tests can compute widths from: 1000 units per em, every
letter and digit 1 em wide in the regular file and 1.2 em in the bold one, the space and
punctuation half an em (Gothic hwair, U+10348, is a letter), one kerning pair (A, V: -0.2 em) in a `kern` format 0 table, ascender
800, descender -200 and no line gap (a natural line height of 1 em). Its glyphs are not letters:
each is a filled box from 0.1 em after its origin to 0.1 em before its advance, from the baseline
to 0.7 em up (the space has none), so a picture of a label in it shows where each glyph was put.

    pip install fonttools
    python3 scripts/make-test-fonts.py
"""
import os
import string

from fontTools.fontBuilder import FontBuilder
from fontTools.pens.ttGlyphPen import TTGlyphPen
from fontTools.ttLib import newTable
from fontTools.ttLib.tables._k_e_r_n import KernTable_format_0

ROOT = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
FOLDER = os.path.join(ROOT, "Tests", "Fixtures", "Fonts")
NARROW = " .,-"
# A letter outside the Basic Multilingual Plane (Gothic hwair) makes fontTools write a format 12
# character map besides format 4.
WIDE = "\U00010348"


def build(style, letter_width, path, features=None):
    characters = string.ascii_letters + string.digits + NARROW + WIDE
    names = [".notdef"] + ["g%04X" % ord(c) for c in characters]
    builder = FontBuilder(1000, isTTF=True)
    builder.setupGlyphOrder(names)
    builder.setupCharacterMap({ord(c): "g%04X" % ord(c) for c in characters})
    metrics = {}
    glyphs = {}
    for name in names:
        pen = TTGlyphPen(None)
        advance = 500 if name == ".notdef" or chr(int(name[1:], 16)) in NARROW else letter_width
        boxed = name not in (".notdef", "g0020")
        # The left side bearing is the box's left edge: rasterizers place a TrueType outline by it.
        metrics[name] = (advance, 100 if boxed else 0)
        if boxed:
            # Clockwise, as TrueType's outer contours are.
            pen.moveTo((100, 0))
            pen.lineTo((100, 700))
            pen.lineTo((advance - 100, 700))
            pen.lineTo((advance - 100, 0))
            pen.closePath()
        glyphs[name] = pen.glyph()
    builder.setupGlyf(glyphs)
    builder.setupHorizontalMetrics(metrics)
    builder.setupHorizontalHeader(ascent=800, descent=-200, lineGap=0)
    builder.setupNameTable({"familyName": "Fixture Sans", "styleName": style})
    builder.setupOS2(sTypoAscender=800, sTypoDescender=-200, usWinAscent=800, usWinDescent=200)
    builder.setupPost()
    if features:
        builder.addOpenTypeFeatures(features)
    else:
        kern = newTable("kern")
        kern.version = 0
        subtable = KernTable_format_0()
        subtable.version, subtable.coverage, subtable.format = 0, 1, 0
        subtable.kernTable = {("g0041", "g0056"): -200}
        kern.kernTables = [subtable]
        builder.font["kern"] = kern
    # Fixed timestamps: the same script writes the same bytes.
    builder.font.recalcTimestamp = False
    builder.font["head"].created = builder.font["head"].modified = 0
    builder.save(path)


if __name__ == "__main__":
    os.makedirs(FOLDER, exist_ok=True)
    build("Regular", 1000, os.path.join(FOLDER, "FixtureSans-Regular.ttf"))
    build("Bold", 1200, os.path.join(FOLDER, "FixtureSans-Bold.ttf"))
    # Medium keeps its kerning in GPOS only: a glyph pair (A V) and a class pair (T before a, o).
    build("Medium", 1000, os.path.join(FOLDER, "FixtureSans-Medium.ttf"), """
        @T = [g0054]; @round = [g0061 g006F];
        feature kern { pos g0041 g0056 -300; pos @T @round -150; } kern;
        """)
