import LayoutModel

/// SARIF 2.1.0 for code scanning (GitHub, Azure DevOps, IDEs): the rules from their metadata,
/// one result per finding (merged across devices, its consequences as `relatedLocations`) with a relative URI, 1-based line and column and a fingerprint that
/// survives edits elsewhere in the file; input errors as tool execution notifications.
public struct SARIFReporter: Reporter {
    /// File paths under this folder are written relative to it; nil keeps them as given.
    public var workingDirectory: String?
    /// The rules described in `tool.driver.rules`.
    public var rules: [RuleDescription]

    public init(workingDirectory: String? = nil, rules: [RuleDescription] = RuleRegistry.all.map { $0.description }) {
        self.workingDirectory = workingDirectory
        self.rules = rules
    }

    public func report(_ report: LintReport) -> String {
        let indexByID = Dictionary(uniqueKeysWithValues: rules.enumerated().map { ($1.id, $0) })
        let driver = JSONOutput.object([
            ("name", .string(ToolInfo.name)),
            ("version", .string(ToolInfo.version)),
            ("semanticVersion", .string(ToolInfo.version)),
            ("informationUri", .string(ToolInfo.informationURI)),
            ("rules", .array(rules.map(Self.descriptor))),
        ])
        let invocation = JSONOutput.object([
            ("executionSuccessful", .bool(report.errors.isEmpty)),
            ("toolExecutionNotifications", .array(report.errors.map(notification))),
        ])
        let run = JSONOutput.object([
            ("tool", .object([("driver", driver)])),
            ("invocations", .array([invocation])),
            ("columnKind", .string("unicodeCodePoints")),
            ("results", .array(report.findings.map { result($0, ruleIndex: indexByID[$0.ruleID]) })),
        ])
        return JSONOutput.object([
            ("$schema", .string("https://json.schemastore.org/sarif-2.1.0.json")),
            ("version", .string("2.1.0")),
            ("runs", .array([run])),
        ]).serialized() + "\n"
    }

    /// SARIF's level for a severity.
    public static func level(_ severity: Severity) -> String {
        switch severity {
        case .error: "error"
        case .warning: "warning"
        case .info: "note"
        }
    }

    static func descriptor(_ rule: RuleDescription) -> JSONOutput {
        var help = "\(rule.summary)\n\n\(rule.rationale)"
        if !rule.options.isEmpty {
            help += "\n\noptions: " + rule.options.map { "\($0.name) = \(Format.json($0.defaultValue))" }.joined(separator: ", ")
        }
        return .object([
            ("id", .string(rule.id)),
            ("name", .string(pascalCase(rule.name))),
            ("shortDescription", .object([("text", .string(rule.summary))])),
            ("fullDescription", .object([("text", .string(rule.rationale))])),
            ("defaultConfiguration", .object([("level", .string(level(rule.defaultSeverity)))])),
            ("help", .object([("text", .string(help))])),
            ("helpUri", .string(ToolInfo.helpURI(rule: rule.id))),
        ])
    }

    private func result(_ finding: Finding, ruleIndex: Int?) -> JSONOutput {
        var members: [(String, JSONOutput)] = [("ruleId", .string(finding.ruleID))]
        if let ruleIndex { members.append(("ruleIndex", .int(ruleIndex))) }
        members += [
            ("level", .string(Self.level(finding.severity))),
            ("message", .object([("text", .string(finding.message))])),
            ("locations", .array([location(finding.file, line: finding.line, column: finding.column)])),
        ]
        if !finding.related.isEmpty {
            // Consequences: where they show and what they say, the rule named in the text.
            members.append(
                (
                    "relatedLocations",
                    .array(
                        finding.related.enumerated().map { index, related in
                            .object([
                                ("id", .int(index + 1)),
                                ("physicalLocation", physicalLocation(related.file, line: related.line, column: related.column)),
                                ("message", .object([("text", .string("\(related.message) [\(related.ruleID)]"))])),
                            ])
                        })
                ))
        }
        members += [
            ("partialFingerprints", .object([("layoutlint/v1", .string(Fingerprint.hash(finding)))])),
            (
                "properties",
                .object(
                    [
                        ("screen", .string(finding.screen)),
                        ("device", .optional(finding.device)),
                        ("devices", .array(finding.devices.map(JSONOutput.string))),
                    ] + JSONReporter.textSettings(finding) + [
                        ("pictures", .array(finding.pictures.map(JSONOutput.string))),
                        ("node", .optional(finding.node)),
                        ("atMs", .optional(finding.atMs)),
                    ])
            ),
        ]
        if let fix = finding.fix, fix.isApplicable { members.append(("fixes", .array([self.fix(fix, file: finding.file)]))) }
        return .object(members)
    }

    /// A SARIF `fix`: a replacement per edit (an insertion is an empty deleted region).
    private func fix(_ fix: Fix, file: String) -> JSONOutput {
        let replacements = fix.edits.compactMap(\.text).map { edit -> JSONOutput in
            let region = JSONOutput.object([
                ("startLine", .int(edit.start.line)), ("startColumn", .int(edit.start.column)),
                ("endLine", .int(edit.end.line)), ("endColumn", .int(edit.end.column)),
            ])
            return .object([("deletedRegion", region), ("insertedContent", .object([("text", .string(edit.replacement))]))])
        }
        return .object([
            ("description", .object([("text", .string(fix.summary))])),
            (
                "artifactChanges",
                .array([.object([("artifactLocation", .object([("uri", .string(uri(file)))])), ("replacements", .array(replacements))])])
            ),
        ])
    }

    private func notification(_ error: InputError) -> JSONOutput {
        .object([
            ("level", .string("error")),
            ("message", .object([("text", .string(error.message))])),
            ("locations", .array([location(error.file, line: error.location.line, column: error.location.column)])),
        ])
    }

    private func location(_ file: String, line: Int, column: Int) -> JSONOutput {
        .object([("physicalLocation", physicalLocation(file, line: line, column: column))])
    }

    private func physicalLocation(_ file: String, line: Int, column: Int) -> JSONOutput {
        .object([
            ("artifactLocation", .object([("uri", .string(uri(file)))])),
            ("region", .object([("startLine", .int(max(1, line))), ("startColumn", .int(max(1, column)))])),
        ])
    }

    /// The path relative to the working directory, percent-encoded as a URI reference.
    func uri(_ path: String) -> String {
        var relative = path
        if let base = workingDirectory, !base.isEmpty {
            let prefix = base.hasSuffix("/") ? base : base + "/"
            if relative.hasPrefix(prefix) { relative.removeFirst(prefix.count) }
        }
        if relative.hasPrefix("./") { relative.removeFirst(2) }
        var out = relative.hasPrefix("/") ? "file://" : ""
        for byte in relative.utf8 {
            let scalar = Unicode.Scalar(byte)
            let unreserved =
                (byte < 0x80)
                && (scalar.properties.isASCIIHexDigit || ("a"..."z").contains(scalar)
                    || ("A"..."Z").contains(scalar) || "-._~/".unicodeScalars.contains(scalar))
            if unreserved {
                out.unicodeScalars.append(scalar)
            } else {
                let hex = String(byte, radix: 16, uppercase: true)
                out += "%" + (hex.count == 1 ? "0" : "") + hex
            }
        }
        return out
    }

    /// "Layout shift" → "LayoutShift": SARIF's rule names are identifiers.
    static func pascalCase(_ name: String) -> String {
        name.split(whereSeparator: { !$0.isLetter && !$0.isNumber }).map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }
}
