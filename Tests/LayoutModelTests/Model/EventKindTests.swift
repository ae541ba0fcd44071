import Testing

@testable import LayoutModel

/// Each kind of timeline event is its `EventDescriptor`: the decoder makes an action of that kind
/// from the keys it lists, the schema offers exactly one alternative per kind with those keys,
/// and a key naming no kind is an error (never some other action).
@Suite struct EventKindTests {
    /// A value for each key an event may take, so a kind decodes from its keys alone.
    static let values: [String: String] = [
        "at": "5", "width": "10", "height": "10", "into": #""b""#, "index": "0", "style": #"{"height": 5}"#, "duration": "100",
        "thread": #""main""#, "essential": "false", "after": #"["firstFrame"]"#, "blocks": #"["a"]"#, "onMain": "5",
        "ad": #"{"unit": "native"}"#, "pieces": "4",
    ]

    /// The value of a kind's own key: a node of `DecodingFixture.screen`, a subtree or a name.
    static func ownValue(_ kind: EventKind) -> String {
        switch kind.descriptor.subject {
        case .node: #""a""#
        case .subtree: #"{"id": "n"}"#
        case .name: #""task""#
        }
    }

    /// The event of `kind` with `at`, its own key and `keys`, each with its sample value.
    static func event(_ kind: EventKind, keys: [String]) -> String {
        let members = [("at", "5"), (kind.rawValue, ownValue(kind))] + keys.map { ($0, values[$0] ?? "null") }
        return "{" + members.map { "\"\($0.0)\": \($0.1)" }.joined(separator: ", ") + "}"
    }

    @Test(arguments: EventKind.allCases)
    func everyKindDecodesToItsOwnAction(_ kind: EventKind) throws {
        let descriptor = kind.descriptor
        for key in descriptor.required + descriptor.optional where Self.values[key] == nil {
            Issue.record("no sample value for \"\(key)\" of a \"\(kind.rawValue)\" event: add one to EventKindTests.values")
        }
        for keys in [descriptor.required, descriptor.required + descriptor.optional] {
            // Node "a" has content, so an "arrive" without sizes has some to take.
            let text = """
                {"screen": "s", "root": {"id": "r", "children": [{"id": "a", "content": {"height": 10}}, {"id": "b"}]},
                "timeline": [\(Self.event(kind, keys: keys))]}
                """
            let result = DecodingFixture.decode(text)
            #expect(result.errors == [], "\(text)")
            let action = try #require(result.document?.screens.first?.timeline.first?.action, "\(text)")
            #expect(action.kind == kind)
            // Only changes to the tree are timed as changes; inputs and launch work keep their times.
            #expect((action.change != nil) == (descriptor.role == .change), "\(action)")
        }
    }

    @Test func theSchemaHasOneAlternativePerKindWithItsKeys() throws {
        let schema = try JSONParser().parse(Array(LayoutSchema.json.utf8))
        let alternatives = try #require(schema["$defs"]?["event"]?["oneOf"]?.arrayElements)
        var kinds: [EventKind] = []
        for alternative in alternatives {
            let properties = try #require(alternative["properties"]?.objectMembers)
            let own = properties.compactMap { EventKind(rawValue: $0.key) }
            #expect(own.count == 1, "\(properties.map(\.key))")
            guard let kind = own.first else { continue }
            kinds.append(kind)
            let descriptor = kind.descriptor
            let required = ["at", kind.rawValue] + descriptor.required
            #expect(properties.map(\.key) == required + descriptor.optional, "\(kind)")
            #expect(alternative["required"]?.arrayElements?.compactMap(\.stringValue) == required, "\(kind)")
            let ownKey = alternative["properties"]?[kind.rawValue]
            #expect(ownKey?["description"]?.stringValue == descriptor.documentation, "\(kind)")
            let named = descriptor.subject == .subtree ? "#/$defs/node" : "#/$defs/id"
            #expect(ownKey?["$ref"]?.stringValue == named, "\(kind)")
        }
        #expect(kinds == EventKind.allCases)
        // The reference has a section per kind, in the same order.
        let titles = FormatReference.markdown.split(separator: "\n").filter { $0.hasPrefix("### Event: ") }
        #expect(titles == EventKind.allCases.map { "### Event: \($0.rawValue)" })
    }

    @Test func aKeyNamingNoKindIsAnErrorNotAnotherAction() {
        // The keys of a "set" event with a misspelt action: refused, with the kind it resembles.
        let misspelt = DecodingFixture.screen(#""timeline": [{"at": 5, "sett": "a", "style": {"height": 5}}]"#)
        let result = DecodingFixture.decode(misspelt)
        #expect(result.document == nil)
        #expect(result.errors.map(\.message).contains { $0.contains("\"sett\"") && $0.contains("\"set\"") }, "\(result.errors)")
        let unknown = DecodingFixture.screen(#""timeline": [{"at": 5, "style": {"height": 5}}]"#)
        let errors = DecodingFixture.decode(unknown).errors.map(\.message)
        let every = EventKind.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", ")
        #expect(errors == ["the event needs one of \(every)"])
    }
}
