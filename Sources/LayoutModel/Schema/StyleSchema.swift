/// The style and size parts of `LayoutSchema`, generated from `StyleDecoder`'s key table so the
/// schema and the decoder accept the same keys and forms.
enum StyleSchema {
    static let percent = #"{"type": "string", "pattern": "^([0-9]+(\\.[0-9]*)?|\\.[0-9]+)%$"}"#
    static let signedPercent = #"{"type": "string", "pattern": "^-?([0-9]+(\\.[0-9]*)?|\\.[0-9]+)%$"}"#
    static let auto = #"{"const": "auto"}"#
    static let signedPoints = #"{"type": "number", "minimum": -100000, "maximum": 100000}"#

    static func anyOf(_ options: String...) -> String {
        "{\"anyOf\": [" + options.joined(separator: ", ") + "]}"
    }

    static let definitions: [(String, String)] = [
        ("style", style),
        ("adaptiveSize", adaptive),
        ("size", anyOf(LayoutSchema.points, percent, auto, LayoutSchema.ref("adaptiveSize"))),
        ("contentSize", anyOf(LayoutSchema.points, percent, auto, LayoutSchema.ref("adaptiveSize"))),
        ("minHeight", anyOf(LayoutSchema.points, percent, LayoutSchema.ref("adaptiveSize"))),
        ("minMax", anyOf(LayoutSchema.points, percent)),
        ("basis", anyOf(LayoutSchema.points, percent, auto)),
        ("margin", anyOf(signedPoints, signedPercent, auto)),
        ("padding", anyOf(LayoutSchema.points, percent)),
        ("border", LayoutSchema.points),
        ("inset", anyOf(signedPoints, signedPercent, auto)),
    ]

    static let adaptive: String = {
        let pair =
            "{\"type\": \"array\", \"prefixItems\": [\(LayoutSchema.points), \(LayoutSchema.points)], \"minItems\": 2, \"maxItems\": 2}"
        let providers = LayoutSchema.strings(SizeProvider.allCases.map(\.rawValue))
        let types = [
            "aspectRatio": #"{"type": "number", "exclusiveMinimum": 0, "maximum": 100000}"#,
            "byWidth": "{\"type\": \"array\", \"minItems\": 1, \"items\": \(pair)}",
            "provider": "{\"enum\": \(providers)}",
        ]
        // Exactly one of the keys: one alternative per key.
        let alternatives = FormatKeys.adaptiveSize.keys.compactMap { key in
            types[key].map { LayoutSchema.object([(key, $0)], required: [key]) }
        }
        return "{\"oneOf\": [" + alternatives.joined(separator: ", ") + "]}"
    }()

    static let style: String = {
        let properties = StyleDecoder.table.map { row in (row.key, schema(for: row.property)) }
        return LayoutSchema.object(properties)
    }()

    private static func values<E: RawRepresentable>(_ cases: [E]) -> String where E.RawValue == String {
        "{\"enum\": \(LayoutSchema.strings(cases.map(\.rawValue)))}"
    }

    private static func schema(for property: StyleDecoder.Property) -> String {
        func ref(_ name: String) -> String { LayoutSchema.ref(name) }
        switch property {
        case .flexDirection: return values(FlexDirection.allCases)
        case .justifyContent: return values(Justify.allCases)
        case .alignItems: return values(StyleDecoder.alignItemsValues)
        case .alignSelf: return values(StyleDecoder.alignSelfValues)
        case .alignContent: return values(StyleDecoder.alignContentValues)
        case .flexWrap: return values(Wrap.allCases)
        case .position: return values(PositionType.allCases)
        case .display: return values(Display.allCases)
        case .overflow: return values(Overflow.allCases)
        case .direction: return values(Direction.allCases)
        case .flexGrow, .flexShrink: return #"{"type": "number", "minimum": 0, "maximum": 100000}"#
        case .flex: return signedPoints
        case .aspectRatio: return #"{"type": "number", "minimum": 0, "maximum": 100000}"#
        case .flexBasis: return ref("basis")
        case .width, .height: return ref("size")
        case .minHeight: return ref("minHeight")
        case .minWidth, .maxWidth, .maxHeight: return ref("minMax")
        case .gap, .rowGap, .columnGap: return ref("padding")
        case .edge(let group, _):
            switch group {
            case .margin: return ref("margin")
            case .padding: return ref("padding")
            case .border: return ref("border")
            case .position: return ref("inset")
            }
        }
    }
}
