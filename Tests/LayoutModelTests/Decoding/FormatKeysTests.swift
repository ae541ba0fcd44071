import Testing

@testable import LayoutModel

/// `FormatKeys` is the one table of keys: the schema's objects list exactly its keys and required
/// keys, and the decoder accepts exactly those keys and reports exactly those as missing.
@Suite struct FormatKeysTests {
    /// The properties and required keys of a schema object.
    static func shape(of object: JSONValue?) -> ObjectShape? {
        guard let properties = object?["properties"]?.objectMembers else { return nil }
        let required = object?["required"]?.arrayElements?.compactMap(\.stringValue) ?? []
        return ObjectShape(properties.map(\.key), required: required)
    }

    @Test func schemaObjectsAreTheDecoderShapes() throws {
        let schema = try JSONParser().parse(Array(LayoutSchema.json.utf8))
        let defs = schema["$defs"]
        let node = defs?["node"]?["properties"]
        let device = defs?["device"]?["oneOf"]?.arrayElements?.last
        let objects: [(String, JSONValue?, ObjectShape)] = [
            ("screen", defs?["screen"], FormatKeys.screen), ("screenList", defs?["screenList"], FormatKeys.screenList),
            ("node", defs?["node"], FormatKeys.node), ("image", node?["image"], FormatKeys.image),
            ("shadow", node?["shadow"], FormatKeys.shadow), ("content", defs?["content"], FormatKeys.content),
            ("lint", defs?["lint"], FormatKeys.lint), ("list", defs?["list"], FormatKeys.list), ("cell", defs?["cell"], FormatKeys.cell),
            ("patternRows", defs?["rows"]?["oneOf"]?.arrayElements?.first, FormatKeys.patternRows),
            ("typedRows", defs?["rows"]?["oneOf"]?.arrayElements?.last, FormatKeys.typedRows),
            ("scrollStep", defs?["scrollStep"], FormatKeys.scrollStep), ("device", device, FormatKeys.device),
            ("safeArea", device?["properties"]?["safeArea"], FormatKeys.safeArea), ("ad", defs?["ad"], FormatKeys.ad),
            ("restoration", defs?["restoration"], FormatKeys.restoration),
            ("onMainPieces", defs?["onMainPieces"], FormatKeys.onMainPieces),
            ("font", defs?["font"]?["oneOf"]?.arrayElements?.last, FormatKeys.font),
        ]
        for (name, object, expected) in objects {
            #expect(Self.shape(of: object) == expected, "\(name)")
        }
        let events = defs?["event"]?["oneOf"]?.arrayElements?.map { Self.shape(of: $0) }
        #expect(events == FormatKeys.events.map(\.shape))
        // An adaptive size is exactly one of its keys: one alternative per key.
        let adaptive = defs?["adaptiveSize"]?["oneOf"]?.arrayElements?.map { Self.shape(of: $0) }
        #expect(adaptive == FormatKeys.adaptiveSize.keys.map { ObjectShape([$0], required: [$0]) })
    }

    /// One kind of object inside a document that decodes clean; `members` are the object's, and
    /// dropping one must give an error naming it when it is required, and no error otherwise.
    struct Place: Sendable {
        var name: String
        var shape: ObjectShape
        var members: [(String, String)]
        var document: @Sendable (String) -> String
    }

    static let places: [Place] =
        [
            Place(
                name: "screen", shape: FormatKeys.screen,
                members: [
                    ("$schema", #""./layout.schema.json""#), ("screen", #""s""#), ("root", #"{"id": "r", "children": [{"id": "a"}]}"#),
                    ("devices", #"["iPhone 15"]"#), ("timeline", #"[{"at": 5, "tap": "a"}]"#), ("launchScreen", #"{"id": "l"}"#),
                    ("restoration", #"{"snapshotAt": 100}"#), ("budgets", #"{"layout-shift": "off"}"#),
                    ("lint", #"{"disable": ["overdraw"]}"#),
                ], document: { $0 }),
            Place(
                name: "node", shape: FormatKeys.node,
                members: [
                    // "image" needs this kind: its own place below.
                    ("id", #""n""#), ("kind", #""image""#),
                    ("style", #"{"height": 10}"#), ("background", ##""#FFF""##), ("opacity", "1"), ("font", #""headline""#),
                    ("numberOfLines", "2"),
                    ("cornerRadius", "2"), ("clipsToBounds", "true"), ("shadow", #"{"radius": 2, "path": true}"#),
                    ("safeArea", "false"), ("content", #"{"at": 5}"#), ("primary", "true"), ("lint", #"{"disable": ["overdraw"]}"#),
                    ("children", "[]"),
                ], document: { DecodingFixture.child($0) }),
            Place(
                name: "font", shape: FormatKeys.font,
                members: [("size", "15"), ("weight", #""semibold""#), ("scales", "false"), ("family", #""Brand""#), ("lineHeight", "20")],
                document: { DecodingFixture.child(#"{"id": "n", "kind": "label", "text": "Hi", "font": \#($0)}"#) }),
            Place(
                name: "image", shape: FormatKeys.image, members: [("hasAlpha", "false")],
                document: { DecodingFixture.child(#"{"id": "n", "kind": "image", "image": \#($0)}"#) }),
            Place(
                name: "shadow", shape: FormatKeys.shadow, members: [("radius", "2"), ("path", "true")],
                document: { DecodingFixture.child(#"{"id": "n", "shadow": \#($0)}"#) }),
            Place(
                name: "content", shape: FormatKeys.content, members: [("at", "5"), ("width", "10"), ("height", "20")],
                document: { DecodingFixture.child(#"{"id": "n", "content": \#($0)}"#) }),
            Place(
                name: "lint", shape: FormatKeys.lint, members: [("disable", #"["overdraw"]"#)],
                document: { DecodingFixture.child(#"{"id": "n", "lint": \#($0)}"#) }),
            Place(
                name: "list", shape: FormatKeys.list,
                members: [
                    ("cells", #"{"row": {"height": 40}}"#), ("rows", #"{"count": 3, "pattern": ["row"]}"#), ("heights", "[40, 40, 40]"),
                    ("reuse", "true"), ("poolLimit", #"{"row": 2}"#), ("prefetch", "1"), ("scroll", #"[{"to": "end", "velocity": 1000}]"#),
                ], document: { DecodingFixture.list($0) }),
            // With `heights`, a cell's height is optional: the table's requirements are unconditional.
            Place(
                name: "cell", shape: FormatKeys.cell, members: [("height", "40"), ("template", #"{"id": "t"}"#)],
                document: { DecodingFixture.list(#"{"cells": {"row": \#($0)}, "rows": {"types": ["row"]}, "heights": [40]}"#) }),
            Place(
                name: "patternRows", shape: FormatKeys.patternRows, members: [("count", "3"), ("pattern", #"["row"]"#)],
                document: { DecodingFixture.list(#"{"cells": {"row": {"height": 40}}, "rows": \#($0)}"#) }),
            Place(
                name: "typedRows", shape: FormatKeys.typedRows, members: [("types", #"["row"]"#)],
                document: { DecodingFixture.list(#"{"cells": {"row": {"height": 40}}, "rows": \#($0)}"#) }),
            Place(
                name: "scrollStep", shape: FormatKeys.scrollStep, members: [("to", "100"), ("velocity", "1000")],
                document: { DecodingFixture.list(#"{"cells": {"row": {"height": 40}}, "rows": {"types": ["row"]}, "scroll": [\#($0)]}"#) }),
            Place(
                name: "device", shape: FormatKeys.device,
                members: [
                    ("name", #""Tall""#), ("width", "400"), ("height", "900"), ("scale", "3"), ("safeArea", #"{"top": 47}"#),
                    ("refreshHz", "120"),
                ], document: { DecodingFixture.screen(#""devices": [\#($0)]"#) }),
            Place(
                name: "safeArea", shape: FormatKeys.safeArea, members: [("top", "47"), ("bottom", "34"), ("left", "0"), ("right", "0")],
                document: {
                    DecodingFixture.screen(#""devices": [{"name": "Tall", "width": 400, "height": 900, "scale": 3, "safeArea": \#($0)}]"#)
                }),
            Place(
                name: "ad", shape: FormatKeys.ad,
                members: [("unit", #""native""#), ("count", "2"), ("priority", #""high""#), ("refresh", "false")],
                document: { DecodingFixture.screen(#""timeline": [{"at": 0, "request": "r", "duration": 50, "ad": \#($0)}]"#) }),
            Place(
                name: "restoration", shape: FormatKeys.restoration, members: [("snapshotAt", "100"), ("restores", "true")],
                document: { DecodingFixture.screen(#""restoration": \#($0)"#) }),
            Place(
                name: "onMainPieces", shape: FormatKeys.onMainPieces, members: [("pieces", "4"), ("each", "8")],
                document: { DecodingFixture.screen(#""timeline": [{"at": 0, "request": "r", "duration": 50, "onMain": \#($0)}]"#) }),
        ]
        + FormatKeys.events.map { kind, shape in
            Place(
                name: "\(kind.rawValue) event", shape: shape,
                members: shape.keys.map { ($0, $0 == kind.rawValue ? EventKindTests.ownValue(kind) : EventKindTests.values[$0] ?? "") },
                document: { DecodingFixture.screen(#""timeline": [\#($0)]"#) })
        }

    @Test(arguments: places.map(\.name))
    func decoderRequiresExactlyTheTableKeys(_ name: String) throws {
        let place = try #require(Self.places.first { $0.name == name })
        func object(without dropped: String?) -> String {
            "{" + place.members.filter { $0.0 != dropped }.map { "\"\($0.0)\": \($0.1)" }.joined(separator: ", ") + "}"
        }
        #expect(Set(place.shape.required).isSubset(of: place.members.map(\.0)), "the fixture has every required key")
        #expect(Set(place.members.map(\.0)).isSubset(of: place.shape.keys), "the fixture uses only the shape's keys")
        let whole = DecodingFixture.decode(place.document(object(without: nil)))
        #expect(whole.errors.isEmpty, "\(whole.errors)")
        for (key, _) in place.members {
            let errors = DecodingFixture.decode(place.document(object(without: key))).errors.map(\.message)
            if place.shape.required.contains(key) {
                #expect(errors.contains { $0.contains("\"\(key)\"") }, "without \"\(key)\": \(errors)")
            } else {
                #expect(errors.isEmpty, "without \"\(key)\": \(errors)")
            }
        }
    }
}
