#!/usr/bin/env python3
"""Compares LayoutLint's text measurement with Chromium's, both using the same Inter files.

Lays a corpus of UI strings out in every text style at widths 100 to 400 pt with the built
`layoutlint layout` and with headless Chromium (the Inter font files through @font-face, 1 pt =
1 CSS px, kerning on, ligatures and contextual alternates off as the measurer has none), then
prints how often the line counts agree and how far single-line widths differ; exits 1 when line
counts agree in less than 99 % of layouts or a single line is off by more than LayoutLint's
rounding up to whole points (`.ci/run` runs it).

    swift build
    python3 scripts/text-accuracy.py [/tmp/inter/usr/share/fonts/opentype/inter]

Latin text only: Chromium would draw CJK and emoji with another installed font.
"""
import html
import json
import os
import statistics
import subprocess
import sys
import tempfile

ROOT = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
STYLES = {  # size, leading, weight at the default text size (TextStyleTable)
    "largeTitle": (34, 41, 400), "title1": (28, 34, 400), "title2": (22, 28, 400), "title3": (20, 25, 400),
    "headline": (17, 22, 600), "body": (17, 22, 400), "callout": (16, 21, 400), "subheadline": (15, 20, 400),
    "footnote": (13, 18, 400), "caption1": (12, 16, 400), "caption2": (11, 13, 400),
}
FILES = {400: "Inter-Regular.otf", 500: "Inter-Medium.otf", 600: "Inter-SemiBold.otf", 700: "Inter-Bold.otf"}
WIDTHS = [100, 150, 200, 250, 300, 350, 400]
CORPUS = [
    "Sign in", "Create account", "Forgot your password?", "Continue with Apple", "Settings", "Notifications",
    "Turn on notifications to hear about new episodes as soon as they are out.",
    "Your order is on its way", "Delivery expected Tuesday, 14 May, between 9:00 and 12:00",
    "Free delivery on orders over £40", "Add to basket", "Only 3 left in stock — order soon.",
    "City opens its first car-free high street after a decade of debate",
    "Rain returns for the weekend", "Top stories", "Today's puzzle", "4-day streak",
    "Well-known state-of-the-art features, re-imagined.", "Terms & Conditions (updated)",
    "By continuing, you agree to our Terms of Service and Privacy Policy.",
    "Wi-Fi", "Bluetooth", "Airplane Mode", "Personal Hotspot", "Screen Time",
    "Messages from unknown senders are filtered into a separate list.",
    "Download over cellular: ask if over 200 MB", "Storage: 64.3 GB of 128 GB used",
    "\u201cThe best app of the year\u201d \u2014 The Review", "Ada Lovelace, Charles Babbage & co.",
    "Mathematician and writer, chiefly known for her work on the Analytical Engine.",
    "AVATAR WAVE TYPE", "Your week", "Streak: 12 days", "Solve today's puzzle before midnight to keep your streak going",
    "Supercalifragilisticexpialidocious", "https://example.com/a/very/long/path/to/a/page",
    "Édition spéciale : à découvrir dès aujourd'hui", "Größenänderung für Straßenkarten", "Tip: swipe to archive",
]


def ours(layoutlint):
    """Per (string, style, width or None): (lines, width) from `layoutlint layout`."""
    children, keys = [], []
    for s, text in enumerate(CORPUS):
        for style in STYLES:
            for width in WIDTHS + [None]:
                node_id = "n%d_%s_%s" % (s, style, width or "auto")
                node = {"id": node_id, "kind": "label", "font": style, "text": text}
                if width:
                    node["style"] = {"width": width}
                children.append(node)
                keys.append((node_id, text, style, width))
    document = {
        "screen": "Accuracy", "devices": [{"name": "Probe", "width": 2000, "height": 10000, "scale": 1}],
        "root": {"id": "root", "style": {"alignItems": "flex-start"}, "children": children},
    }
    with tempfile.TemporaryDirectory() as folder:
        path = os.path.join(folder, "accuracy.json")
        with open(path, "w") as handle:
            json.dump(document, handle)
        output = subprocess.run([layoutlint, "layout", path, "--max-nodes", "100000"], capture_output=True, text=True, check=True).stdout
    nodes = json.loads(output)["screens"][0]["devices"][0]["frames"][0]["nodes"]
    result = {}
    for node_id, text, style, width in keys:
        _, _, w, h = nodes[node_id]["absolute"]
        result[(text, style, width)] = (round(h / STYLES[style][1]), w)
    return result


def chromium(fonts):
    """The same from Chromium: line boxes of a span in a div of each width."""
    faces = "".join(
        "@font-face{font-family:I;font-weight:%d;src:url('file://%s');}" % (weight, os.path.join(fonts, file))
        for weight, file in FILES.items())
    items = []
    for s, text in enumerate(CORPUS):
        for style, (size, leading, weight) in STYLES.items():
            for width in WIDTHS + [None]:
                box = "width:%dpx" % width if width else "width:max-content"
                items.append(
                    '<div data-k="%s" style="%s;font-size:%dpx;line-height:%dpx;font-weight:%d"><span>%s</span></div>'
                    % (html.escape(json.dumps([s, style, width])), box, size, leading, weight, html.escape(text)))
    page = """<!doctype html><html><head><meta charset="utf-8"><style>%s
    body{margin:0;font-family:I;font-kerning:normal;font-feature-settings:"liga" 0,"calt" 0;
    overflow-wrap:anywhere;word-break:normal;white-space:normal}div{margin:0}</style></head><body>%s
    <pre id="out"></pre><script>
    document.fonts.ready.then(() => {
      const out = [];
      for (const div of document.querySelectorAll('div[data-k]')) {
        const span = div.firstChild;
        const rects = Array.from(span.getClientRects());
        out.push([JSON.parse(div.dataset.k), rects.length, Math.max(...rects.map(r => r.width))]);
      }
      document.getElementById('out').textContent = JSON.stringify(out);
    });
    </script></body></html>""" % (faces, "".join(items))
    with tempfile.TemporaryDirectory() as folder:
        path = os.path.join(folder, "page.html")
        with open(path, "w") as handle:
            handle.write(page)
        dom = subprocess.run(
            ["chromium", "--headless", "--no-sandbox", "--disable-gpu", "--allow-file-access-from-files",
             "--virtual-time-budget=10000", "--dump-dom", "file://" + path],
            capture_output=True, text=True, check=True).stdout
    start = dom.index('<pre id="out">') + len('<pre id="out">')
    data = json.loads(html.unescape(dom[start:dom.index("</pre>", start)]))
    return {(CORPUS[s], style, width): (lines, w) for (s, style, width), lines, w in data}


def main():
    fonts = sys.argv[1] if len(sys.argv) > 1 else "/tmp/inter/usr/share/fonts/opentype/inter"
    layoutlint = os.path.join(ROOT, ".build", "debug", "layoutlint")
    mine, theirs = ours(layoutlint), chromium(fonts)
    wrapped = [k for k in mine if k[2] is not None]
    same = [k for k in wrapped if mine[k][0] == theirs[k][0]]
    print("line counts agree: %d of %d layouts (%.1f %%)" % (len(same), len(wrapped), 100.0 * len(same) / len(wrapped)))
    single = [k for k in mine if k[2] is None]
    diffs = [mine[k][1] - theirs[k][1] for k in single]
    print("single-line width, ours (rounded up to whole points) minus Chromium's: mean %.2f pt, max |%.2f| pt over %d"
          % (statistics.mean(diffs), max(abs(d) for d in diffs), len(diffs)))
    relative = [abs(mine[k][1] - theirs[k][1]) / theirs[k][1] for k in single if theirs[k][1] > 0]
    print("relative width difference: median %.2f %%, worst %.2f %%" % (100 * statistics.median(relative), 100 * max(relative)))
    for k in [k for k in wrapped if mine[k][0] != theirs[k][0]][:15]:
        print("  differs: %r %s at %dpt: ours %d lines, Chromium %d" % (k[0], k[1], k[2], mine[k][0], theirs[k][0]))
    # What CI holds the measurer to: line counts agree in at least 99 % of layouts, and a single
    # line is never narrower than Chromium's nor more than the 1 pt rounding up wider.
    failures = []
    if len(same) < 0.99 * len(wrapped):
        failures.append("line counts agree in less than 99 % of layouts")
    if min(diffs) < -0.01 or max(diffs) > 1.01:
        failures.append("a single-line width is off by more than the rounding up to whole points")
    for failure in failures:
        print("text-accuracy: " + failure, file=sys.stderr)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
