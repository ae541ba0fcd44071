import Foundation
import LayoutModel

/// A picture the HTML report embeds: one PNG of one screen on one device (a shift diagram, a
/// blend or overdraw map, a reuse plot, a launch timeline or diff), as `lint --artifacts` names it.
public struct ReportPicture: Sendable, Hashable {
    public var screen: String
    public var device: String
    /// The file name: `shift-1.png`, `blend.png`, `overdraw.png`, `reuse-<list>.png`.
    public var name: String
    public var png: [UInt8]
    /// The layout file the screen is in; nil when not known (then the picture goes with any
    /// file's screen of that name).
    public var file: String?

    /// The PNG `png`, named `name`, of `screen` on `device` (in layout file `file`).
    public init(screen: String, device: String, name: String, png: [UInt8], file: String? = nil) {
        self.screen = screen
        self.device = device
        self.name = name
        self.png = png
        self.file = file
    }

    /// The kind of picture its name says it is.
    public var kind: PictureKind? {
        PictureKind.allCases.first { $0.names(name) }
    }

    /// What the picture shows, for its caption.
    public var caption: String {
        let stem = name.hasSuffix(".png") ? String(name.dropLast(4)) : name
        switch kind {
        case .shiftDiagram: return "layout shift \(stem.dropFirst("shift-".count)): before and after"
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
}

/// One self-contained HTML page a person opens: a summary per screen × device, the input
/// errors, and the findings grouped by rule, each group of a screen × device followed by the
/// pictures that explain it (PNGs inline as data URIs). Filterable by severity and device with
/// a small inline script; nothing is loaded from the network.
public struct HTMLReporter: Reporter {
    /// The pictures the run drew; each is shown beside the findings its kind explains.
    public var pictures: [ReportPicture]

    /// A reporter embedding `pictures` (none: the page has no pictures).
    public init(pictures: [ReportPicture] = []) {
        self.pictures = pictures
    }

    public func report(_ report: LintReport) -> String {
        var out = Self.head
        let counts = Dictionary(grouping: report.findings, by: \.severity).mapValues(\.count)
        let parts = [JUnitReporter.count(report.metrics.count, "screen × device run"), JUnitReporter.count(report.errors.count, "input error")]
            + Severity.allCases.reversed().map { JUnitReporter.count(counts[$0] ?? 0, $0.rawValue) }
        out += "<h1>LayoutLint</h1>\n<p class=\"totals\">\(Self.escape(parts.joined(separator: ", ")))</p>\n"
        out += filters(report)
        out += summary(report)
        if !report.errors.isEmpty {
            out += "<section id=\"input-errors\"><h2>Input errors</h2>\n<ul>\n"
            for error in report.errors {
                out += "<li class=\"finding\" data-severity=\"error\" data-device=\"*\"><code>\(Self.escape("\(error.file):\(error.location.line):\(error.location.column)"))</code> "
                out += "\(Self.escape(error.message))</li>\n"
            }
            out += "</ul></section>\n"
        }
        out += findings(report)
        out += "<p class=\"none\" hidden>No findings match the filters.</p>\n"
        out += Self.script + "</body>\n</html>\n"
        return out
    }

    private func filters(_ report: LintReport) -> String {
        let devices = Array(Set(report.metrics.map(\.device))).sorted()
        var out = "<form class=\"filters\">\n<label>Severity <select id=\"severity\"><option value=\"\">all</option>"
        for severity in Severity.allCases.reversed() { out += "<option>\(severity.rawValue)</option>" }
        out += "</select></label>\n<label>Device <select id=\"device\"><option value=\"\">all</option>"
        for device in devices { out += "<option>\(Self.escape(device))</option>" }
        return out + "</select></label>\n</form>\n"
    }

    private func summary(_ report: LintReport) -> String {
        guard !report.metrics.isEmpty else { return "" }
        var out = "<section id=\"summary\"><h2>Screens</h2>\n<table>\n<thead><tr><th>File</th><th>Screen</th><th>Device</th><th>CLS</th>"
        out += "<th>First frame</th><th>Primary content</th><th>Hitch ms/s</th><th>Blended</th><th>Errors</th><th>Warnings</th><th>Infos</th></tr></thead>\n<tbody>\n"
        for metric in report.metrics {
            var found: [Severity: Int] = [:]
            for finding in report.findings where finding.file == metric.file && finding.screen == metric.screen
                && (finding.device == nil || finding.device == metric.device) {
                found[finding.severity, default: 0] += 1
            }
            let cells = [
                metric.file, metric.screen, metric.device, Format.score(metric.cls), Self.ms(metric.firstFrameMs), Self.ms(metric.primaryContentMs),
                metric.hitchMsPerS.map(Format.points) ?? "–", metric.blended.map { Format.percent($0.fraction) } ?? "–",
                "\(found[.error] ?? 0)", "\(found[.warning] ?? 0)", "\(found[.info] ?? 0)",
            ]
            out += "<tr class=\"run\" data-device=\"\(Self.escape(metric.device))\">" + cells.map { "<td>\(Self.escape($0))</td>" }.joined() + "</tr>\n"
        }
        return out + "</tbody>\n</table></section>\n"
    }

    private func findings(_ report: LintReport) -> String {
        var byRule: [String: [Finding]] = [:]
        for finding in report.findings { byRule[finding.ruleID, default: []].append(finding) }
        var out = ""
        // Each picture's bytes are embedded once; later uses name the first (the script copies it).
        var embedded: [Int: String] = [:]
        for id in byRule.keys.sorted() {
            let found = byRule[id] ?? []
            let description = RuleRegistry.rule(id: id)?.description
            out += "<section class=\"rule\" id=\"rule-\(Self.escape(id))\"><h2><code>\(Self.escape(id))</code> "
            out += "<span class=\"count\">\(JUnitReporter.count(found.count, "finding"))</span></h2>\n"
            if let description { out += "<p class=\"summary\">\(Self.escape(description.summary))</p>\n" }
            // Findings of one screen × device together, then the pictures that explain them.
            var groups: [(key: String, findings: [Finding])] = []
            for finding in found {
                let key = [finding.file, finding.screen, finding.device ?? "*"].joined(separator: "\u{1F}")
                if let index = groups.firstIndex(where: { $0.key == key }) { groups[index].findings.append(finding) } else { groups.append((key, [finding])) }
            }
            for group in groups {
                let first = group.findings[0]
                let device = first.device ?? "*"
                out += "<div class=\"group\" data-device=\"\(Self.escape(device))\">\n"
                out += "<h3>\(Self.escape(first.screen)) · \(Self.escape(first.device ?? "every device")) <small>\(Self.escape(first.file))</small></h3>\n<ul>\n"
                for finding in group.findings {
                    out += "<li class=\"finding \(finding.severity.rawValue)\" data-severity=\"\(finding.severity.rawValue)\" data-device=\"\(Self.escape(device))\">"
                    out += "<code>\(Self.escape("\(finding.file):\(finding.line):\(finding.column)"))</code> "
                    out += "<span class=\"severity\">\(finding.severity.rawValue)</span> <span class=\"message\">\(Self.escape(finding.message))</span></li>\n"
                }
                out += "</ul>\n"
                let kinds = description?.pictures ?? []
                let explaining = pictures.indices.filter {
                    let picture = pictures[$0]
                    return picture.screen == first.screen && (picture.file == nil || picture.file == first.file)
                        && (first.device == nil || picture.device == first.device) && picture.kind.map(kinds.contains) == true
                }
                if !explaining.isEmpty {
                    out += "<div class=\"pictures\">\n"
                    for index in explaining {
                        let picture = pictures[index]
                        let caption = first.device == nil ? "\(picture.caption) (\(picture.device))" : picture.caption
                        if let original = embedded[index] {
                            out += "<figure><img alt=\"\(Self.escape(caption))\" data-same-as=\"\(original)\">"
                        } else {
                            let name = "picture-\(embedded.count + 1)"
                            embedded[index] = name
                            out += "<figure><img id=\"\(name)\" alt=\"\(Self.escape(caption))\" src=\"data:image/png;base64,\(Data(picture.png).base64EncodedString())\">"
                        }
                        out += "<figcaption>\(Self.escape(caption))</figcaption></figure>\n"
                    }
                    out += "</div>\n"
                }
                out += "</div>\n"
            }
            out += "</section>\n"
        }
        return out
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
        .finding { margin: .3em 0; } .severity { font-weight: 600; text-transform: uppercase; font-size: 80%; }
        .error .severity { color: #c62828; } .warning .severity { color: #b26a00; } .info .severity { color: #1565c0; }
        .pictures { display: flex; flex-wrap: wrap; gap: 1em; } figure { margin: 0; } figure img { max-width: 320px; border: 1px solid #ccc; }
        figcaption { font-size: 85%; color: #666; } .broken { color: #c62828; } .filters { margin: 1em 0; } .filters label { margin-right: 1em; }
        </style>
        </head>
        <body>

        """

    /// Gives each repeated picture the bytes of its first use, filters findings, groups, rules
    /// and summary rows by the chosen severity and device (kept
    /// in the address's `#severity=…&device=…`, so a link can choose them), and marks pictures
    /// that fail to decode.
    private static let script = """
        <script>
        (function () {
          document.querySelectorAll("img[data-same-as]").forEach(function (image) {
            var original = document.getElementById(image.getAttribute("data-same-as"));
            if (original) image.src = original.src;
          });
          function apply() {
            var severity = document.getElementById("severity").value, device = document.getElementById("device").value;
            var shown = 0;
            document.querySelectorAll("li.finding").forEach(function (item) {
              var d = item.getAttribute("data-device");
              var visible = (!severity || item.getAttribute("data-severity") === severity) && (!device || d === device || d === "*");
              item.hidden = !visible;
              if (visible) shown++;
            });
            document.querySelectorAll(".group, section.rule, #input-errors").forEach(function (block) {
              block.hidden = !block.querySelector("li.finding:not([hidden])");
            });
            document.querySelectorAll("tr.run").forEach(function (row) {
              row.hidden = !!device && row.getAttribute("data-device") !== device;
            });
            document.querySelector("p.none").hidden = shown > 0;
          }
          function changed() {
            var params = new URLSearchParams();
            ["severity", "device"].forEach(function (id) {
              var value = document.getElementById(id).value;
              if (value) params.set(id, value);
            });
            history.replaceState(null, "", "#" + params.toString());
            apply();
          }
          document.getElementById("severity").addEventListener("change", changed);
          document.getElementById("device").addEventListener("change", changed);
          // A link may choose the filters: report.html#severity=error&device=iPhone%2015.
          var chosen = new URLSearchParams(location.hash.slice(1));
          ["severity", "device"].forEach(function (id) {
            var select = document.getElementById(id), value = chosen.get(id);
            if (value && Array.prototype.some.call(select.options, function (o) { return o.value === value; })) select.value = value;
          });
          window.addEventListener("load", function () {
            document.querySelectorAll("img").forEach(function (image) {
              if (image.complete && image.naturalWidth > 0) {
                image.setAttribute("data-width", String(image.naturalWidth));
              } else {
                image.classList.add("broken");
                image.insertAdjacentText("afterend", "(this picture could not be shown)");
              }
            });
            apply();
          });
        })();
        </script>

        """
}
