import LayoutModel

/// One problem, located at the node (or event) it concerns, on every device it occurs on.
///
/// The one form a finding has from the rule that finds it to every reporter: a rule returns
/// findings of one device (one `Occurrence` each); `FindingMerger` joins the same finding of
/// several devices into one, once per file, with its consequences under it in `related`.
/// Everything printed is derived from these values: the message (`FindingMessage`), the fix
/// valid on every device (`Fix.merging`), the devices, the time and the pictures.
public struct Finding: Sendable, Hashable, Comparable {
    public var ruleID: String
    /// The worst severity among the devices.
    public var severity: Severity
    public var file: String
    /// 1-based.
    public var line: Int
    /// 1-based, in Unicode scalars.
    public var column: Int
    public var screen: String
    /// The id of the node concerned, if any.
    public var node: String?
    /// Each device the finding occurs on, narrowest first after merging, with its own numbers.
    public var occurrences: [Occurrence]
    /// Whether the message lists each device's figures beside its name and width ("50pt for
    /// 59pt on iPhone SE (375pt wide), …"): for numbers that follow from the device's width.
    /// Otherwise figures that differ only in their numbers read as ranges ("46–49%").
    public var figuresByDevice: Bool
    /// The one fix valid on every device of the finding: words, and the edits `lint --fix`
    /// applies when there are any. Nil when the rule proposes none.
    public var fix: Fix?
    /// The change this finding is about (content arriving at a slot), so that what the change
    /// causes is listed under it.
    public var change: ChangeRef?
    /// For a consequence (a shift, a node moving under a finger): the change that caused it.
    /// `FindingMerger` lists it under the finding whose `change` this is, when there is one.
    public var cause: ChangeRef?
    /// Consequences of this finding, after `FindingMerger`: printed as notes under it.
    public var related: [Finding] = []

    /// A finding of the rules' making: one device, its fix proposed in `occurrence.proposal`.
    public init(
        ruleID: String, file: String, location: SourceLocation, screen: String, node: String?, occurrence: Occurrence,
        figuresByDevice: Bool = false, change: ChangeRef? = nil, cause: ChangeRef? = nil
    ) {
        self.ruleID = ruleID
        severity = occurrence.severity
        self.file = file
        line = location.line
        column = location.column
        self.screen = screen
        self.node = node
        occurrences = [occurrence]
        self.figuresByDevice = figuresByDevice
        self.change = change
        self.cause = cause
        fix = Fix.merging(occurrences)
    }

    /// Where the finding is written.
    public var location: SourceLocation { SourceLocation(line: line, column: column) }

    /// The devices, in the order of `occurrences`, each once.
    public var devices: [String] {
        var devices: [String] = []
        for device in occurrences.map(\.device) where !devices.contains(device) { devices.append(device) }
        return devices
    }

    /// The device when there is only one, else nil.
    public var device: String? { devices.count == 1 ? devices.first : nil }

    /// The frame time the finding concerns, when it is the same on every device.
    public var atMs: Double? {
        guard let first = occurrences.first?.atMs, occurrences.allSatisfy({ $0.atMs == first }) else { return nil }
        return first
    }

    /// What holds on every device, its numbers as ranges where the devices differ.
    public var claim: String { NumberedText.ranged(occurrences.map(\.claim)) }

    /// The message people read: the claim, each device's figures and the devices, and the fix.
    public var message: String { FindingMessage.text(of: self) }

    /// The pictures that explain the finding (`lint --pictures`), every device's, in order.
    public var pictures: [String] {
        var pictures: [String] = []
        for picture in occurrences.flatMap(\.pictures) where !pictures.contains(picture) { pictures.append(picture) }
        return pictures
    }

    public static func < (lhs: Finding, rhs: Finding) -> Bool {
        let left = (lhs.file, lhs.line, lhs.column, lhs.ruleID, lhs.screen)
        let right = (rhs.file, rhs.line, rhs.column, rhs.ruleID, rhs.screen)
        if left != right { return left < right }
        return (lhs.devices.joined(separator: ","), lhs.atMs ?? -1, lhs.message) < (
            rhs.devices.joined(separator: ","), rhs.atMs ?? -1, rhs.message
        )
    }
}

/// A finding on one device: the words and numbers it has there, and the fix it needs there.
public struct Occurrence: Sendable, Hashable {
    public var device: String
    /// The device's width in points: devices are listed from narrow to wide.
    public var deviceWidth: Double
    public var severity: Severity
    /// What holds on this device, e.g. "'banner' reserves a height other than its content's:".
    /// The same words on every device, numbers aside: findings merge when these agree.
    public var claim: String
    /// This device's numbers, e.g. "50pt for 61pt"; may be empty.
    public var figures: String
    /// The frame time the finding concerns on this device, if any.
    public var atMs: Double?
    /// The fix this device needs; merged across devices into the finding's `fix`.
    public var proposal: FixProposal?
    /// The pictures written for this device that explain the finding (`lint --pictures`).
    public var pictures: [String] = []
    /// The text size it occurs at, when the run was asked for text sizes (nil: the default,
    /// unnamed).
    public var contentSize: ContentSizeCategory?
    /// The locale it occurs in ("de", "de-x-pseudo"), when the run was asked for locales or
    /// pseudo-localisation (nil: the strings as written, unnamed).
    public var locale: String?

    /// An occurrence on `device` (`width` points wide).
    public init(
        device: String, width: Double, severity: Severity, claim: String, figures: String = "", atMs: Double? = nil,
        proposal: FixProposal? = nil
    ) {
        self.device = device
        deviceWidth = width
        self.severity = severity
        self.claim = claim
        self.figures = figures
        self.atMs = atMs
        self.proposal = proposal
    }

    /// The device as messages name it beside width-dependent figures: "iPhone 15 (393pt wide)".
    public var deviceDescription: String { "\(device) (\(Format.points(deviceWidth))pt wide)" }

    /// Where it occurs, as one key: the device, then the text size and locale when named.
    public var run: String {
        device + (contentSize.map { " @" + $0.rawValue } ?? "") + (locale.map { " " + $0 } ?? "")
    }

    /// The order occurrences are listed in: by text size, then locale, then narrow to wide.
    static func listedBefore(_ a: Occurrence, _ b: Occurrence) -> Bool {
        (a.contentSize?.rank ?? 3, a.locale ?? "", a.deviceWidth, a.device) < (
            b.contentSize?.rank ?? 3, b.locale ?? "", b.deviceWidth, b.device
        )
    }
}

extension Finding {
    /// The finding as it occurs at `setting`: each occurrence names its text size and locale
    /// when the setting asks for them (the standard setting names neither).
    public func at(_ setting: TextSetting) -> Finding {
        guard setting != .standard else { return self }
        var finding = self
        for index in finding.occurrences.indices {
            finding.occurrences[index].contentSize = setting.contentSize
            finding.occurrences[index].locale = setting.localeName
        }
        finding.related = related.map { $0.at(setting) }
        return finding
    }

    /// The text sizes it occurs at, smallest first; empty when none was named.
    public var contentSizes: [ContentSizeCategory] {
        Set(occurrences.compactMap(\.contentSize)).sorted { $0.rank < $1.rank }
    }

    /// Its runs as `Occurrence.run` names them (device, text size, locale), each once, in order.
    public var runs: [String] {
        var runs: [String] = []
        for run in occurrences.map(\.run) where !runs.contains(run) { runs.append(run) }
        return runs
    }

    /// The locales it occurs in, in order; empty when none was named.
    public var locales: [String] {
        var locales: [String] = []
        for locale in occurrences.compactMap(\.locale) where !locales.contains(locale) { locales.append(locale) }
        return locales
    }
}

/// A change the timeline applied to a node, as findings name it: a cause and its consequences
/// share it.
public struct ChangeRef: Sendable, Hashable {
    public var node: String
    public var kind: NodeChange.Kind

    public init(node: String, kind: NodeChange.Kind) {
        self.node = node
        self.kind = kind
    }

    /// The reference of a timeline change.
    public init(_ change: NodeChange) {
        self.init(node: change.id, kind: change.kind)
    }
}

extension Finding: CustomStringConvertible {
    /// The finding as the text reporter prints it, with its screen.
    public var description: String {
        "\(file):\(line):\(column): \(severity.rawValue): \(message) [\(ruleID)] (\(screen))"
    }
}
