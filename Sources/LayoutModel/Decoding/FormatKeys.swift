/// The keys one kind of object in the layout format takes, and which of them it requires.
///
/// The decoder checks each object's keys against its shape, and `LayoutSchema` generates the
/// object's `properties` and `required` from the same shape, so `layoutlint schema` and the
/// decoder cannot accept different keys. Requirements that depend on another key (a cell's
/// `height` unless the list gives `heights`) are the decoder's and the schema's `if`/`then`.
public struct ObjectShape: Sendable, Equatable {
    /// Every key, in the order the schema lists them.
    public let keys: [String]
    /// The keys that must be present.
    public let required: [String]

    init(_ keys: [String], required: [String] = []) {
        self.keys = keys
        self.required = required
    }
}

/// The shape of every kind of object in the layout format, by the name of the
/// schema definition that describes it. Style keys are `StyleDecoder.table`'s.
public enum FormatKeys {
    public static let screen = ObjectShape(
        ["$schema", "screen", "root", "devices", "contentSizes", "locales", "timeline", "launchScreen", "restoration", "budgets", "lint"],
        required: ["screen", "root"])
    public static let screenList = ObjectShape(["$schema", "screens"], required: ["screens"])
    public static let node = ObjectShape(
        [
            "id", "kind", "style", "background", "opacity", "text", "font", "numberOfLines", "image", "cornerRadius",
            "clipsToBounds", "shadow", "safeArea", "content", "list", "scroll", "primary", "lint", "children",
        ], required: ["id"])
    /// A font of the node's own; a text style is written as its name instead.
    public static let font = ObjectShape(["size", "weight", "scales", "family", "lineHeight"], required: ["size"])
    public static let image = ObjectShape(["hasAlpha"])
    public static let shadow = ObjectShape(["radius", "path"], required: ["radius"])
    public static let content = ObjectShape(["at", "atTime", "width", "height", "text"])
    public static let lint = ObjectShape(["disable"], required: ["disable"])
    public static let list = ObjectShape(
        ["cells", "rows", "heights", "reuse", "poolLimit", "prefetch", "scroll"], required: ["cells", "rows"])
    /// `height` is required unless the list gives `heights`; `estimatedHeight` goes with `"height": "auto"`.
    public static let cell = ObjectShape(["height", "estimatedHeight", "template"])
    /// Rows by a repeating pattern.
    public static let patternRows = ObjectShape(["count", "pattern"], required: ["count", "pattern"])
    /// Rows by one type per row.
    public static let typedRows = ObjectShape(["types"], required: ["types"])
    public static let scrollStep = ObjectShape(["to", "velocity"], required: ["to", "velocity"])
    public static let device = ObjectShape(
        ["name", "width", "height", "scale", "safeArea", "refreshHz"], required: ["name", "width", "height", "scale"])
    public static let safeArea = ObjectShape(["top", "bottom", "left", "right"])
    /// Exactly one of the three.
    public static let adaptiveSize = ObjectShape(["aspectRatio", "byWidth", "provider"])
    public static let ad = ObjectShape(["unit", "count", "priority", "refresh"], required: ["unit"])
    public static let restoration = ObjectShape(["snapshotAt", "restores"], required: ["snapshotAt"])
    /// A request's `onMain` split into pieces: `{"pieces": n, "each": ms}`.
    public static let onMainPieces = ObjectShape(["pieces", "each"], required: ["pieces", "each"])

    /// Each timeline event's shape, by its kind, in the kinds' order.
    public static let events: [(kind: EventKind, shape: ObjectShape)] = EventKind.allCases.map { ($0, event($0)) }

    /// The shape of an event of `kind`: `at`, the event's own key and the keys its descriptor lists.
    public static func event(_ kind: EventKind) -> ObjectShape {
        let own = ["at", kind.rawValue]
        let descriptor = kind.descriptor
        return ObjectShape(own + descriptor.required + descriptor.optional, required: own + descriptor.required)
    }

    /// Every key any event takes, for suggestions when an event has no action.
    static let eventKeys: [String] = {
        var keys: [String] = ["at"] + events.map(\.kind.rawValue)
        for (_, shape) in events { keys += shape.keys.filter { !keys.contains($0) } }
        return keys
    }()
}
