import LayoutModel

/// The machine-readable contract: camelCase keys in a fixed order, `version` "1". Findings are
/// the report's (each merged across devices, with each device's own figures in `occurrences`,
/// its fix and its `related` findings), and `summary` has the totals every reporter prints.
///
/// Serialised by hand so key order and number format never depend on a library: absent
/// optional values are written as null, numbers by `Format.json`. Output ends in a newline.
public struct JSONReporter: Reporter {
    public init() {}

    public func report(_ report: LintReport) -> String {
        let document = JSONOutput.object([
            ("version", .string("1")),
            ("findings", .array(report.findings.map(Self.finding))),
            ("errors", .array(report.errors.map(Self.error))),
            ("metrics", .array(report.metrics.map(Self.metrics))),
            ("summary", Self.summary(report)),
        ])
        return document.serialized() + "\n"
    }

    /// `contentSizes` and `locales`, after `devices`, when the run named any (absent otherwise,
    /// so reports of runs at the default text setting keep their shape).
    static func textSettings(_ finding: Finding) -> [(String, JSONOutput)] {
        var members: [(String, JSONOutput)] = []
        if !finding.contentSizes.isEmpty { members.append(("contentSizes", .array(finding.contentSizes.map { .string($0.rawValue) }))) }
        if !finding.locales.isEmpty { members.append(("locales", .array(finding.locales.map(JSONOutput.string)))) }
        return members
    }

    public static func finding(_ finding: Finding) -> JSONOutput {
        .object(
            [
                ("ruleId", .string(finding.ruleID)),
                ("severity", .string(finding.severity.rawValue)),
                ("message", .string(finding.message)),
                ("claim", .string(finding.claim)),
                ("file", .string(finding.file)),
                ("line", .int(finding.line)),
                ("column", .int(finding.column)),
                ("screen", .string(finding.screen)),
                ("device", .optional(finding.device)),
                ("devices", .array(finding.devices.map(JSONOutput.string))),
            ] + textSettings(finding) + [
                ("node", .optional(finding.node)),
                ("atMs", .optional(finding.atMs)),
                ("occurrences", .array(finding.occurrences.map(occurrence))),
                ("fix", finding.fix.map(fix) ?? .null),
                ("related", .array(finding.related.map(Self.finding))),
                ("pictures", .array(finding.pictures.map(JSONOutput.string))),
            ])
    }

    /// One run's figures: `{"device", "contentSize", "locale", "severity", "figures", "atMs",
    /// "pictures"}`, the text size and locale only when the run named them.
    static func occurrence(_ occurrence: Occurrence) -> JSONOutput {
        var members: [(String, JSONOutput)] = [("device", .string(occurrence.device))]
        if let size = occurrence.contentSize { members.append(("contentSize", .string(size.rawValue))) }
        if let locale = occurrence.locale { members.append(("locale", .string(locale))) }
        return .object(
            members + [
                ("severity", .string(occurrence.severity.rawValue)),
                ("figures", .string(occurrence.figures)),
                ("atMs", .optional(occurrence.atMs)),
                ("pictures", .array(occurrence.pictures.map(JSONOutput.string))),
            ])
    }

    /// `{"words", "applicable", "edits": [{"line", "column", "keyPath", "value"}]}`: the fix
    /// valid on every device; `applicable` when `lint --fix` applies it.
    static func fix(_ fix: Fix) -> JSONOutput {
        .object([
            ("words", .string(fix.words)),
            ("applicable", .bool(fix.isApplicable)),
            (
                "edits",
                .array(
                    fix.edits.map { edit in
                        .object([
                            ("line", .int(edit.object.line)), ("column", .int(edit.object.column)),
                            ("keyPath", .array(edit.keyPath.map(JSONOutput.string))), ("value", .string(edit.value)),
                        ])
                    })
            ),
        ])
    }

    /// The totals every reporter prints (`FindingCounts`).
    public static func summary(_ report: LintReport) -> JSONOutput {
        let counts = FindingCounts(report.findings)
        return .object([
            ("files", .int(report.fileCount)),
            ("runs", .int(report.runCount)),
            ("inputErrors", .int(report.errors.count)),
            ("skipped", .int(report.skipped.count)),
            ("findings", .int(counts.findings)),
            ("errors", .int(counts.errors)),
            ("warnings", .int(counts.warnings)),
            ("infos", .int(counts.infos)),
            ("related", .int(counts.related)),
            ("fixable", .int(counts.fixable)),
        ])
    }

    public static func error(_ error: InputError) -> JSONOutput {
        .object([
            ("file", .string(error.file)),
            ("line", .int(error.location.line)),
            ("column", .int(error.location.column)),
            ("message", .string(error.message)),
        ])
    }

    /// A screen × device's metrics; `launchScreen` and `restoration` only when the screen has
    /// them and pixels were compared (other screens' metrics are unchanged).
    public static func metrics(_ metrics: ScreenMetrics) -> JSONOutput {
        var members: [(String, JSONOutput)] = [
            ("file", .string(metrics.file)),
            ("screen", .string(metrics.screen)),
            ("device", .string(metrics.device)),
            ("cls", .number(metrics.cls)),
            ("shifts", .array(metrics.shifts.map(shift))),
            ("firstFrameMs", .optional(metrics.firstFrameMs)),
            ("primaryContentMs", .optional(metrics.primaryContentMs)),
            ("longestMainBlockMs", .optional(metrics.longestMainBlockMs)),
            ("hitchMsPerS", .optional(metrics.hitchMsPerS)),
            ("hangs", metrics.hangs.map(JSONOutput.int) ?? .null),
            ("roundTripsBeforePrimary", metrics.roundTripsBeforePrimary.map(JSONOutput.int) ?? .null),
            ("blended", metrics.blended.map(blended) ?? .null),
            ("overdraw", metrics.overdraw.map(overdraw) ?? .null),
            ("lists", .array(metrics.lists.map(list))),
        ]
        if let launch = metrics.launchScreen { members.append(("launchScreen", snapshot(launch, regions: true))) }
        if let restoration = metrics.restoration { members.append(("restoration", snapshot(restoration, regions: false))) }
        return .object(members)
    }

    /// `{"differentFraction", "regions": [[x, y, w, h], …]}` (regions in points, largest first).
    public static func snapshot(_ snapshot: SnapshotMetric, regions: Bool) -> JSONOutput {
        var members: [(String, JSONOutput)] = [("differentFraction", .number(snapshot.differentFraction))]
        if regions {
            members.append(
                ("regions", .array(snapshot.regions.map { .array([.number($0.x), .number($0.y), .number($0.width), .number($0.height)]) })))
        }
        return .object(members)
    }

    public static func shift(_ shift: ShiftMetric) -> JSONOutput {
        .object([
            ("atMs", .number(shift.atMs)),
            ("score", .number(shift.score)),
            ("impactFraction", .number(shift.impactFraction)),
            ("distanceFraction", .number(shift.distanceFraction)),
            ("expected", .bool(shift.expected)),
            ("cause", .string(shift.cause)),
            ("nodes", .array(shift.nodes.map { .object([("id", .string($0.id)), ("dx", .number($0.dx)), ("dy", .number($0.dy))]) })),
        ])
    }

    public static func blended(_ blended: BlendedMetric) -> JSONOutput {
        .object([("layers", .int(blended.layers)), ("area", .number(blended.area)), ("fraction", .number(blended.fraction))])
    }

    public static func overdraw(_ overdraw: OverdrawMetric) -> JSONOutput {
        .object([
            ("1x", .number(overdraw.once)), ("2x", .number(overdraw.twice)),
            ("3x", .number(overdraw.thrice)), ("4x+", .number(overdraw.fourOrMore)),
        ])
    }

    public static func list(_ list: ListMetric) -> JSONOutput {
        .object([
            ("id", .string(list.id)),
            ("type", .string(list.type)),
            ("allocations", .int(list.allocations)),
            ("steadyAllocations", .int(list.steadyAllocations)),
            ("peakLive", .int(list.peakLive)),
            ("peakPool", .int(list.peakPool)),
            ("discards", .int(list.discards)),
            ("recommendedPoolLimit", .int(list.recommendedPoolLimit)),
            ("defaultScroll", .bool(list.defaultScroll)),
        ])
    }
}
