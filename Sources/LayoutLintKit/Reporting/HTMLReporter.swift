import Foundation
import LayoutModel

/// One HTML page a person opens: the totals, a table of the screens × devices, the input errors,
/// and the findings file by file (each once, merged across devices) with their fixes, their
/// consequences and the pictures that explain them. Filterable by severity, rule and device
/// with a small inline script (the choice kept in the address); nothing is loaded from the
/// network.
///
/// Pictures are linked (files beside the report, shown downscaled, each a link to the full
/// size) or, on request, embedded as data URIs so the page is one file.
public struct HTMLReporter: Reporter {
    /// Where the page's pictures come from; a picture is named by the path `lint --pictures`
    /// wrote it to (`Finding.pictures`).
    public enum Pictures: Sendable {
        /// No pictures were drawn: the page says how to get them.
        case none
        /// Files the page links to: `reportFolder` is the absolute folder the page is written
        /// to; a relative picture path is relative to `workingDirectory`.
        case linked(reportFolder: String, workingDirectory: String)
        /// Each picture's PNG bytes by path, embedded in the page once each.
        case embedded([String: [UInt8]])
    }

    public var pictures: Pictures

    /// A reporter showing `pictures` (none: the page has no pictures).
    public init(pictures: Pictures = .none) {
        self.pictures = pictures
    }

    public func report(_ report: LintReport) -> String {
        var out = Self.head
        let runs = [
            FindingCounts.count(
                report.metrics.count, LintSummary.runName(textSizes: report.runsAtTextSizes, locales: report.runsInLocales)),
            FindingCounts.count(report.errors.count, "input error"),
        ]
        out +=
            "<h1>LayoutLint</h1>\n<p class=\"totals\">\(Self.escape(runs.joined(separator: ", ") + "; " + FindingCounts(report.findings).words))</p>\n"
        if case .none = pictures, !report.findings.isEmpty {
            out += "<p class=\"hint\">Pictures that explain the findings are drawn when the report is written to a file "
            out += "(<code>--output report.html</code>) or with <code>--pictures DIR</code>.</p>\n"
        }
        out += filters(report)
        out += summary(report)
        if !report.errors.isEmpty {
            out += "<section id=\"input-errors\"><h2>Input errors</h2>\n<ul>\n"
            for error in report.errors {
                out +=
                    "<li class=\"finding\" data-severity=\"error\" data-rule=\"\" data-devices=\"\"><code>\(Self.escape("\(error.file):\(error.location.line):\(error.location.column)"))</code> "
                out += "<span class=\"message\">\(Self.escape(error.message))</span></li>\n"
            }
            out += "</ul></section>\n"
        }
        var embedded: [String: String] = [:]
        var files: [String] = []
        for file in report.findings.map(\.file) where !files.contains(file) { files.append(file) }
        for file in files {
            let findings = report.findings.filter { $0.file == file }
            out +=
                "<section class=\"file\"><h2><code>\(Self.escape(file))</code> <span class=\"count\">\(Self.escape(FindingCounts(findings).bySeverity))</span></h2>\n<ul>\n"
            for finding in findings { out += item(finding, embedded: &embedded) }
            out += "</ul></section>\n"
        }
        out += "<p class=\"none\" hidden>No findings match the filters.</p>\n"
        out += Self.script + "</body>\n</html>\n"
        return out
    }

    /// One finding: its place, message, fix, consequences and pictures.
    private func item(_ finding: Finding, embedded: inout [String: String]) -> String {
        let severity = finding.severity.rawValue
        var out = "<li class=\"finding \(severity)\" data-severity=\"\(severity)\" data-rule=\"\(Self.escape(finding.ruleID))\" "
        // Runs at text settings are filtered by their own names too ("iPhone 15 @accessibility2").
        let filterNames = finding.devices + finding.runs.filter { !finding.devices.contains($0) }
        out += "data-devices=\"\(Self.escape(filterNames.joined(separator: "|")))\">\n"
        out +=
            "<div class=\"place\"><span class=\"severity\">\(severity)</span> <code class=\"rule\">\(Self.escape(finding.ruleID))</code> "
        out +=
            "<code>\(Self.escape("\(finding.file):\(finding.line):\(finding.column)"))</code> <span class=\"screen\">\(Self.escape(finding.screen))</span></div>\n"
        out += "<p><span class=\"message\">\(Self.escape(finding.message))</span></p>\n"
        if let fix = finding.fix, fix.isApplicable {
            out += "<p class=\"fix\">fix: <code>\(Self.escape(fix.summary))</code> (<code>layoutlint lint --fix</code> applies it)</p>\n"
        }
        if !finding.related.isEmpty {
            out += "<ul class=\"related\">\n"
            for related in finding.related {
                out +=
                    "<li>related <code>\(Self.escape(related.ruleID))</code> <code>\(Self.escape("\(related.file):\(related.line):\(related.column)"))</code> "
                out += "<span class=\"related-message\">\(Self.escape(related.message))</span></li>\n"
            }
            out += "</ul>\n"
        }
        // Each device's pictures, then the consequences' own.
        var shown: [(path: String, device: String)] = []
        for occurrence in finding.occurrences + finding.related.flatMap(\.occurrences) {
            for path in occurrence.pictures where !shown.contains(where: { $0.path == path }) { shown.append((path, occurrence.device)) }
        }
        let figures = shown.compactMap { figure($0.path, device: $0.device, embedded: &embedded) }
        if !figures.isEmpty { out += "<div class=\"pictures\">\n" + figures.joined() + "</div>\n" }
        return out + "</li>\n"
    }

    /// A picture as the page shows it: downscaled, a link to the full size when linked; nil
    /// when the page has no such picture.
    private func figure(_ path: String, device: String, embedded: inout [String: String]) -> String? {
        let caption = Self.escape("\(Self.caption(path)) (\(device))")
        switch pictures {
        case .none:
            return nil
        case .linked(let folder, let workingDirectory):
            let target = Self.escape(Self.relative(path, from: folder, workingDirectory: workingDirectory))
            return
                "<figure><a href=\"\(target)\"><img src=\"\(target)\" alt=\"\(caption)\"></a><figcaption>\(caption)</figcaption></figure>\n"
        case .embedded(let bytes):
            guard let png = bytes[path] else { return nil }
            if let original = embedded[path] {
                return "<figure><img alt=\"\(caption)\" data-same-as=\"\(original)\"><figcaption>\(caption)</figcaption></figure>\n"
            }
            let id = "picture-\(embedded.count + 1)"
            embedded[path] = id
            return
                "<figure><img id=\"\(id)\" alt=\"\(caption)\" src=\"data:image/png;base64,\(Data(png).base64EncodedString())\"><figcaption>\(caption)</figcaption></figure>\n"
        }
    }

    /// What a picture shows, from its file name (`shift-1.png`, `blend-1200.png`, …).
    static func caption(_ path: String) -> String {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        let stem = name.hasSuffix(".png") ? String(name.dropLast(4)) : name
        switch PictureKind.allCases.first(where: { $0.names(name) }) {
        case .shiftDiagram: return "layout shift \(stem.dropFirst("shift-".count)): before and after"
        case .cellShiftDiagram: return Self.cellShiftCaption(String(stem.dropFirst("cell-shift-".count)))
        case .blendMap: return "blended layers (red) and opaque ones (green)"
        case .overdrawMap: return "overdraw: blue 1×, green 2×, pink 3×, red 4× or more"
        case .reusePlot: return "cells of list '\(stem.dropFirst("reuse-".count))', live and pooled, over scroll time"
        case .launchTimeline: return "the launch over time: main thread, background work, requests and refresh ticks"
        case .launchDiff: return "the launch screen, the first frame and the pixels that differ"
        case .restorationDiff: return "the app-switcher snapshot, the first frame of a relaunch and the pixels that differ"
        case .offscreenMap: return "offscreen passes: each node that costs one marked and numbered, keyed below"
        case nil: return name
        }
    }

    /// "rows of list 'feed' moved at 1234 ms when row 7's cell changed height: before and after",
    /// from `feed-row-7-1234`.
    static func cellShiftCaption(_ name: String) -> String {
        guard let marker = name.range(of: "-row-", options: .backwards) else { return "layout shift inside a list: before and after" }
        let parts = name[marker.upperBound...].split(separator: "-")
        guard parts.count == 2 else { return "layout shift inside list '\(name[..<marker.lowerBound])': before and after" }
        return
            "rows of list '\(name[..<marker.lowerBound])' moved at \(parts[1]) ms when row \(parts[0])'s cell changed height: before and after"
    }

    /// `path` (relative to `workingDirectory` unless absolute) as a link from `folder`:
    /// `../pictures/a/b.png`, percent-encoded where a URL needs it.
    static func relative(_ path: String, from folder: String, workingDirectory: String) -> String {
        func components(_ path: String) -> [String] {
            let absolute = path.hasPrefix("/") ? path : workingDirectory + "/" + path
            var parts: [String] = []
            for part in absolute.split(separator: "/") where part != "." && !part.isEmpty {
                if part == ".." { _ = parts.popLast() } else { parts.append(String(part)) }
            }
            return parts
        }
        let from = components(folder), to = components(path)
        var common = 0
        while common < from.count, common < to.count - 1, from[common] == to[common] { common += 1 }
        let parts = Array(repeating: "..", count: from.count - common) + to[common...]
        return parts.map {
            $0.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed.subtracting(CharacterSet(charactersIn: "/?#"))) ?? $0
        }
        .joined(separator: "/")
    }

    private func filters(_ report: LintReport) -> String {
        let devices = Array(Set(report.metrics.map(\.device) + report.findings.flatMap(\.devices))).sorted()
        let rules = Array(Set(report.findings.map(\.ruleID))).sorted()
        func select(_ id: String, _ label: String, _ options: [String]) -> String {
            "<label>\(label) <select id=\"\(id)\"><option value=\"\">all</option>"
                + options.map { "<option>\(Self.escape($0))</option>" }.joined() + "</select></label>\n"
        }
        return "<form class=\"filters\">\n" + select("severity", "Severity", Severity.allCases.reversed().map(\.rawValue))
            + select("rule", "Rule", rules) + select("device", "Device", devices) + "</form>\n"
    }

    private func summary(_ report: LintReport) -> String {
        guard !report.metrics.isEmpty else { return "" }
        var found: [String: Int] = [:]
        for finding in report.findings {
            for device in finding.runs { found[[finding.file, finding.screen, device].joined(separator: "\u{1F}"), default: 0] += 1 }
        }
        var out = "<section id=\"summary\"><h2>Screens</h2>\n<table>\n<thead><tr><th>File</th><th>Screen</th><th>Device</th><th>CLS</th>"
        out +=
            "<th>First frame</th><th>Primary content</th><th>Hitch ms/s</th><th>Blended</th><th>Findings here</th></tr></thead>\n<tbody>\n"
        for metric in report.metrics {
            let cells = [
                metric.file, metric.screen, metric.device, Format.score(metric.cls), Self.ms(metric.firstFrameMs),
                Self.ms(metric.primaryContentMs),
                metric.hitchMsPerS.map(Format.points) ?? "–", metric.blended.map { Format.percent($0.fraction) } ?? "–",
                "\(found[[metric.file, metric.screen, metric.device].joined(separator: "\u{1F}")] ?? 0)",
            ]
            out +=
                "<tr class=\"run\" data-device=\"\(Self.escape(metric.device))\">" + cells.map { "<td>\(Self.escape($0))</td>" }.joined()
                + "</tr>\n"
        }
        return out + "</tbody>\n</table></section>\n"
    }

    private static func ms(_ value: Double?) -> String {
        value.map { Format.points($0) + " ms" } ?? "–"
    }

    /// Text safe in HTML text and attribute values.
    static func escape(_ text: String) -> String {
        XMLText.escape(text)
    }

    private static let head = """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <title>LayoutLint report</title>
        <style>
        body { font: 14px/1.45 system-ui, sans-serif; margin: 2em auto; max-width: 70em; padding: 0 1em; color: #1c1c1e; }
        table { border-collapse: collapse; width: 100%; } th, td { padding: .3em .6em; border-bottom: 1px solid #ddd; text-align: left; }
        td:nth-child(n+4) { text-align: right; font-variant-numeric: tabular-nums; }
        section.file > ul { list-style: none; padding: 0; } .finding { margin: 0 0 1.2em; padding: .6em .8em; border-left: 4px solid #ccc; background: #fafafa; }
        .finding.error { border-color: #c62828; } .finding.warning { border-color: #b26a00; } .finding.info { border-color: #1565c0; }
        .finding p { margin: .3em 0; } .severity { font-weight: 600; text-transform: uppercase; font-size: 80%; }
        .error .severity { color: #c62828; } .warning .severity { color: #b26a00; } .info .severity { color: #1565c0; }
        .fix { color: #2e7d32; } .related { font-size: 92%; color: #444; } .screen { color: #666; }
        .pictures { display: flex; flex-wrap: wrap; gap: 1em; } figure { margin: 0; } figure img { max-width: 320px; max-height: 480px; border: 1px solid #ccc; }
        figcaption { font-size: 85%; color: #666; max-width: 320px; } .broken { color: #c62828; } .filters { margin: 1em 0; } .filters label { margin-right: 1em; }
        </style>
        </head>
        <body>

        """

    /// Gives each repeated picture the bytes of its first use, filters findings and summary rows
    /// by the chosen severity, rule and device (kept in the address's
    /// `#severity=…&rule=…&device=…`, so a link can choose them), hides files with nothing
    /// left, and marks pictures that fail to decode.
    private static let script = """
        <script>
        (function () {
          var ids = ["severity", "rule", "device"];
          document.querySelectorAll("img[data-same-as]").forEach(function (image) {
            var original = document.getElementById(image.getAttribute("data-same-as"));
            if (original) image.src = original.src;
          });
          function apply() {
            var chosen = {};
            ids.forEach(function (id) { chosen[id] = document.getElementById(id).value; });
            var shown = 0;
            document.querySelectorAll("li.finding").forEach(function (item) {
              var devices = item.getAttribute("data-devices").split("|");
              var visible = (!chosen.severity || item.getAttribute("data-severity") === chosen.severity)
                && (!chosen.rule || item.getAttribute("data-rule") === chosen.rule)
                && (!chosen.device || devices.indexOf(chosen.device) >= 0);
              item.hidden = !visible;
              if (visible) shown++;
            });
            document.querySelectorAll("section.file, #input-errors").forEach(function (block) {
              block.hidden = !block.querySelector("li.finding:not([hidden])");
            });
            document.querySelectorAll("tr.run").forEach(function (row) {
              row.hidden = !!chosen.device && row.getAttribute("data-device") !== chosen.device;
            });
            document.querySelector("p.none").hidden = shown > 0;
          }
          function changed() {
            var params = new URLSearchParams();
            ids.forEach(function (id) {
              var value = document.getElementById(id).value;
              if (value) params.set(id, value);
            });
            history.replaceState(null, "", "#" + params.toString());
            apply();
          }
          ids.forEach(function (id) { document.getElementById(id).addEventListener("change", changed); });
          // A link may choose the filters: report.html#severity=error&device=iPhone%2015.
          var wanted = new URLSearchParams(location.hash.slice(1));
          ids.forEach(function (id) {
            var select = document.getElementById(id), value = wanted.get(id);
            if (value && Array.prototype.some.call(select.options, function (o) { return o.value === value; })) select.value = value;
          });
          apply();
          window.addEventListener("load", function () {
            document.querySelectorAll("img").forEach(function (image) {
              if (image.complete && image.naturalWidth > 0) {
                image.setAttribute("data-width", String(image.naturalWidth));
              } else {
                image.classList.add("broken");
                image.insertAdjacentText("afterend", "(this picture could not be shown)");
              }
            });
          });
        })();
        </script>

        """
}
