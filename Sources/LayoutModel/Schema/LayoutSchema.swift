/// The JSON Schema (draft 2020-12) of the layout format, for editors and `layoutlint schema`.
///
/// It mirrors the decoder: every object has `additionalProperties: false` (maps keyed by user
/// names — cell types, pool limits, budgets' options — constrain their values instead), enums
/// list the valid values, and numbers carry the decoder's ranges. The style keys, enum values,
/// device names and providers are generated from the same tables the decoder uses. Checks a
/// schema cannot express (unique ids, ids that events name, time order) remain the decoder's.
public enum LayoutSchema {
    /// The schema as a JSON text.
    public static let json: String = {
        let defs = [
            ("screen", screen), ("screenList", screenList), ("node", node), ("content", content), ("list", list),
            ("cell", cell), ("rows", rows), ("scrollStep", scrollStep), ("event", event), ("after", after), ("ad", ad),
            ("restoration", restoration), ("device", device),
            ("ruleSettings", ruleSettings), ("lint", lint), ("id", #"{"type": "string", "minLength": 1}"#),
            ("time", #"{"type": "number", "minimum": 0, "maximum": 86400000}"#),
            ("colour", #"{"type": "string", "pattern": "^(#([0-9A-Fa-f]{3}|[0-9A-Fa-f]{6}|[0-9A-Fa-f]{8})|clear)$"}"#),
        ] + StyleSchema.definitions
        let body = defs.map { "    \"\($0.0)\": \($0.1)" }.joined(separator: ",\n")
        return """
            {
              "$schema": "https://json-schema.org/draft/2020-12/schema",
              "$id": "https://layoutlint.dev/schema/layout.json",
              "title": "LayoutLint layout file",
              "description": "One screen, or {\\"screens\\": [...]} for several (SPEC §2).",
              "oneOf": [{"$ref": "#/$defs/screen"}, {"$ref": "#/$defs/screenList"}],
              "$defs": {
            \(body)
              }
            }

            """
    }()

    static func strings(_ values: [String]) -> String {
        "[" + values.map { "\"\($0)\"" }.joined(separator: ", ") + "]"
    }

    static func object(_ properties: [(String, String)], required: [String] = []) -> String {
        let props = properties.map { "\"\($0.0)\": \($0.1)" }.joined(separator: ", ")
        let requiredList = required.isEmpty ? "" : ", \"required\": \(strings(required))"
        return "{\"type\": \"object\", \"additionalProperties\": false, \"properties\": {\(props)}\(requiredList)}"
    }

    static func ref(_ name: String) -> String { "{\"$ref\": \"#/$defs/\(name)\"}" }
    static let bool = #"{"type": "boolean"}"#
    static let points = #"{"type": "number", "minimum": 0, "maximum": 100000}"#
    static let positivePoints = #"{"type": "number", "exclusiveMinimum": 0, "maximum": 100000}"#
    static let ids = "{\"type\": \"array\", \"items\": \(ref("id"))}"

    static let screen = object([
        ("screen", ref("id")), ("root", ref("node")),
        ("devices", "{\"type\": \"array\", \"minItems\": 1, \"items\": \(ref("device"))}"),
        ("timeline", "{\"type\": \"array\", \"items\": \(ref("event"))}"),
        ("launchScreen", ref("node")), ("restoration", ref("restoration")),
        ("budgets", "{\"type\": \"object\", \"additionalProperties\": \(ref("ruleSettings"))}"),
        ("lint", ref("lint")),
    ], required: ["screen", "root"])

    static let screenList = object([("screens", "{\"type\": \"array\", \"minItems\": 1, \"items\": \(ref("screen"))}")], required: ["screens"])

    static let node = object([
        ("id", ref("id")), ("kind", "{\"enum\": \(strings(NodeKind.allCases.map(\.rawValue)))}"), ("style", ref("style")),
        ("background", ref("colour")), ("opacity", #"{"type": "number", "minimum": 0, "maximum": 1}"#),
        ("text", #"{"type": "string"}"#), ("image", object([("hasAlpha", bool)])), ("cornerRadius", points),
        ("clipsToBounds", bool), ("shadow", object([("radius", points), ("path", bool)], required: ["radius"])),
        ("safeArea", bool), ("content", ref("content")), ("list", ref("list")), ("primary", bool), ("lint", ref("lint")),
        ("children", "{\"type\": \"array\", \"items\": \(ref("node"))}"),
    ], required: ["id"])

    /// Without sizes, content arrives at its slot's own size.
    static let content = object([("at", ref("time")), ("width", ref("contentSize")), ("height", ref("contentSize"))])

    static let list = object([
        ("cells", "{\"type\": \"object\", \"minProperties\": 1, \"additionalProperties\": \(ref("cell"))}"),
        ("rows", ref("rows")),
        ("heights", "{\"type\": \"array\", \"items\": \(positivePoints)}"), ("reuse", bool),
        ("poolLimit", #"{"type": "object", "additionalProperties": {"type": "integer", "minimum": 0}}"#),
        ("prefetch", #"{"type": "integer", "minimum": 0, "maximum": 1000}"#),
        ("scroll", "{\"type\": \"array\", \"items\": \(ref("scrollStep"))}"),
    ], required: ["cells", "rows"])

    static let cell = object([("height", positivePoints), ("template", ref("node"))])

    static let rows = "{\"oneOf\": [" + object([
        ("count", #"{"type": "integer", "minimum": 0}"#),
        ("pattern", "{\"type\": \"array\", \"minItems\": 1, \"items\": \(ref("id"))}"),
    ], required: ["count", "pattern"]) + ", " + object([("types", ids)], required: ["types"]) + "]}"

    static let scrollStep = object([
        ("to", #"{"oneOf": [{"const": "end"}, {"type": "number", "minimum": 0}]}"#),
        ("velocity", #"{"type": "number", "exclusiveMinimum": 0, "maximum": 1000000}"#),
    ], required: ["to", "velocity"])

    /// One alternative per event kind, each closed to the keys that kind takes.
    static let event: String = {
        let duration = ("duration", ref("time"))
        let kinds: [(String, String, [(String, String)], [String])] = [
            ("arrive", ref("id"), [("width", ref("contentSize")), ("height", ref("contentSize"))], []),
            ("show", ref("id"), [], []), ("hide", ref("id"), [], []),
            ("insert", ref("node"), [("into", ref("id")), ("index", #"{"type": "integer", "minimum": 0}"#)], ["into"]),
            ("remove", ref("id"), [], []), ("set", ref("id"), [("style", ref("style"))], ["style"]), ("tap", ref("id"), [], []),
            ("gesture", ref("id"), [duration], ["duration"]),
            ("work", ref("id"), [duration, ("thread", "{\"enum\": \(strings(WorkThread.allCases.map(\.rawValue)))}"), ("essential", bool), ("after", ref("after"))], ["duration", "thread"]),
            ("request", ref("id"), [duration, ("blocks", ids), ("after", ref("after")), ("onMain", ref("time")), ("ad", ref("ad"))], ["duration"]),
        ]
        let alternatives = kinds.map { kind in
            object([("at", ref("time")), (kind.0, kind.1)] + kind.2, required: ["at", kind.0] + kind.3)
        }
        return "{\"oneOf\": [\n      " + alternatives.joined(separator: ",\n      ") + "]}"
    }()

    /// Names of work or requests to wait for; "firstFrame" waits for the first frame.
    static let after = "{\"type\": \"array\", \"items\": \(ref("id"))}"

    static let ad = object([
        ("unit", ref("id")), ("count", "{\"type\": \"integer\", \"minimum\": 1, \"maximum\": \(DecodingContext.maxAdCount)}"),
        ("priority", "{\"enum\": \(strings(AdPriority.allCases.map(\.rawValue)))}"), ("refresh", bool),
    ], required: ["unit"])

    static let restoration = object([("snapshotAt", ref("time")), ("restores", bool)], required: ["snapshotAt"])

    static let device: String = {
        let names = "{\"enum\": \(strings(DeviceProfile.all.map(\.name)))}"
        let inline = object([
            ("name", ref("id")), ("width", positivePoints), ("height", positivePoints),
            ("scale", #"{"type": "number", "exclusiveMinimum": 0, "maximum": 10}"#),
            ("safeArea", object([("top", points), ("bottom", points), ("left", points), ("right", points)])),
            ("refreshHz", #"{"type": "number", "exclusiveMinimum": 0, "maximum": 1000}"#),
        ], required: ["name", "width", "height", "scale"])
        return "{\"oneOf\": [\(names), \(inline)]}"
    }()

    static let ruleSettings: String = {
        let severities = strings(Severity.allCases.reversed().map(\.rawValue))
        return "{\"oneOf\": [{\"enum\": \(strings(["off"] + Severity.allCases.reversed().map(\.rawValue)))}, "
            + "{\"type\": \"object\", \"properties\": {\"severity\": {\"enum\": \(severities)}}, \"additionalProperties\": {\"type\": \"number\"}}]}"
    }()

    static let lint = object([("disable", ids)], required: ["disable"])
}
