/// Decodes the keys of one node except `children`, which the tree decoder walks.
extension DecodingContext {
    /// Hints for style properties written on the node itself: `"height": 200` → `"style": {"height": 200}`.
    static let styleKeyHints: [String: String] = {
        var hints: [String: String] = [:]
        for key in StyleDecoder.keys where !FormatKeys.node.keys.contains(key) {
            hints[key] = "did you mean style.\(key)? layout properties go in \"style\": {\"\(key)\": …}"
        }
        return hints
    }()

    /// The node read from `reader`, and its list's templates still to decode.
    mutating func node(_ reader: ObjectReader) -> (node: Node, templates: [(cell: Int, value: JSONValue)]) {
        var node = Node(id: "", location: reader.location)
        if let idValue = reader.require("id", context: &self) {
            node.id = name(idValue, "id") ?? ""
            node.idLocation = idValue.location
        }
        if let value = reader["kind"] { node.kind = enumValue(value, "kind", NodeKind.self) ?? .view }
        if let value = reader["style"] {
            _ = StyleDecoder.decode(value, into: &node.style, locations: &node.styleLocations, context: &self)
        }
        if let value = reader["background"] { node.background = color(value, "background") }
        if let value = reader["opacity"] { node.opacity = number(value, "opacity", .unitInterval) ?? 1 }
        if let value = reader["text"] { (node.text, node.localizedText) = text(value) }
        if let value = reader["font"] {
            node.font = font(value) ?? .body
            node.fontLocation = value.location
        }
        if let value = reader["numberOfLines"] { node.numberOfLines = integer(value, "numberOfLines", .count(Self.maxNumberOfLines)) ?? 0 }
        if let value = reader["image"] { node.imageHasAlpha = imageHasAlpha(value, kind: node.kind, member: reader.member("image")) }
        if let value = reader["cornerRadius"] { node.cornerRadius = number(value, "cornerRadius", .points) ?? 0 }
        if let value = reader["clipsToBounds"] { node.clipsToBounds = bool(value, "clipsToBounds") ?? false }
        if let value = reader["shadow"] { node.shadow = shadow(value) }
        if let value = reader["safeArea"] { node.safeArea = bool(value, "safeArea") ?? false }
        if let value = reader["content"] { node.content = content(value, of: node) }
        if let value = reader["primary"] { node.primary = bool(value, "primary") ?? false }
        if let value = reader["lint"] { node.disabledRules = disabledRules(value) }
        var templates: [(cell: Int, value: JSONValue)] = []
        if let member = reader.member("list") {
            if node.kind != .list {
                error("\"list\" is only valid on nodes of kind \"list\"; add \"kind\": \"list\"", at: member.keyLocation)
            }
            if let decoded = list(member.value) {
                node.list = decoded.spec
                templates = decoded.templates
            }
        }
        if let member = reader.member("scroll") {
            if node.kind == .list {
                error(
                    "a list's scroll script goes in its \"list\" object: \"list\": {…, \"scroll\": […]}", at: member.keyLocation)
            } else if node.style.overflow != .scroll {
                error(
                    "\"scroll\" is only valid on a scroll view or in a list; add \"overflow\": \"scroll\" to the node's style",
                    at: member.keyLocation)
            }
            node.scroll = scrollScript(member.value)
        }
        return (node, templates)
    }

    private mutating func imageHasAlpha(_ value: JSONValue, kind: NodeKind, member: JSONMember?) -> Bool {
        if kind != .image, let member {
            error("\"image\" is only valid on nodes of kind \"image\"; add \"kind\": \"image\"", at: member.keyLocation)
        }
        guard let reader = ObjectReader(value, name: "\"image\"", place: "image", validKeys: FormatKeys.image.keys, context: &self),
            let flag = reader["hasAlpha"]
        else { return true }
        return bool(flag, "hasAlpha") ?? true
    }

    private mutating func shadow(_ value: JSONValue) -> Shadow? {
        guard let reader = ObjectReader(value, name: "\"shadow\"", place: "shadow", validKeys: FormatKeys.shadow.keys, context: &self),
            let radiusValue = reader.require("radius", context: &self),
            let radius = number(radiusValue, "radius", .points)
        else { return nil }
        let path = reader["path"].flatMap { bool($0, "path") } ?? false
        return Shadow(radius: radius, path: path)
    }

    /// The most lines `numberOfLines` may ask for.
    static let maxNumberOfLines = 10_000
    /// The largest font size in points.
    static let maxFontSize = 1_000.0

    /// A string, or a table of strings by locale (`{"en": "Save", "de": "Speichern"}`): its
    /// first entry and the whole table.
    private mutating func text(_ value: JSONValue) -> (String?, [String: String]) {
        guard let members = value.objectMembers else { return (string(value, "text"), [:]) }
        guard !members.isEmpty else {
            error(
                "\"text\" is an empty table; give a string, or at least one locale's string such as {\"en\": \"Save\"}", at: value.location)
            return (nil, [:])
        }
        var table: [String: String] = [:]
        var first: String?
        for member in members {
            guard TextSetting.isLocaleName(member.key) else {
                error("\"\(member.key)\" is not a locale; use a language code such as \"en\", \"de\" or \"pt-BR\"", at: member.keyLocation)
                continue
            }
            guard let string = string(member.value, "text.\(member.key)") else { continue }
            if table[member.key] != nil {
                error("\"text\" gives locale \"\(member.key)\" twice; keep one", at: member.keyLocation)
                continue
            }
            table[member.key] = string
            if first == nil { first = string }
        }
        return (first, table)
    }

    /// A text style name (`"body"`) or `{"size": pt, "weight", "scales", "family", "lineHeight"}`.
    private mutating func font(_ value: JSONValue) -> FontSpec? {
        if value.stringValue != nil {
            return enumValue(value, "font", TextStyle.self).map(FontSpec.style)
        }
        guard value.objectMembers != nil else {
            error("\"font\" must be a text style name or an object with \"size\", found \(value.typeDescription)", at: value.location)
            return nil
        }
        guard let reader = ObjectReader(value, name: "\"font\"", place: "font", validKeys: FormatKeys.font.keys, context: &self),
            let sizeValue = reader.require("size", context: &self),
            let size = number(sizeValue, "size", NumberRule(lower: 0, lowerInclusive: false, upper: Self.maxFontSize, unit: " pt"))
        else { return nil }
        var font = FontSpec.CustomFont(size: size)
        if let weight = reader["weight"] { font.weight = enumValue(weight, "weight", FontWeight.self) ?? .regular }
        if let scales = reader["scales"] { font.scales = bool(scales, "scales") ?? true }
        if let family = reader["family"] { font.family = name(family, "family") }
        if let lineHeight = reader["lineHeight"] { font.lineHeight = number(lineHeight, "lineHeight", .positivePoints) }
        return .custom(font)
    }

    /// `{"at": ms, "width": size, "height": size, "text": text}`, each optional: content without
    /// sizes arrives at its slot's own size (it is drawn, nothing moves unless a label's text
    /// arrives and needs other lines).
    private mutating func content(_ value: JSONValue, of node: Node) -> Content? {
        guard let reader = ObjectReader(value, name: "\"content\"", place: "content", validKeys: FormatKeys.content.keys, context: &self)
        else {
            return nil
        }
        var content = Content(location: value.location)
        if let at = reader["at"] { content.at = number(at, "at", .milliseconds) }
        if let member = reader.member("atTime") {
            if !inCellTemplate {
                error(
                    "\"atTime\" is for content in a list's cell template; elsewhere \"at\" already counts from launch",
                    at: member.keyLocation)
            } else if reader["at"] != nil {
                error("content takes \"at\" (after the cell appears) or \"atTime\" (from launch), not both", at: member.keyLocation)
            } else {
                content.atTime = number(member.value, "atTime", .milliseconds)
            }
        }
        if let width = reader["width"] { content.width = size(width, "width", .contentSize) }
        if let height = reader["height"] { content.height = size(height, "height", .contentSize) }
        if let member = reader.member("text") {
            if node.kind != .label {
                error("content \"text\" is for labels: add \"kind\": \"label\" to '\(node.id)'", at: member.keyLocation)
            } else {
                (content.text, content.localizedText) = text(member.value)
            }
        }
        return content
    }

    /// `{"disable": [rule ids]}`.
    mutating func disabledRules(_ value: JSONValue) -> [String] {
        guard let reader = ObjectReader(value, name: "\"lint\"", place: "lint", validKeys: FormatKeys.lint.keys, context: &self),
            let list = reader.require("disable", context: &self),
            let ids = strings(list, "disable")
        else { return [] }
        for (id, location) in ids { checkRuleID(id, at: location) }
        return ids.map(\.0)
    }

    /// Reports a rule id that is not one of `ruleIDs` (when the decoder was given them).
    mutating func checkRuleID(_ id: String, at location: SourceLocation) {
        guard let known = ruleIDs, !known.contains(id) else { return }
        let hint = self.hint(for: id, in: known)
        error("unknown rule \"\(id)\"\(hint) (`layoutlint rules` lists them)", at: location)
    }
}
