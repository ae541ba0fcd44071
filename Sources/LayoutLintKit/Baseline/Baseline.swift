import LayoutModel

/// The findings a team has accepted for now (`lint --write-baseline FILE`), so that a later run
/// with `--baseline FILE` fails only on new ones.
///
/// Entries are keyed like `Fingerprint`: file, screen, rule and node, never the line, column or
/// devices, so editing elsewhere in a file, moving a node or linting on another device keeps
/// its findings baselined. One entry per finding as printed (merged across devices); two
/// findings with the same key are two entries: fixing one of them leaves one baselined.
public struct Baseline: Sendable, Hashable {
    /// One accepted finding.
    public struct Entry: Sendable, Hashable, Comparable {
        public var file: String
        public var screen: String
        public var rule: String
        public var node: String?
        /// The devices the finding occurred on when recorded, for people reading the file; not matched.
        public var devices: [String]
        /// The finding's message when recorded, for people reading the file; not matched.
        public var message: String

        /// An entry with these key parts; `devices` and `message` are for readers only.
        public init(file: String, screen: String, rule: String, node: String?, devices: [String] = [], message: String = "") {
            self.file = file
            self.screen = screen
            self.rule = rule
            self.node = node
            self.devices = devices
            self.message = message
        }

        /// The entry of `finding`.
        public init(_ finding: Finding) {
            self.init(
                file: finding.file, screen: finding.screen, rule: finding.ruleID, node: finding.node, devices: finding.devices,
                message: finding.message)
        }

        /// What a finding must share to match: `Fingerprint.key`'s parts without the claim.
        var key: String {
            Fingerprint.key(file: file, screen: screen, rule: rule, node: node)
        }

        public static func < (lhs: Entry, rhs: Entry) -> Bool {
            (lhs.file, lhs.screen, lhs.rule, lhs.node ?? "", lhs.message, lhs.devices.joined(separator: ","))
                < (rhs.file, rhs.screen, rhs.rule, rhs.node ?? "", rhs.message, rhs.devices.joined(separator: ","))
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
    /// The format version written: 2 records one entry per finding with its devices; version 1
    /// files (one entry per finding and device) are read too.
    public static let version = 2

    /// The baseline file: `{"tool": "layoutlint", "version": 2, "findings": [...]}`.
    public func serialized() -> String {
        let findings = entries.map { entry -> JSONOutput in
            .object([
                ("file", .string(entry.file)), ("screen", .string(entry.screen)), ("rule", .string(entry.rule)),
                ("node", .optional(entry.node)), ("devices", .array(entry.devices.map(JSONOutput.string))),
                ("message", .string(entry.message)),
            ])
        }
        return JSONOutput.object([("tool", .string(ToolInfo.name)), ("version", .int(Self.version)), ("findings", .array(findings))])
            .serialized() + "\n"
    }

    /// Reads a baseline file written by `serialized()` (or by a version 1 layoutlint); every
    /// problem is located in `file`.
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
        guard let version = root["version"]?.numberValue, version == 1 || version == Double(Self.version) else {
            let found = root["version"].map { $0.numberValue.map(Format.number) ?? $0.typeDescription } ?? "missing"
            return fail(
                "baseline version \(found) is not one this layoutlint reads (versions 1 and \(Self.version)); rewrite it with --write-baseline",
                root["version"]?.location ?? tool.location)
        }
        guard let items = list.arrayElements else {
            return fail("\"findings\" must be an array, found \(list.typeDescription)", list.location)
        }
        var entries: [Entry] = []
        // Version 1 wrote one entry per finding and device: a key with k entries on some device
        // stands for k findings.
        var perDevice: [String: (entry: Entry, counts: [String: Int])] = [:]
        var perDeviceOrder: [String] = []
        for item in items {
            func text(_ key: String, optional: Bool = false) -> (String?, InputError?) {
                let value = item[key]
                if let string = value?.stringValue { return (string, nil) }
                if optional, value == nil || value?.kind == .null { return (nil, nil) }
                let message = "baseline entry needs \"\(key)\" as a string\(optional ? " or null" : "")"
                return (nil, InputError(file: file, location: value?.location ?? item.location, message: message))
            }
            let parts = [text("file"), text("screen"), text("rule"), text("node", optional: true), text("device", optional: true)]
            if let error = parts.compactMap(\.1).first { return .failure(error) }
            guard let entryFile = parts[0].0, let screen = parts[1].0, let rule = parts[2].0 else { continue }
            let message = item["message"]?.stringValue ?? ""
            let devices = item["devices"]?.arrayElements?.compactMap(\.stringValue) ?? []
            let entry = Entry(file: entryFile, screen: screen, rule: rule, node: parts[3].0, devices: devices, message: message)
            guard version == 1 else {
                entries.append(entry)
                continue
            }
            let device = parts[4].0 ?? "*"
            if perDevice[entry.key] == nil {
                perDevice[entry.key] = (entry, [:])
                perDeviceOrder.append(entry.key)
            }
            perDevice[entry.key]?.counts[device, default: 0] += 1
            perDevice[entry.key]?.entry.devices.append(device)
        }
        for key in perDeviceOrder {
            guard let (entry, counts) = perDevice[key] else { continue }
            var merged = entry
            merged.devices = Array(Set(entry.devices)).sorted()
            entries += Array(repeating: merged, count: counts.values.max() ?? 1)
        }
        return .success(Baseline(entries: entries))
    }
}
