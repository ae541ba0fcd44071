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
        let defs =
            [
                ("screen", screen), ("screenList", screenList), ("node", node), ("font", font), ("content", content), ("list", list),
                ("cell", cell), ("rows", rows), ("scrollStep", scrollStep), ("event", event), ("after", after),
                ("onMainPieces", onMainPieces), ("ad", ad),
                ("restoration", restoration), ("device", device),
                ("ruleSettings", ruleSettings), ("lint", lint),
                ("id", "{\"type\": \"string\", \"minLength\": 1, \"maxLength\": \(DecodingLimits().maxNameLength)}"),
                ("time", #"{"type": "number", "minimum": 0, "maximum": 86400000}"#),
                ("colour", #"{"type": "string", "pattern": "^(#([0-9A-Fa-f]{3}|[0-9A-Fa-f]{6}|[0-9A-Fa-f]{8})|clear)$"}"#),
            ] + StyleSchema.definitions
        let body = defs.map { "    \"\($0.0)\": \($0.1)" }.joined(separator: ",\n")
        return """
            {
              "$schema": "https://json-schema.org/draft/2020-12/schema",
              "$id": "https://layoutlint.dev/schema/layout.json",
              "title": "LayoutLint layout file",
              "description": "One screen, or {\\"screens\\": [...]} for several.",
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

    /// A closed object; each property carries its `SchemaDocs` description in `context` (the
    /// kind of object: a cell's `height` is not a style's).
    static func object(_ properties: [(String, String)], required: [String] = [], context: SchemaDocs.Context = .any) -> String {
        let props = properties.map { "\"\($0.0)\": \(described($0.1, $0.0, in: context))" }.joined(separator: ", ")
        let requiredList = required.isEmpty ? "" : ", \"required\": \(strings(required))"
        return "{\"type\": \"object\", \"additionalProperties\": false, \"properties\": {\(props)}\(requiredList)}"
    }

    /// The closed object of `shape`: its keys in order, each with its type from `types`, and its
    /// required keys. A key without a type is left out, which `SchemaTests` reports.
    static func object(_ shape: ObjectShape, _ types: [String: String], context: SchemaDocs.Context = .any) -> String {
        object(shape.keys.compactMap { key in types[key].map { (key, $0) } }, required: shape.required, context: context)
    }

    /// `schema` with a `description` of `key` in `context` first (when it has none yet).
    static func described(_ schema: String, _ key: String, in context: SchemaDocs.Context = .any) -> String {
        guard let text = SchemaDocs.description(key, in: context), schema.hasPrefix("{"), !schema.hasPrefix("{\"description\"") else {
            return schema
        }
        let escaped = text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
        return "{\"description\": \"\(escaped)\", " + schema.dropFirst()
    }

    static func ref(_ name: String) -> String { "{\"$ref\": \"#/$defs/\(name)\"}" }
    static let bool = #"{"type": "boolean"}"#
    static let points = #"{"type": "number", "minimum": 0, "maximum": 100000}"#
    static let positivePoints = #"{"type": "number", "exclusiveMinimum": 0, "maximum": 100000}"#
    static let ids = "{\"type\": \"array\", \"items\": \(ref("id"))}"
    static let locale = #"{"type": "string", "pattern": "^[A-Za-z][A-Za-z0-9_-]{0,34}$"}"#
    /// A label's text: a string, or strings by locale.
    static let text =
        "{\"oneOf\": [{\"type\": \"string\"}, {\"type\": \"object\", \"minProperties\": 1, \"propertyNames\": \(locale), \"additionalProperties\": {\"type\": \"string\"}}]}"

    static let screen = object(
        FormatKeys.screen,
        [
            "$schema": #"{"type": "string"}"#, "screen": ref("id"), "root": ref("node"),
            "devices": "{\"type\": \"array\", \"minItems\": 1, \"items\": \(ref("device"))}",
            "contentSizes":
                "{\"type\": \"array\", \"minItems\": 1, \"uniqueItems\": true, \"items\": {\"enum\": \(strings(ContentSizeCategory.allCases.map(\.rawValue)))}}",
            "locales": "{\"type\": \"array\", \"minItems\": 1, \"uniqueItems\": true, \"items\": \(locale)}",
            "timeline": "{\"type\": \"array\", \"items\": \(ref("event"))}",
            "launchScreen": ref("node"), "restoration": ref("restoration"),
            "budgets": "{\"type\": \"object\", \"additionalProperties\": \(ref("ruleSettings"))}",
            "lint": ref("lint"),
        ])

    static let screenList = object(
        FormatKeys.screenList,
        [
            "$schema": #"{"type": "string"}"#, "screens": "{\"type\": \"array\", \"minItems\": 1, \"items\": \(ref("screen"))}",
        ])

    static let node = object(
        FormatKeys.node,
        [
            "id": ref("id"), "kind": "{\"enum\": \(strings(NodeKind.allCases.map(\.rawValue)))}", "style": ref("style"),
            "background": ref("colour"), "opacity": #"{"type": "number", "minimum": 0, "maximum": 1}"#,
            "text": text,
            "font": ref("font"),
            "numberOfLines": "{\"type\": \"integer\", \"minimum\": 0, \"maximum\": \(DecodingContext.maxNumberOfLines)}",
            "image": object(FormatKeys.image, ["hasAlpha": bool]), "cornerRadius": points,
            "clipsToBounds": bool, "shadow": object(FormatKeys.shadow, ["radius": points, "path": bool]),
            "safeArea": bool, "content": ref("content"), "list": ref("list"),
            "scroll": "{\"type\": \"array\", \"items\": \(ref("scrollStep"))}", "primary": bool, "lint": ref("lint"),
            "children": "{\"type\": \"array\", \"items\": \(ref("node"))}",
        ])

    /// A text style's name, or a size and weight of the node's own.
    static let font =
        "{\"oneOf\": [{\"enum\": \(strings(TextStyle.allCases.map(\.rawValue)))}, "
        + object(
            FormatKeys.font,
            [
                "size": "{\"type\": \"number\", \"exclusiveMinimum\": 0, \"maximum\": \(Format.number(DecodingContext.maxFontSize))}",
                "weight": "{\"enum\": \(strings(FontWeight.allCases.map(\.rawValue)))}", "scales": bool,
                "family": ref("id"), "lineHeight": positivePoints,
            ], context: .font) + "]}"

    /// Without sizes, content arrives at its slot's own size.
    static let content = object(
        FormatKeys.content,
        ["at": ref("time"), "atTime": ref("time"), "width": ref("contentSize"), "height": ref("contentSize"), "text": text],
        context: .content)

    static let list =
        object(
            FormatKeys.list,
            [
                "cells":
                    "{\"type\": \"object\", \"minProperties\": 1, \"propertyNames\": \(ref("id")), \"additionalProperties\": \(ref("cell"))}",
                "rows": ref("rows"),
                "heights": "{\"type\": \"array\", \"items\": \(positivePoints)}", "reuse": bool,
                "poolLimit": #"{"type": "object", "additionalProperties": {"type": "integer", "minimum": 0}}"#,
                "prefetch": #"{"type": "integer", "minimum": 0, "maximum": 1000}"#,
                "scroll": "{\"type\": \"array\", \"items\": \(ref("scrollStep"))}",
            ]
        ).dropLast() + ", " + cellHeightRule + "}"

    /// As the decoder: a cell's height is required unless the list gives one height per row.
    static let cellHeightRule =
        #""if": {"not": {"required": ["heights"]}}, "then": {"properties": {"cells": "#
        + described(#"{"additionalProperties": {"required": ["height"]}}"#, "cells") + "}}"

    static let cell = object(
        FormatKeys.cell,
        [
            "height": "{\"oneOf\": [\(positivePoints), {\"const\": \"auto\"}]}", "estimatedHeight": positivePoints,
            "template": ref("node"),
        ], context: .cell)

    static let rows =
        "{\"oneOf\": ["
        + object(
            FormatKeys.patternRows,
            [
                "count": #"{"type": "integer", "minimum": 0}"#,
                "pattern": "{\"type\": \"array\", \"minItems\": 1, \"items\": \(ref("id"))}",
            ]) + ", " + object(FormatKeys.typedRows, ["types": ids]) + "]}"

    static let scrollStep = object(
        FormatKeys.scrollStep,
        [
            "to": #"{"oneOf": [{"const": "end"}, {"type": "number", "minimum": 0}]}"#,
            "velocity": #"{"type": "number", "exclusiveMinimum": 0, "maximum": 1000000}"#,
        ])

    /// One alternative per event kind, each closed to the keys that kind takes.
    static let event: String = {
        var types = [
            "at": ref("time"), "width": ref("contentSize"), "height": ref("contentSize"), "into": ref("id"),
            "index": #"{"type": "integer", "minimum": 0}"#, "style": ref("style"), "duration": ref("time"),
            "thread": "{\"enum\": \(strings(WorkThread.allCases.map(\.rawValue)))}", "essential": bool, "after": ref("after"),
            "blocks": ids, "onMain": "{\"oneOf\": [\(ref("time")), \(ref("onMainPieces"))]}", "ad": ref("ad"),
            "pieces": pieceCount,
        ]
        // Each event's own key, by what it names.
        for kind in EventKind.allCases {
            switch kind.descriptor.subject {
            case .node, .name: types[kind.rawValue] = ref("id")
            case .subtree: types[kind.rawValue] = ref("node")
            }
        }
        let alternatives = FormatKeys.events.map { kind, shape in
            let closed = object(shape, types, context: .event)
            return kind == .work ? closed.dropLast() + ", " + piecesOnMainRule + "}" : closed
        }
        return "{\"oneOf\": [\n      " + alternatives.joined(separator: ",\n      ") + "]}"
    }()

    /// A piece count, as the decoder bounds it.
    static let pieceCount = "{\"type\": \"integer\", \"minimum\": 1, \"maximum\": \(DecodingContext.maxPieces)}"

    /// As the decoder: `pieces` only on main-thread work (background work never holds up a frame).
    static let piecesOnMainRule =
        #""if": {"required": ["pieces"]}, "then": {"properties": {"thread": "#
        + #"{"description": "pieces only applies to main-thread work", "const": "main"}}}"#

    /// `onMain` as pieces: `pieces` runs of `each` ms. The 24 h limit on their total is the decoder's.
    static let onMainPieces = object(FormatKeys.onMainPieces, ["pieces": pieceCount, "each": ref("time")], context: .event)

    /// Names of work or requests to wait for; "firstFrame" waits for the first frame.
    static let after = "{\"type\": \"array\", \"items\": \(ref("id"))}"

    static let ad = object(
        FormatKeys.ad,
        [
            "unit": ref("id"), "count": "{\"type\": \"integer\", \"minimum\": 1, \"maximum\": \(DecodingContext.maxAdCount)}",
            "priority": "{\"enum\": \(strings(AdPriority.allCases.map(\.rawValue)))}", "refresh": bool,
        ])

    static let restoration = object(FormatKeys.restoration, ["snapshotAt": ref("time"), "restores": bool], context: .restoration)

    static let device: String = {
        let names = "{\"enum\": \(strings(DeviceProfile.all.map(\.name)))}"
        let inline = object(
            FormatKeys.device,
            [
                "name": ref("id"), "width": positivePoints, "height": positivePoints,
                "scale": #"{"type": "number", "exclusiveMinimum": 0, "maximum": 10}"#,
                "safeArea": object(
                    FormatKeys.safeArea, ["top": points, "bottom": points, "left": points, "right": points], context: .device),
                "refreshHz": #"{"type": "number", "exclusiveMinimum": 0, "maximum": 1000}"#,
            ], context: .device)
        return "{\"oneOf\": [\(names), \(inline)]}"
    }()

    static let ruleSettings: String = {
        let severities = strings(Severity.allCases.reversed().map(\.rawValue))
        return "{\"oneOf\": [{\"enum\": \(strings(["off"] + Severity.allCases.reversed().map(\.rawValue)))}, "
            + "{\"type\": \"object\", \"properties\": {\"severity\": \(described("{\"enum\": \(severities)}", "severity"))}, "
            + "\"additionalProperties\": {\"type\": \"number\"}}]}"
    }()

    static let lint = object(FormatKeys.lint, ["disable": ids])
}
