import Foundation
import LayoutModel
import Yams

/// Reads a `.layoutlint.yml` with Yams, checking every key, rule id, option name, type and
/// range against the rules' metadata; each problem is an input error located at its key or
/// value, with a "did you mean" suggestion where one is close.
public struct ConfigurationLoader: Sendable {
    /// The keys valid at the top level.
    public static let keys = [
        "devices", "contentSizes", "locales", "include", "exclude", "reporter", "shiftThreshold", "maxWork", "rules", "fonts",
    ]
    public var rules: [RuleDescription]

    public init(rules: [RuleDescription] = RuleRegistry.all.map { $0.description }) {
        self.rules = rules
    }

    /// The configuration in `text` (from `file`, named in errors), or the errors found in it.
    public func load(_ text: String, file: String) -> (configuration: Configuration?, errors: [InputError]) {
        load(bytes: Array(text.utf8), file: file)
    }

    /// The configuration in the bytes of `file`, or the errors found in them: text that is
    /// not UTF-8, has control characters or nests too deep (`ConfigurationText`) is refused
    /// before Yams reads it.
    public func load(bytes: [UInt8], file: String) -> (configuration: Configuration?, errors: [InputError]) {
        let text: String
        switch ConfigurationText.text(bytes, file: file) {
        case .success(let checked): text = checked
        case .failure(let error): return (nil, [error])
        }
        var errors: [InputError] = []
        func fail(_ message: String, _ node: Yams.Node?) {
            let location = SourceLocation(line: node?.mark?.line ?? 1, column: node?.mark?.column ?? 1)
            errors.append(InputError(file: file, location: location, message: message))
        }
        /// Yams keeps every pair of a mapping: a key given twice would silently take the last.
        func unique(_ mapping: Yams.Node.Mapping, in place: String) -> [(key: Yams.Node, value: Yams.Node)] {
            var first: [String: Yams.Node] = [:]
            var pairs: [(key: Yams.Node, value: Yams.Node)] = []
            for (key, value) in mapping {
                let name = key.string ?? ""
                if let earlier = first[name] {
                    let at = earlier.mark.map { " (first at \($0.line):\($0.column))" } ?? ""
                    fail("duplicate key \"\(name)\" in \(place)\(at); keep one", key)
                    continue
                }
                first[name] = key
                pairs.append((key, value))
            }
            return pairs
        }
        let root: Yams.Node?
        do {
            root = try Yams.compose(yaml: text)
        } catch {
            return (nil, [Self.syntaxError(error, file: file)])
        }
        var configuration = Configuration()
        let absolute = file.hasPrefix("/") ? file : FileManager.default.currentDirectoryPath + "/" + file
        configuration.folder = URL(fileURLWithPath: absolute).deletingLastPathComponent().standardizedFileURL.path
        guard let root else { return (configuration, []) }
        guard let mapping = root.mapping else {
            fail("the configuration must be a mapping of \(Self.keys.joined(separator: ", "))", root)
            return (nil, errors)
        }
        for (key, value) in unique(mapping, in: "the configuration") {
            let name = key.string ?? ""
            switch name {
            case "devices":
                guard let list = value.sequence, list.allSatisfy({ $0.scalar != nil }) else {
                    fail("\"devices\" must be a list of device names", value)
                    continue
                }
                // A device listed again is one error, at its second listing, however often it repeats.
                var listings: [String: Int] = [:]
                for item in list { listings[item.string ?? "", default: 0] += 1 }
                var seen: [String: SourceLocation] = [:]
                var reported: Set<String> = []
                for item in list {
                    let device = item.string ?? ""
                    let location = SourceLocation(line: item.mark?.line ?? 1, column: item.mark?.column ?? 1)
                    if let first = seen[device] {
                        guard reported.insert(device).inserted else { continue }
                        let times = listings[device] ?? 2
                        fail(
                            "device \"\(device)\" is listed \(times == 2 ? "twice" : "\(times) times"); it is first listed at \(first)",
                            item)
                    } else if DeviceProfile.named(device) == nil {
                        let hint =
                            Suggestions.closest(to: device, in: DeviceProfile.all.map(\.name)).map { "; did you mean \"\($0)\"?" } ?? ""
                        fail("unknown device \"\(device)\"\(hint) (`layoutlint devices` lists them)", item)
                    } else {
                        seen[device] = location
                        configuration.devices.append(device)
                    }
                }
            case "contentSizes":
                guard let list = value.sequence, list.allSatisfy({ $0.scalar != nil }) else {
                    fail("\"contentSizes\" must be a list of text sizes such as [large, accessibility5]", value)
                    continue
                }
                for item in list {
                    let name = item.string ?? ""
                    if let size = ContentSizeCategory(rawValue: name) {
                        if !configuration.contentSizes.contains(size) { configuration.contentSizes.append(size) }
                    } else {
                        let valid = ContentSizeCategory.allCases.map(\.rawValue)
                        let hint = Suggestions.closest(to: name, in: valid).map { "; did you mean \"\($0)\"?" } ?? ""
                        fail("unknown content size \"\(name)\"\(hint) (valid: \(valid.joined(separator: ", ")))", item)
                    }
                }
            case "locales":
                guard let list = value.sequence, list.allSatisfy({ $0.scalar != nil }) else {
                    fail("\"locales\" must be a list of locales such as [en, de, ar]", value)
                    continue
                }
                for item in list {
                    let name = item.string ?? ""
                    if TextSetting.isLocaleName(name) {
                        if !configuration.locales.contains(name) { configuration.locales.append(name) }
                    } else {
                        fail("\"\(name)\" is not a locale; use a language code such as en, de or pt-BR", item)
                    }
                }
            case "include", "exclude":
                guard let list = value.sequence, list.allSatisfy({ $0.scalar != nil && !($0.string ?? "").isEmpty }) else {
                    fail("\"\(name)\" must be a list of globs such as \"layouts/**/*.json\"", value)
                    continue
                }
                for item in list {
                    if let problem = Glob.problem(item.string ?? "") { fail("\"\(name)\": \(problem)", item) }
                }
                let globs = list.compactMap(\.string).map(Glob.init)
                if name == "include" { configuration.include = globs } else { configuration.exclude = globs }
            case "reporter":
                let text = value.string ?? ""
                if let kind = ReporterKind(rawValue: text) {
                    configuration.reporter = kind
                } else {
                    let names = ReporterKind.allCases.map(\.rawValue)
                    let hint = Suggestions.closest(to: text, in: names).map { "; did you mean \"\($0)\"?" } ?? ""
                    fail("unknown reporter \"\(text)\"\(hint) (valid: \(names.joined(separator: ", ")))", value)
                }
            case "shiftThreshold":
                if let number = value.float, number.isFinite, number >= 0, number <= 1000 {
                    configuration.shiftThreshold = number
                } else {
                    fail("\"shiftThreshold\" must be a number of points from 0 to 1000", value)
                }
            case "maxWork":
                if let number = value.int, number >= 1 {
                    configuration.maxWork = number
                } else {
                    fail("\"maxWork\" must be a whole number of work units, at least 1 (default \(AnalysisOptions.defaultMaxWork))", value)
                }
            case "fonts":
                configuration.fonts = fontSources(value, fail: fail, unique: unique)
            case "rules":
                guard let ruleMapping = value.mapping else {
                    fail("\"rules\" must be a mapping of rule id → off, a severity or options", value)
                    continue
                }
                for (ruleKey, setting) in unique(ruleMapping, in: "rules") {
                    let id = ruleKey.string ?? ""
                    guard let rule = rules.first(where: { $0.id == id }) else {
                        let hint = Suggestions.closest(to: id, in: rules.map(\.id)).map { "; did you mean \"\($0)\"?" } ?? ""
                        fail("unknown rule \"\(id)\"\(hint) (`layoutlint rules` lists them)", ruleKey)
                        continue
                    }
                    if let settings = ruleSettings(setting, rule: rule, fail: fail, unique: unique) { configuration.rules[id] = settings }
                }
            default:
                let hint = Suggestions.closest(to: name, in: Self.keys).map { "; did you mean \"\($0)\"?" } ?? ""
                fail("unknown key \"\(name)\" in the configuration\(hint) (valid: \(Self.keys.joined(separator: ", ")))", key)
            }
        }
        errors.sort()
        return (errors.isEmpty ? configuration : nil, errors)
    }

    /// A YAML syntax error at the place Yams stopped: "did not find expected ',' or '}' (while
    /// parsing a flow mapping that starts at 2:13)".
    static func syntaxError(_ error: any Error, file: String) -> InputError {
        let located: (problem: String, mark: Mark, context: YamlError.Context?)?
        switch error as? YamlError {
        case .scanner(let context, let problem, let mark, _), .parser(let context, let problem, let mark, _),
            .composer(let context, let problem, let mark, _):
            located = (problem, mark, context)
        case .reader(let problem, let offset, _, let yaml):
            // The offset counts characters of the text Yams read.
            var location = SourceLocation.start
            for character in yaml.prefix(offset ?? 0) {
                if character == "\n" || character == "\r\n" {
                    location = SourceLocation(line: location.line + 1, column: 1)
                } else {
                    location.column += character.unicodeScalars.count
                }
            }
            return InputError(file: file, location: location, message: "not valid YAML: \(problem)")
        default:
            located = nil
        }
        guard let located else { return InputError(file: file, location: .start, message: "not valid YAML: \(error)") }
        let context = located.context.map { " (\($0.text) that starts at \($0.mark.line):\($0.mark.column))" } ?? ""
        return InputError(
            file: file, location: SourceLocation(line: located.mark.line, column: located.mark.column),
            message: "not valid YAML: \(located.problem)\(context)")
    }

    private func ruleSettings(
        _ node: Yams.Node, rule: RuleDescription, fail: (String, Yams.Node?) -> Void,
        unique: (Yams.Node.Mapping, String) -> [(key: Yams.Node, value: Yams.Node)]
    ) -> RuleSettings? {
        let location = SourceLocation(line: node.mark?.line ?? 1, column: node.mark?.column ?? 1)
        if let text = node.scalar?.string {
            if text == "off" { return RuleSettings(enabled: false, location: location) }
            if let severity = Severity(rawValue: text) { return RuleSettings(severity: severity, location: location) }
            fail("unknown setting \"\(text)\" for rule \(rule.id) (valid: off, error, warning, info, or a mapping of options)", node)
            return nil
        }
        guard let mapping = node.mapping else {
            fail("rule \(rule.id) must be off, a severity or a mapping of options", node)
            return nil
        }
        var settings = RuleSettings(location: location)
        let specs = rule.options.map(\.spec)
        for (key, value) in unique(mapping, "rule \(rule.id)") {
            let name = key.string ?? ""
            if name == "severity" {
                if let severity = value.string.flatMap(Severity.init(rawValue:)) {
                    settings.severity = severity
                } else {
                    fail("\"severity\" must be error, warning or info", value)
                }
                continue
            }
            guard let spec = specs.first(where: { $0.name == name }) else {
                fail(OptionSpec.unknownOption(name, rule: rule.id, specs: specs), key)
                continue
            }
            guard let number = value.float else {
                fail(
                    "option \"\(name)\" of rule \(rule.id) must be \(spec.valueDescription), found \"\(value.string ?? "a collection")\"",
                    value)
                continue
            }
            if let problem = spec.problem(with: number, rule: rule.id) {
                fail(problem, value)
            } else {
                settings.options[name] = number
            }
        }
        return settings
    }
}
