/// Decodes one screen object: its tree, devices, timeline, launch screen, budgets
/// and lint settings.
extension DecodingContext {
    /// A screen's keys are `FormatKeys.screen`; `$schema` names the JSON Schema for editors
    /// (`layoutlint schema`) and the decoder ignores its value.
    mutating func screen(_ value: JSONValue, name: String) -> Screen? {
        guard let reader = ObjectReader(value, name: name, place: "screen", validKeys: FormatKeys.screen.keys, context: &self) else {
            return nil
        }
        let title = reader.require("screen", context: &self).flatMap { self.name($0, "screen") }
        let tree = reader.require("root", context: &self).flatMap { self.tree($0, name: "\"root\"") }
        var devices = DeviceProfile.defaultMatrix
        if let value = reader["devices"] { devices = self.devices(value) }
        var records: [EventRecord] = []
        if let value = reader["timeline"] { records = timeline(value) }
        let launchScreen = reader["launchScreen"].flatMap { self.tree($0, name: "\"launchScreen\"") }
        let restoration = reader["restoration"].flatMap { self.restoration($0) }
        var budgets: [String: RuleSettings] = [:]
        if let value = reader["budgets"] { budgets = self.budgets(value) }
        var disabled: [String] = []
        if let value = reader["lint"] { disabled = disabledRules(value) }
        var contentSizes: [ContentSizeCategory] = []
        if let value = reader["contentSizes"] { contentSizes = self.contentSizes(value) }
        var locales: [String] = []
        if let value = reader["locales"] { locales = self.locales(value) }
        guard let title, let tree else { return nil }
        if !nodeLimitReached {
            TimelineValidator.validate(records, tree: tree, context: &self)
        }
        LaunchValidator.validate(records, context: &self)
        var screen = Screen(
            name: title, tree: tree, devices: devices, timeline: records.map(\.event), launchScreen: launchScreen,
            restoration: restoration, budgets: budgets, disabledRules: disabled, location: value.location)
        screen.contentSizes = contentSizes
        screen.locales = locales
        return screen
    }

    /// `["large", "accessibility5"]`: content size category names, each once.
    private mutating func contentSizes(_ value: JSONValue) -> [ContentSizeCategory] {
        guard let elements = array(value, "contentSizes") else { return [] }
        var sizes: [ContentSizeCategory] = []
        for element in elements {
            guard let size = enumValue(element, "content size", ContentSizeCategory.self) else { continue }
            if sizes.contains(size) {
                error("\"contentSizes\" lists \"\(size.rawValue)\" twice; keep one", at: element.location)
            } else {
                sizes.append(size)
            }
        }
        return sizes
    }

    /// `["en", "de", "ar"]`: locales, each once.
    private mutating func locales(_ value: JSONValue) -> [String] {
        guard let elements = array(value, "locales") else { return [] }
        var locales: [String] = []
        for element in elements {
            guard let locale = string(element, "locales[]") else { continue }
            if !TextSetting.isLocaleName(locale) {
                error("\"\(locale)\" is not a locale; use a language code such as \"en\", \"de\" or \"pt-BR\"", at: element.location)
            } else if locales.contains(locale) {
                error("\"locales\" lists \"\(locale)\" twice; keep one", at: element.location)
            } else {
                locales.append(locale)
            }
        }
        return locales
    }

    /// Built-in device names or inline profiles.
    private mutating func devices(_ value: JSONValue) -> [DeviceProfile] {
        guard let elements = array(value, "devices") else { return [] }
        if elements.isEmpty {
            error("\"devices\" is empty; name at least one device, or leave the key out for the default matrix", at: value.location)
        }
        var result: [DeviceProfile] = []
        var seen: [String: SourceLocation] = [:]
        for element in elements {
            var profile: DeviceProfile?
            if let text = element.stringValue {
                profile = DeviceProfile.named(text)
                if profile == nil {
                    let names = DeviceProfile.all.map(\.name)
                    let hint = self.hint(for: text, in: names)
                    // Not a typo of a built-in name: a real device to describe inline.
                    let profile = #"{"name": "\#(text)", "width": 393, "height": 852, "scale": 3, "safeArea": {"top": 59, "bottom": 34}}"#
                    let inline =
                        hint.isEmpty ? "; to use another device, add it as an inline profile with its own points and scale: \(profile)" : ""
                    error("unknown device \"\(text)\"\(hint) (`layoutlint devices` lists the built-in ones)\(inline)", at: element.location)
                }
            } else if element.objectMembers != nil {
                profile = inlineDevice(element)
            } else {
                error(
                    "each device must be a built-in device name or a profile object, found \(element.typeDescription)", at: element.location
                )
            }
            guard let profile else { continue }
            if let first = seen[profile.name] {
                error("device \"\(profile.name)\" is listed twice; it is first listed at \(first)", at: element.location)
                continue
            }
            seen[profile.name] = element.location
            result.append(profile)
        }
        return result
    }

    mutating func inlineDevice(_ value: JSONValue) -> DeviceProfile? {
        guard
            let reader = ObjectReader(
                value, name: "device", place: "device", validKeys: FormatKeys.device.keys, renamed: ["refreshRate": "refreshHz"],
                context: &self)
        else {
            return nil
        }
        let name = reader.require("name", context: &self).flatMap { self.name($0, "name") }
        let width = reader.require("width", context: &self).flatMap { number($0, "width", .positivePoints) }
        let height = reader.require("height", context: &self).flatMap { number($0, "height", .positivePoints) }
        let scale = reader.require("scale", context: &self).flatMap {
            number($0, "scale", NumberRule(lower: 0, lowerInclusive: false, upper: 10))
        }
        let refresh = reader["refreshHz"].map {
            number($0, "refreshHz", NumberRule(lower: 0, lowerInclusive: false, upper: 1000, unit: " Hz"))
        }
        var insets: Insets? = Insets()
        if let safeArea = reader["safeArea"] {
            insets = nil
            if let area = ObjectReader(
                safeArea, name: "\"safeArea\"", place: "safeArea", validKeys: FormatKeys.safeArea.keys, context: &self)
            {
                func edge(_ key: String, _ context: inout DecodingContext) -> Double? {
                    area[key].map { context.number($0, key, .points) } ?? 0
                }
                let top = edge("top", &self), bottom = edge("bottom", &self), left = edge("left", &self), right = edge("right", &self)
                if let top, let bottom, let left, let right { insets = Insets(top: top, bottom: bottom, left: left, right: right) }
            }
        }
        guard let name, let width, let height, let scale, let insets, let refreshRate = refresh ?? 60 else { return nil }
        return DeviceProfile(name: name, width: width, height: height, scale: scale, safeArea: insets, refreshRate: refreshRate)
    }

    /// Rule id → `"off"`, a severity, or an object of numeric options with an optional `severity`.
    private mutating func budgets(_ value: JSONValue) -> [String: RuleSettings] {
        guard let members = value.objectMembers else {
            error("\"budgets\" must be an object of rule id → settings, found \(value.typeDescription)", at: value.location)
            return [:]
        }
        var result: [String: RuleSettings] = [:]
        for member in members {
            checkRuleID(member.key, at: member.keyLocation)
            if let settings = ruleSettings(member.value, rule: member.key) { result[member.key] = settings }
        }
        return result
    }

    private mutating func ruleSettings(_ value: JSONValue, rule: String) -> RuleSettings? {
        let choices = ["off"] + Severity.allCases.reversed().map(\.rawValue)
        if let text = value.stringValue {
            if text == "off" { return RuleSettings(enabled: false, location: value.location) }
            if let severity = Severity(rawValue: text) { return RuleSettings(severity: severity, location: value.location) }
            let hint = self.hint(for: text, in: choices)
            error(
                "unknown setting \"\(text)\" for \"\(rule)\"\(hint) (valid: \(choices.joined(separator: ", ")), or an object of options)",
                at: value.location)
            return nil
        }
        guard let members = value.objectMembers else {
            error("\"\(rule)\" must be \"off\", a severity or an object of options, found \(value.typeDescription)", at: value.location)
            return nil
        }
        var settings = RuleSettings(location: value.location)
        for member in members {
            if member.key == "severity" {
                settings.severity = enumValue(member.value, "severity", Severity.self)
            } else if let option = ruleOption(member, rule: rule) {
                settings.options[member.key] = option
            }
        }
        return settings
    }

    /// A budget option's number, checked against the rule's option specs when the decoder has them.
    private mutating func ruleOption(_ member: JSONMember, rule: String) -> Double? {
        guard let specs = ruleOptions?[rule] else {
            return number(member.value, member.key, NumberRule(lower: -1e9, upper: 1e9))
        }
        guard let spec = specs.first(where: { $0.name == member.key }) else {
            error(OptionSpec.unknownOption(member.key, rule: rule, specs: specs), at: member.keyLocation)
            return nil
        }
        guard let value = member.value.numberValue else {
            error(
                "option \"\(member.key)\" of rule \(rule) must be \(spec.valueDescription), found \(member.value.typeDescription)",
                at: member.value.location)
            return nil
        }
        if let problem = spec.problem(with: value, rule: rule) {
            error(problem, at: member.value.location)
            return nil
        }
        return value
    }
}
