import LayoutModel

/// The findings a team has accepted for now (`lint --write-baseline FILE`), so that a later run
/// with `--baseline FILE` fails only on new ones.
///
/// Entries are keyed like `Fingerprint`: file, screen, device, rule and node, never the line or
/// column, so editing elsewhere in a file or moving a node keeps its findings baselined. Two
/// findings with the same key are two entries: fixing one of them leaves one baselined.
public struct Baseline: Sendable, Hashable {
    /// One accepted finding.
    public struct Entry: Sendable, Hashable, Comparable {
        public var file: String
        public var screen: String
        /// Nil for findings that hold on every device.
        public var device: String?
        public var rule: String
        public var node: String?
        /// The finding's message when recorded, for people reading the file; not matched.
        public var message: String

        /// An entry with these key parts; `message` is for readers only.
        public init(file: String, screen: String, device: String?, rule: String, node: String?, message: String = "") {
            self.file = file
            self.screen = screen
            self.device = device
            self.rule = rule
            self.node = node
            self.message = message
        }

        /// The entry of `finding`.
        public init(_ finding: Finding) {
            self.init(
                file: finding.file, screen: finding.screen, device: finding.device, rule: finding.ruleID, node: finding.node,
                message: finding.message)
        }

        /// What a finding must share to match: `Fingerprint.key`'s parts.
        var key: String {
            Fingerprint.key(file: file, screen: screen, device: device, rule: rule, node: node)
        }

        public static func < (lhs: Entry, rhs: Entry) -> Bool {
            (lhs.file, lhs.screen, lhs.device ?? "", lhs.rule, lhs.node ?? "", lhs.message)
                < (rhs.file, rhs.screen, rhs.device ?? "", rhs.rule, rhs.node ?? "", rhs.message)
        }
    }

    /// Sorted, so the file written is the same for the same findings.
    public var entries: [Entry]

    /// A baseline of `entries` (kept sorted).
    public init(entries: [Entry]) {
        self.entries = entries.sorted()
    }

    /// A baseline accepting every finding of `report`.
    public init(_ report: LintReport) {
        self.init(entries: report.findings.map(Entry.init))
    }

    /// What applying a baseline leaves.
    public struct Outcome: Sendable {
        /// The report without the baselined findings.
        public var report: LintReport
        /// How many findings the baseline hid.
        public var hidden: Int
        /// Entries of files linted in this run that matched no finding: fixed since, so the
        /// baseline can shrink. Entries of files not linted (another shard, other paths) are
        /// never stale.
        public var stale: [Entry]
    }

    /// Removes from `report` each finding with an entry of the same key (each entry hides
    /// one finding).
    public func apply(to report: LintReport) -> Outcome {
        var remaining: [String: Int] = [:]
        for entry in entries { remaining[entry.key, default: 0] += 1 }
        var shown = report
        shown.findings = []
        for finding in report.findings {
            let key = Entry(finding).key
            if let count = remaining[key], count > 0 {
                remaining[key] = count - 1
            } else {
                shown.findings.append(finding)
            }
        }
        let linted = Set(report.metrics.map(\.file))
        var stale: [Entry] = []
        for entry in entries where linted.contains(entry.file) {
            if let count = remaining[entry.key], count > 0 {
                remaining[entry.key] = count - 1
                stale.append(entry)
            }
        }
        return Outcome(report: shown, hidden: report.findings.count - shown.findings.count, stale: stale)
    }
}

extension Baseline {
    /// The baseline file: `{"tool": "layoutlint", "version": 1, "findings": [...]}`.
    public func serialized() -> String {
        let findings = entries.map { entry -> JSONOutput in
            .object([
                ("file", .string(entry.file)), ("screen", .string(entry.screen)), ("device", .optional(entry.device)),
                ("rule", .string(entry.rule)), ("node", .optional(entry.node)), ("message", .string(entry.message)),
            ])
        }
        return JSONOutput.object([("tool", .string(ToolInfo.name)), ("version", .int(1)), ("findings", .array(findings))]).serialized() + "\n"
    }

    /// Reads a baseline file written by `serialized()`; every problem is located in `file`.
    public static func parse(_ bytes: [UInt8], file: String) -> Result<Baseline, InputError> {
        func fail(_ message: String, _ location: SourceLocation) -> Result<Baseline, InputError> {
            .failure(InputError(file: file, location: location, message: message))
        }
        let root: JSONValue
        do {
            root = try JSONParser().parse(bytes)
        } catch {
            return fail(error.message, error.location)
        }
        guard root.objectMembers != nil, let list = root["findings"] else {
            return fail("not a layoutlint baseline: expected an object with \"findings\" (write one with --write-baseline)", root.location)
        }
        // Another tool's file, or a later format, would be misread as this one.
        guard let tool = root["tool"], tool.stringValue == ToolInfo.name else {
            let found = root["tool"].map { $0.stringValue.map { "\"\($0)\"" } ?? $0.typeDescription } ?? "missing"
            return fail(
                "not a layoutlint baseline: \"tool\" must be \"\(ToolInfo.name)\", found \(found) (write one with --write-baseline)",
                root["tool"]?.location ?? root.location)
        }
        guard let version = root["version"], version.numberValue == 1 else {
            let found = root["version"].map { $0.numberValue.map { Format.number($0) } ?? $0.typeDescription } ?? "missing"
            return fail(
                "baseline version \(found) is not one this layoutlint reads (version 1); rewrite it with --write-baseline",
                root["version"]?.location ?? tool.location)
        }
        guard let items = list.arrayElements else { return fail("\"findings\" must be an array, found \(list.typeDescription)", list.location) }
        var entries: [Entry] = []
        for item in items {
            func text(_ key: String, optional: Bool = false) -> (String?, InputError?) {
                let value = item[key]
                if let string = value?.stringValue { return (string, nil) }
                if optional, value == nil || value?.kind == .null { return (nil, nil) }
                let message = "baseline entry needs \"\(key)\" as a string\(optional ? " or null" : "")"
                return (nil, InputError(file: file, location: value?.location ?? item.location, message: message))
            }
            let parts = [text("file"), text("screen"), text("device", optional: true), text("rule"), text("node", optional: true)]
            if let error = parts.compactMap(\.1).first { return .failure(error) }
            guard let entryFile = parts[0].0, let screen = parts[1].0, let rule = parts[3].0 else { continue }
            entries.append(Entry(file: entryFile, screen: screen, device: parts[2].0, rule: rule, node: parts[4].0, message: item["message"]?.stringValue ?? ""))
        }
        return .success(Baseline(entries: entries))
    }
}
