/// The outcome of decoding one layout file: the document, or every problem found in it.
public struct DecodedDocument: Sendable {
    /// The decoded document; nil when there are errors.
    public var document: LayoutDocument?
    /// Every problem in the file, sorted by location. A JSON syntax error is the only error,
    /// since nothing after it can be read.
    public var errors: [InputError]
    /// False when the file is JSON but not a layout document: not an object with a top-level
    /// `screen` or `screens` (an asset catalog's `Contents.json`, a `package.json`).
    public var isLayoutDocument = true

    /// A result holding `document` (nil when there are errors) and `errors`.
    public init(document: LayoutDocument?, errors: [InputError]) {
        self.document = document
        self.errors = errors
    }
}

/// Decodes layout files into `LayoutDocument`s, checking everything that can be
/// checked without laying out, each problem located at its key or value.
///
/// Decoding never recurses on the input's nesting, so any input — deep, huge or malformed —
/// yields errors, not a crash. Time and memory are O(file size), bounded by `limits`.
public struct DocumentDecoder: Sendable {
    /// The bounds on file size, nesting, nodes, rows and events.
    public var limits: DecodingLimits
    /// When set, rule ids in `lint.disable` and `budgets` must be among these.
    public var ruleIDs: [String]?
    /// When set, the options of each rule id: option names, types and ranges in `budgets`
    /// are checked against them.
    public var ruleOptions: [String: [OptionSpec]]?

    /// A decoder with `limits`; pass the rule registry's ids as `ruleIDs` to check rule names.
    public init(limits: DecodingLimits = .init(), ruleIDs: [String]? = nil) {
        self.limits = limits
        self.ruleIDs = ruleIDs
    }

    /// A decoder that checks rule ids and their options in `budgets` against `rules`
    /// (rule id → the rule's option specs).
    public init(limits: DecodingLimits = .init(), rules: [String: [OptionSpec]]) {
        self.limits = limits
        self.ruleIDs = rules.keys.sorted()
        self.ruleOptions = rules
    }

    /// Decodes the bytes of the file at `file` (the path is used in errors only).
    public func decode(_ bytes: [UInt8], file: String) -> DecodedDocument {
        let fail = { (location: SourceLocation, message: String) in
            DecodedDocument(document: nil, errors: [InputError(file: file, location: location, message: message)])
        }
        if bytes.count > limits.maxFileBytes {
            return fail(
                .start, "the file is \(bytes.count) bytes, over the limit of \(limits.maxFileBytes) bytes; split it into several files")
        }
        let root: JSONValue
        do {
            root = try JSONParser(maxDepth: limits.jsonNestingLimit).parse(bytes)
        } catch {
            var message = error.message
            if message.hasPrefix("nesting is deeper than") {
                message += "; node trees may be at most \(limits.maxDepth) levels deep"
            }
            return fail(error.location, message)
        }
        var context = DecodingContext(file: file, limits: limits, ruleIDs: ruleIDs, ruleOptions: ruleOptions)
        let screens = decodeScreens(root, context: &context)
        var errors = Array(Set(context.errors)).sorted()
        if let dropped = context.dropped {
            let message = "\(dropped.count) more errors are not shown (the limit is \(limits.maxErrors)); fix these and run again"
            errors.append(InputError(file: file, location: dropped.first, message: message))
        }
        if errors.isEmpty, screens.isEmpty {
            errors = [InputError(file: file, location: root.location, message: "the file has no screens")]
        }
        var decoded = DecodedDocument(document: errors.isEmpty ? LayoutDocument(screens: screens) : nil, errors: errors)
        decoded.isLayoutDocument = root.objectMembers?.contains { $0.key == "screen" || $0.key == "screens" } ?? false
        return decoded
    }

    private func decodeScreens(_ root: JSONValue, context: inout DecodingContext) -> [Screen] {
        guard let members = root.objectMembers else {
            context.error(
                "a layout file must be an object with \"screen\" and \"root\", or {\"screens\": [...]}; found \(root.typeDescription)",
                at: root.location)
            return []
        }
        guard members.contains(where: { $0.key == "screens" }) else {
            return context.screen(root, name: "the screen").map { [$0] } ?? []
        }
        guard
            let reader = ObjectReader(
                root, name: "the file", place: "a file with \"screens\"", validKeys: FormatKeys.screenList.keys, context: &context),
            let list = reader["screens"], let elements = context.array(list, "screens")
        else { return [] }
        if elements.isEmpty { context.error("\"screens\" is empty; add at least one screen", at: list.location) }
        var screens: [Screen] = []
        var seen: [String: SourceLocation] = [:]
        for element in elements {
            guard let screen = context.screen(element, name: "each screen") else { continue }
            if let first = seen[screen.name] {
                context.error("duplicate screen name \"\(screen.name)\"; it is first used at \(first)", at: element.location)
                continue
            }
            seen[screen.name] = element.location
            screens.append(screen)
        }
        return screens
    }
}

extension DocumentDecoder {
    /// A device given on the command line (`--device`, `--add-device`): a built-in name, or an
    /// inline profile as JSON text (`{"name": "Pixel 7", "width": 412, …}`), checked by the
    /// same code as a layout file's `devices`. Errors name `option` as their file.
    public static func device(argument: String, option: String) -> Result<DeviceProfile, InputError> {
        let trimmed = argument.drop { $0 == " " }
        guard trimmed.hasPrefix("{") else {
            if let profile = DeviceProfile.named(argument) { return .success(profile) }
            let hint = Suggestions.hint(for: argument, in: DeviceProfile.all.map(\.name))
            let example = #"{"name": "\#(argument)", "width": 393, "height": 852, "scale": 3}"#
            return .failure(
                InputError(
                    file: option, location: .start,
                    message:
                        "unknown device \"\(argument)\"\(hint); `layoutlint devices` lists the built-in ones, or give a profile: \(option) '\(example)'"
                ))
        }
        let value: JSONValue
        do {
            value = try JSONParser(maxDepth: 8).parse(Array(argument.utf8))
        } catch {
            return .failure(InputError(file: option, location: error.location, message: error.message))
        }
        var context = DecodingContext(file: option, limits: DecodingLimits())
        let profile = context.inlineDevice(value)
        if let first = context.errors.first { return .failure(first) }
        guard let profile else { return .failure(InputError(file: option, location: .start, message: "not a device profile")) }
        return .success(profile)
    }
}
