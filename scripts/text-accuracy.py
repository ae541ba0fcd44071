#!/usr/bin/env python3
"""Compares LayoutLint's text measurement with Chromium's, both using the same Inter files.

Lays a corpus of UI strings out with the built `layoutlint layout` and with headless Chromium
(the Inter font files through @font-face, 1 pt = 1 CSS px, kerning on, ligatures and contextual
alternates off as the measurer has none, `line-break: strict` as the measurer keeps small kana
and the prolonged sound mark off the start of a line), then prints how often the line counts
agree and how far single-line widths differ; exits 1 when line counts agree in less than 99 % of
layouts or a single line's width is off by more than 0.5 pt (`.ci/run` runs it).

The corpus: 40 hand-picked Latin strings in every text style, and 1,000 strings generated
deterministically from the word lists and templates below (English, German, French, Spanish,
Japanese, and English and Japanese with emoji), each in two text styles; every string at widths
100 to 400 pt and on one line. Single-line widths are compared unrounded: LayoutLint lays the
string out at 20 times the size (its labels round their size up to whole points) and the width
is divided by 20.

Japanese and emoji: Inter has none of those characters, and LayoutLint gives them stated widths
(1 em for CJK, kana and full-width forms, 1.25 em for emoji, 0.6 em for anything else Inter
lacks: `GlyphMetrics`), where a device draws them with its system fonts. So that Chromium does
not draw them with whatever font this machine has, the script writes a fallback font at run time
(fontTools' FontBuilder, in a temporary folder, never committed) whose glyphs have exactly the
stated widths, and Chromium falls back to it after Inter. For those scripts the comparison checks
line breaking, not the widths a device's fonts have.

    swift build
    pip install fonttools
    python3 scripts/text-accuracy.py [FOLDER]   # Inter files: Sources/CInterFonts/fonts unless given
"""
import html
import random
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


# Word lists and templates of the generated corpus: {a} adjective, {n} noun, {v} verb, {d} day,
# {k} number, {x} a long word (compounds, to break inside words), {e} an emoji.
WORDS = {
    "en": {
        "a": "new quick secure private shared weekly daily free premium offline local recent".split(),
        "n": ("account password order basket delivery message photo album playlist episode payment card "
              "subscription profile contact calendar reminder download update storage backup device").split(),
        "v": "Open Save Delete Share Edit Download Update Restore Archive Review Confirm Cancel".split(),
        "d": "Monday Tuesday Wednesday Thursday Friday Saturday Sunday tomorrow tonight".split(),
        "x": ["notifications", "internationalization", "troubleshooting", "accessibility", "https://example.com/help/articles/settings"],
        "t": ["{v} {n}", "Your {n} is ready", "{k} new {n}s", "{v} your {n} before {d}", "{a} {n} for {k} days",
              "We couldn't {v2} your {n}. Try again {d}.", "{v} {a} {n}s and {n}s in one place",
              "Turn on {x} to hear about {a} {n}s as soon as they are out.",
              "{v} {n} \u2014 {k} {n}s left", "\u201c{a} {n}\u201d ({k} reviews)", "{k}-day {n} streak, keep it going!"],
    },
    "de": {
        "a": "neue sichere private geteilte tägliche kostenlose schnelle aktuelle".split(),
        "n": ("Bestellung Zahlung Nachricht Lieferung Konto Einstellung Übersicht Mitteilung Größe Straße "
              "Rückgabe Anmeldung").split(),
        "v": "Öffnen Speichern Löschen Teilen Bearbeiten Aktualisieren Bestätigen Abbrechen".split(),
        "d": "Montag Dienstag Mittwoch Donnerstag Freitag morgen heute".split(),
        "x": ["Benachrichtigungseinstellungen", "Datenschutzerklärung", "Kontoverwaltungsübersicht",
              "Rücksendungsbestätigung", "Zwei-Faktor-Authentifizierung"],
        "t": ["{n} {v}", "Ihre {n} ist unterwegs", "{k} neue Mitteilungen", "{v} Sie die {n} bis {d}",
              "Öffnen Sie die {x}, um {a} Funktionen zu nutzen.", "Die {n} wurde am {d} um {k}:00 Uhr zugestellt",
              "{x} und {x}", "Für {k} € mehr erhalten Sie die {a} {n}."],
    },
    "fr": {
        "a": "nouvelle sécurisée privée partagée quotidienne gratuite rapide récente".split(),
        "n": "commande livraison carte photo adresse réservation séance promotion préférence".split(),
        "v": "Ouvrir Enregistrer Supprimer Partager Modifier Télécharger Confirmer Annuler".split(),
        "d": "lundi mardi mercredi jeudi vendredi demain aujourd’hui".split(),
        "x": ["anticonstitutionnellement", "réinitialisation", "désabonnement", "confidentialité"],
        "t": ["{v} la {n}", "Votre {n} est en route", "{k} nouvelles notifications", "Prix : {k} €",
              "À découvrir dès {d} : la {n} {a} !", "Vous n’avez pas encore de {n}. Voulez-vous en créer une ?",
              "{v} votre {n} avant {d} pour profiter de la {x}.", "L’{n} « {a} » est disponible"],
    },
    "es": {
        "a": "nueva segura privada compartida diaria gratuita rápida reciente".split(),
        "n": "compra entrega tarjeta foto dirección reserva sesión promoción contraseña cuenta".split(),
        "v": "Abrir Guardar Eliminar Compartir Editar Descargar Confirmar Cancelar".split(),
        "d": "lunes martes miércoles jueves viernes mañana hoy".split(),
        "x": ["electroencefalografista", "internacionalización", "notificaciones", "configuración"],
        "t": ["{v} la {n}", "Tu {n} está en camino", "{k} notificaciones nuevas", "¿Quieres {v2} tu {n}?",
              "¡Oferta {a}! {k} € de descuento hasta el {d}", "Añade una {n} {a} para pagar en un solo paso.",
              "La {x} de tu {n} está lista"],
    },
    "ja": {
        "n": ["注文", "配送", "写真", "アカウント", "パスワード", "お知らせ", "設定", "支払い", "予約", "メッセージ",
              "ダウンロード", "プロフィール", "カード", "カレンダー", "ストレージ"],
        "v": ["開く", "保存", "削除", "共有", "編集", "更新", "確認", "キャンセル"],
        "a": ["新しい", "安全な", "無料の", "最近の", "人気の", "ちょっとした"],
        "d": ["月曜日", "火曜日", "水曜日", "明日", "今日", "今週末"],
        "x": ["ユーザーインターフェース", "アクセシビリティ", "インターナショナリゼーション"],
        "t": ["{n}を{v}", "{n}の{v}が完了しました。", "{a}{n}が{k}件あります", "{d}までに{n}を{v}してください。",
              "「{n}」を{v}しますか？", "{x}の{n}、{n}、{n}をまとめて{v}できます。", "ご{n}ありがとうございます！",
              "{n}（{k}件）は{d}に届きます。ちょっと待ってね。"],
    },
}
# Characters with emoji presentation (single code points, no variation selectors or joiners,
# which the fallback font could not shape as a device does).
EMOJI = ["\U0001F389", "\U0001F4E6", "\U0001F525", "\u2705", "\U0001F680", "\U0001F44D", "\U0001F31F", "\U0001F381",
         "\U0001F4F7", "\U0001F3B5", "\U0001F600", "\U0001F62D", "\u231B", "\U0001F4AC", "\U0001F30D"]
EMOJI_TEMPLATES = {
    "en": ["{e} {v} {n}", "Your {n} is ready {e}", "{k} new {n}s {e}{e}", "Great job{e} {k}-day streak!",
           "{e}{e}{e} {a} {n}s for {d}", "{v} {n} {e} before {d}"],
    "ja": ["{e}{n}を{v}", "{n}が届きました{e}", "{a}{n}{e}{e}が{k}件"],
}
GENERATED = 1000
SHARES = [("en", 250), ("de", 180), ("fr", 160), ("es", 160), ("ja", 150), ("emoji", 100)]


def generated_corpus():
    """1,000 strings from the templates, the same every run: (language, text)."""
    rng = random.Random(20261127)
    corpus, seen = [], set(CORPUS)

    def fill(template, words):
        out = template
        while "{" in out:
            i = out.index("{")
            key = out[i + 1:out.index("}", i)]
            if key == "k":
                value = str(rng.choice([2, 3, 5, 12, 24, 99, 120, 1500]))
            elif key == "e":
                value = rng.choice(EMOJI)
            else:
                value = rng.choice(words[key.rstrip("2")])
                if key == "v2":
                    value = value.lower()
            out = out[:i] + value + out[out.index("}", i) + 1:]
        return out

    for language, count in SHARES:
        made = 0
        while made < count:
            if language == "emoji":
                base = rng.choice(["en", "en", "ja"])
                text = fill(rng.choice(EMOJI_TEMPLATES[base]), WORDS[base])
            else:
                text = fill(rng.choice(WORDS[language]["t"]), WORDS[language])
            if text not in seen:
                seen.add(text)
                corpus.append((language, text))
                made += 1
    return corpus


def layouts():
    """Every (text, style, width or None) laid out: the 40 hand-picked strings in every style,
    each generated string in two styles (taken in turn)."""
    keys, styles = [], list(STYLES)
    for text in CORPUS:
        for style in styles:
            keys += [(text, style, width) for width in WIDTHS + [None]]
    for n, (_, text) in enumerate(generated_corpus()):
        for style in (styles[(2 * n) % len(styles)], styles[(2 * n + 1) % len(styles)]):
            keys += [(text, style, width) for width in WIDTHS + [None]]
    return keys


SCALE = 20  # single lines are laid out this many times larger to read their width unrounded
WEIGHTS = {400: "regular", 500: "medium", 600: "semibold", 700: "bold"}


def ours(layoutlint, keys):
    """Per key: (lines, width) from `layoutlint layout`; the width of a single line unrounded."""
    children, ids = [], {}
    for n, (text, style, width) in enumerate(keys):
        size, leading, weight = STYLES[style]
        node = {"id": "n%d" % n, "kind": "label", "font": style, "text": text}
        if width:
            node["style"] = {"width": width}
        else:
            children.append({"id": "s%d" % n, "kind": "label", "text": text, "font": {
                "size": size * SCALE, "weight": WEIGHTS[weight], "scales": False, "lineHeight": leading * SCALE}})
        children.append(node)
        ids[(text, style, width)] = n
    document = {
        "screen": "Accuracy", "devices": [{"name": "Probe", "width": 100000, "height": 10000, "scale": 1}],
        "root": {"id": "root", "style": {"alignItems": "flex-start"}, "children": children},
    }
    with tempfile.TemporaryDirectory() as folder:
        path = os.path.join(folder, "accuracy.json")
        with open(path, "w") as handle:
            json.dump(document, handle, ensure_ascii=False)
        output = subprocess.run([layoutlint, "layout", path, "--max-nodes", "100000", "--max-work", "1000000000"],
                                capture_output=True, text=True, check=True).stdout
    nodes = json.loads(output)["screens"][0]["devices"][0]["frames"][0]["nodes"]
    result = {}
    for key, n in ids.items():
        _, _, w, h = nodes["n%d" % n]["absolute"]
        if key[2] is None:
            w = nodes["s%d" % n]["absolute"][2] / SCALE
        result[key] = (round(h / STYLES[key[1]][1]), w)
    return result


def is_wide(code):
    """LayoutLint's square characters (`LineBreakClass.isWide`)."""
    return any(low <= code <= high for low, high in [
        (0x1100, 0x115F), (0x2E80, 0x303E), (0x3041, 0x33FF), (0x3400, 0x4DBF), (0x4E00, 0x9FFF), (0xA000, 0xA4CF),
        (0xAC00, 0xD7A3), (0xF900, 0xFAFF), (0xFE30, 0xFE4F), (0xFF00, 0xFF60), (0xFFE0, 0xFFE6), (0x20000, 0x3FFFD)])


def fallback_font(fonts, texts, path):
    """A font of every character of `texts` that Inter lacks, each as wide as LayoutLint states:
    emoji 1.25 em, wide characters 1 em, anything else 0.6 em."""
    from fontTools.fontBuilder import FontBuilder
    from fontTools.pens.ttGlyphPen import TTGlyphPen
    from fontTools.ttLib import TTFont
    inter = TTFont(os.path.join(fonts, FILES[400])).getBestCmap()
    missing = sorted({ord(c) for text in texts for c in text} - set(inter))
    names = [".notdef"] + ["u%X" % code for code in missing]
    builder = FontBuilder(1000, isTTF=True)
    builder.setupGlyphOrder(names)
    builder.setupCharacterMap({code: "u%X" % code for code in missing})
    builder.setupGlyf({name: TTGlyphPen(None).glyph() for name in names})
    metrics = {".notdef": (600, 0)}
    for code in missing:
        advance = 1250 if chr(code) in EMOJI else 1000 if is_wide(code) else 600
        metrics["u%X" % code] = (advance, 0)
    builder.setupHorizontalMetrics(metrics)
    builder.setupHorizontalHeader(ascent=880, descent=-120)
    builder.setupNameTable({"familyName": "StatedWidths", "styleName": "Regular"})
    builder.setupOS2(sTypoAscender=880, sTypoDescender=-120, usWinAscent=880, usWinDescent=120)
    builder.setupPost()
    builder.save(path)


def chromium(fonts, keys):
    """The same from Chromium: line boxes of a span in a div of each width."""
    with tempfile.TemporaryDirectory() as folder:
        fallback = os.path.join(folder, "stated-widths.ttf")
        fallback_font(fonts, {key[0] for key in keys}, fallback)
        # The fallback at every weight, so Chromium synthesises no bold.
        faces = "".join(
            "@font-face{font-family:I;font-weight:%d;src:url('file://%s');}"
            "@font-face{font-family:F;font-weight:%d;src:url('file://%s');}"
            % (weight, os.path.join(fonts, file), weight, fallback) for weight, file in FILES.items())
        items = []
        for n, (text, style, width) in enumerate(keys):
            size, leading, weight = STYLES[style]
            box = "width:%dpx" % width if width else "width:max-content"
            items.append('<div data-k="%d" style="%s;font-size:%dpx;line-height:%dpx;font-weight:%d"><span>%s</span></div>'
                         % (n, box, size, leading, weight, html.escape(text)))
        page = """<!doctype html><html><head><meta charset="utf-8"><style>%s
        body{margin:0;font-family:I,F;font-kerning:normal;font-feature-settings:"liga" 0,"calt" 0;
        overflow-wrap:anywhere;word-break:normal;line-break:strict;white-space:normal}div{margin:0}</style></head><body>%s
        <pre id="out"></pre><script>
        document.fonts.ready.then(() => {
          const out = [];
          for (const div of document.querySelectorAll('div[data-k]')) {
            const span = div.firstChild;
            const rects = Array.from(span.getClientRects());
            out.push([Number(div.dataset.k), rects.length, Math.max(...rects.map(r => r.width))]);
          }
          document.getElementById('out').textContent = JSON.stringify(out);
        });
        </script></body></html>""" % (faces, "".join(items))
        path = os.path.join(folder, "page.html")
        with open(path, "w") as handle:
            handle.write(page)
        dom = subprocess.run(
            ["chromium", "--headless", "--no-sandbox", "--disable-gpu", "--allow-file-access-from-files",
             "--virtual-time-budget=30000", "--dump-dom", "file://" + path],
            capture_output=True, text=True, check=True).stdout
    start = dom.index('<pre id="out">') + len('<pre id="out">')
    data = json.loads(html.unescape(dom[start:dom.index("</pre>", start)]))
    return {keys[n]: (lines, w) for n, lines, w in data}


def language(text):
    """The corpus a string is from, for the figures by language."""
    for name, generated in generated_corpus_by_text().items():
        if text in generated:
            return name
    return "hand-picked"


_BY_TEXT = {}


def generated_corpus_by_text():
    if not _BY_TEXT:
        for name, text in generated_corpus():
            _BY_TEXT.setdefault(name, set()).add(text)
    return _BY_TEXT


def main():
    fonts = sys.argv[1] if len(sys.argv) > 1 else os.path.join(ROOT, "Sources", "CInterFonts", "fonts")
    layoutlint = os.path.join(ROOT, ".build", "debug", "layoutlint")
    keys = layouts()
    mine, theirs = ours(layoutlint, keys), chromium(fonts, keys)
    strings = len({k[0] for k in keys})
    wrapped = [k for k in keys if k[2] is not None]
    same = [k for k in wrapped if mine[k][0] == theirs[k][0]]
    print("%d strings; line counts agree: %d of %d layouts (%.1f %%)"
          % (strings, len(same), len(wrapped), 100.0 * len(same) / len(wrapped)))
    for name in ["hand-picked"] + [name for name, _ in SHARES]:
        group = [k for k in wrapped if language(k[0]) == name]
        agree = sum(1 for k in group if mine[k][0] == theirs[k][0])
        print("  %-11s %5d of %5d (%.1f %%)" % (name, agree, len(group), 100.0 * agree / len(group)))
    single = [k for k in keys if k[2] is None]
    diffs = [mine[k][1] - theirs[k][1] for k in single]
    print("single-line width, ours minus Chromium's (unrounded): mean %.3f pt, max |%.3f| pt over %d"
          % (statistics.mean(diffs), max(abs(d) for d in diffs), len(diffs)))
    for k in [k for k in wrapped if mine[k][0] != theirs[k][0]][:15]:
        print("  differs: %r %s at %dpt: ours %d lines, Chromium %d" % (k[0], k[1], k[2], mine[k][0], theirs[k][0]))
    for k in sorted(single, key=lambda k: -abs(mine[k][1] - theirs[k][1]))[:5]:
        print("  widest difference: %r %s: ours %.2f pt, Chromium %.2f pt" % (k[0], k[1], mine[k][1], theirs[k][1]))
    # What CI holds the measurer to: line counts agree in at least 99 % of layouts, and a single
    # line's width is within 0.5 pt of Chromium's.
    failures = []
    if len(same) < 0.99 * len(wrapped):
        failures.append("line counts agree in less than 99 % of layouts")
    if max(abs(d) for d in diffs) > 0.5:
        failures.append("a single-line width is off by more than 0.5 pt")
    for failure in failures:
        print("text-accuracy: " + failure, file=sys.stderr)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
