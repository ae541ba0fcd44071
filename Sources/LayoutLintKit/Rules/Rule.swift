import LayoutModel

/// A check over one screen on one device. One rule per file, SwiftLint style.
///
/// A rule reads the shared `ScreenAnalysis` in its context (computed once per screen × device)
/// and returns findings; it never prints and never does I/O.
public protocol Rule: Sendable {
    /// The rule's id, name, rationale, defaults and examples.
    static var description: RuleDescription { get }
    init()
    /// The findings on this screen × device.
    func findings(in context: RuleContext) -> [Finding]
}

/// Everything a user (and the example test) needs to know about a rule.
public struct RuleDescription: Sendable {
    /// Kebab-case id, e.g. `slot-mismatch`.
    public var id: String
    public var name: String
    /// One line: what it finds.
    public var summary: String
    /// Why it matters to users of the app.
    public var rationale: String
    public var defaultSeverity: Severity
    /// Options (budgets) with their defaults, settable per screen (`budgets`) or in the config.
    public var options: [RuleOption] = []
    /// The pictures that explain this rule's findings (`lint --artifacts` writes them).
    public var pictures: Set<PictureKind> = []
    /// Layouts that must produce findings exactly at the nodes marked with `↓`.
    public var triggeringExamples: [RuleExample] = []
    /// Layouts that must produce no finding of this rule.
    public var nonTriggeringExamples: [RuleExample] = []
}

/// A numeric option of a rule: its name, default, type and allowed range.
public struct RuleOption: Sendable, Hashable {
    public var name: String
    public var defaultValue: Double
    public var summary: String
    /// What values it takes; budgets and the configuration are checked against it.
    public var kind: OptionSpec.Kind
    /// The allowed values (inclusive).
    public var range: ClosedRange<Double>

    /// An option; a `.fraction` ranges over 0…1 unless `range` says otherwise.
    public init(name: String, defaultValue: Double, summary: String, kind: OptionSpec.Kind, range: ClosedRange<Double>? = nil) {
        self.name = name
        self.defaultValue = defaultValue
        self.summary = summary
        self.kind = kind
        self.range = range ?? 0...1
    }

    /// The type and range, as the decoder and configuration validation read them.
    public var spec: OptionSpec {
        OptionSpec(name: name, kind: kind, lower: range.lowerBound, upper: range.upperBound)
    }
}

/// An example layout document. In triggering examples a `↓` placed right before a node's `{`
/// marks where a finding is expected (one finding per marker and device listed).
public struct RuleExample: Sendable {
    public var layout: String
    /// Expected finding severities per marker, when the example checks them.
    public var severity: Severity?
    /// Where the example is written (its rule's file and line), so a failing example is
    /// reported there.
    public var fileID: String
    public var filePath: String
    public var line: Int
    public var column: Int

    /// An example written at the caller's place.
    public init(
        _ layout: String, severity: Severity? = nil, fileID: String = #fileID, filePath: String = #filePath, line: Int = #line,
        column: Int = #column
    ) {
        self.layout = layout
        self.severity = severity
        self.fileID = fileID
        self.filePath = filePath
        self.line = line
        self.column = column
    }
}

/// A picture that explains findings, drawn by LayoutLintPictures.
public enum PictureKind: String, Sendable, Hashable, CaseIterable {
    /// `shift-<n>.png`: the frames before and after each scored layout shift.
    case shiftDiagram
    /// `cell-shift-<list>-row-<row>-<ms>.png`: a shift inside a list — the list at its scroll
    /// offset before and after a cell changed height, the rows that moved, the node whose
    /// content arrived.
    case cellShiftDiagram
    /// `blend.png`: blended layers in red, opaque ones in green (`blend-<ms>.png` for a later frame).
    case blendMap
    /// `overdraw.png`: how many times each pixel is painted (`overdraw-<ms>.png` for a later frame).
    case overdrawMap
    /// `reuse-<list>.png`: live and pooled cells per type over scroll time.
    case reusePlot
    /// `timeline.png`: the launch over time — main thread, background work, requests, refresh
    /// ticks with missed frames, the first frame and the primary content.
    case launchTimeline
    /// `launch-diff.png`: the launch screen, the first frame and their differing pixels.
    case launchDiff
    /// `restoration-diff.png`: the app-switcher snapshot, the first frame and their differing pixels.
    case restorationDiff
    /// `offscreen.png`: a frame with each node that costs an offscreen pass marked and numbered.
    case offscreenMap

    /// True when a picture file named `name` is of this kind.
    public func names(_ name: String) -> Bool {
        switch self {
        case .shiftDiagram: name.hasPrefix("shift-") && name.hasSuffix(".png")
        case .cellShiftDiagram: name.hasPrefix("cell-shift-") && name.hasSuffix(".png")
        case .blendMap, .overdrawMap: isMap(name)
        case .reusePlot: name.hasPrefix("reuse-") && name.hasSuffix(".png")
        case .launchTimeline: name == "timeline.png"
        case .launchDiff: name == "launch-diff.png"
        case .restorationDiff: name == "restoration-diff.png"
        case .offscreenMap: name == "offscreen.png"
        }
    }

    /// For the maps of one frame (blend, overdraw): the file of the earliest frame a screen ×
    /// device's pictures show (`blend.png`); nil for other kinds.
    public var mapFile: String? {
        switch self {
        case .blendMap: "blend.png"
        case .overdrawMap: "overdraw.png"
        default: nil
        }
    }

    /// For the maps of one frame: the file of a later frame, at `atMs` (`blend-1200.png`).
    public func mapFile(atMs: Double) -> String? {
        mapFile.map { "\($0.dropLast(4))-\(Format.number(atMs.rounded())).png" }
    }

    /// True when the picture file `name`, one of the files `written` for a screen × device,
    /// explains a finding at `atMs` there: a map when it is of the finding's own frame (the
    /// earliest frame's map when no map of its own was drawn); a shift inside a list when it is
    /// of the finding's time; any picture of other kinds.
    public func explains(findingAt atMs: Double?, file name: String, among written: [String]) -> Bool {
        guard names(name) else { return false }
        if self == .cellShiftDiagram { return atMs.map { name.hasSuffix("-\(Format.number($0.rounded())).png") } ?? true }
        guard let earliest = mapFile else { return true }
        if let own = atMs.flatMap(mapFile(atMs:)), written.contains(own) { return name == own }
        return name == earliest
    }

    /// `blend.png` or `blend-<ms>.png` (likewise overdraw).
    private func isMap(_ name: String) -> Bool {
        guard let earliest = mapFile else { return false }
        let prefix = earliest.dropLast(4) + "-"
        return name == earliest
            || name.hasPrefix(prefix) && name.hasSuffix(".png") && Double(name.dropFirst(prefix.count).dropLast(4)) != nil
    }
}
