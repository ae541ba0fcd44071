/// A JSON value that remembers where it stood in its source.
///
/// Arrays and objects keep their members in source order; object members keep the location
/// of their key as well as of their value, so diagnostics can point at either.
public struct JSONValue: Sendable, Hashable {
    /// The value itself.
    public enum Kind: Sendable, Hashable {
        case null
        case bool(Bool)
        /// A number; `isInteger` is true when its literal had no fraction or exponent.
        case number(Double, isInteger: Bool)
        case string(String)
        case array([JSONValue])
        case object([JSONMember])
    }

    public var kind: Kind
    /// Where the value starts.
    public var location: SourceLocation

    public init(_ kind: Kind, at location: SourceLocation) {
        self.kind = kind
        self.location = location
    }

    /// A short name of the value's type for messages ("a number", "an object", …).
    public var typeDescription: String {
        switch kind {
        case .null: "null"
        case .bool: "a boolean"
        case .number: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }

    /// The members when this is an object.
    public var objectMembers: [JSONMember]? {
        if case .object(let members) = kind { return members }
        return nil
    }

    /// The elements when this is an array.
    public var arrayElements: [JSONValue]? {
        if case .array(let elements) = kind { return elements }
        return nil
    }

    /// The string when this is a string.
    public var stringValue: String? {
        if case .string(let s) = kind { return s }
        return nil
    }

    /// The number when this is a number.
    public var numberValue: Double? {
        if case .number(let n, _) = kind { return n }
        return nil
    }

    /// The value of the member named `key` when this is an object.
    public subscript(key: String) -> JSONValue? {
        objectMembers?.first { $0.key == key }?.value
    }
}

/// One `"key": value` pair of a JSON object.
public struct JSONMember: Sendable, Hashable {
    public var key: String
    public var keyLocation: SourceLocation
    public var value: JSONValue

    public init(key: String, keyLocation: SourceLocation, value: JSONValue) {
        self.key = key
        self.keyLocation = keyLocation
        self.value = value
    }
}
