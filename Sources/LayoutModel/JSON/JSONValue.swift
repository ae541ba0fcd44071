/// A JSON value that remembers where it stood in its source.
///
/// Arrays and objects keep their members in source order; object members keep the location
/// of their key as well as of their value, so diagnostics can point at either.
///
/// Any depth is safe to free, compare and hash: the members of an array or object live in a
/// `JSONChildren` box whose `deinit` frees the tree below it with a loop (a recursive enum
/// would free one level per stack frame, and a value nested 60,000 deep overflows the stack),
/// and equality and hashing walk the tree with an explicit stack.
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

    /// The kind of a scalar; `.null` for arrays and objects, whose members are in `children`.
    private var scalar: Kind
    /// The members of an array or object; nil for scalars.
    private var children: JSONChildren?

    /// The value itself.
    public var kind: Kind {
        get {
            guard let children else { return scalar }
            return children.isObject ? .object(children.members) : .array(children.elements)
        }
        set {
            switch newValue {
            case .array(let elements):
                scalar = .null
                children = JSONChildren(elements: elements)
            case .object(let members):
                scalar = .null
                children = JSONChildren(members: members)
            default:
                scalar = newValue
                children = nil
            }
        }
    }
    /// Where the value starts.
    public var location: SourceLocation

    public init(_ kind: Kind, at location: SourceLocation) {
        self.scalar = .null
        self.location = location
        self.kind = kind
    }

    /// Moves the members of this value's box to `pending` when nothing else holds the box, so
    /// that freeing the value frees no more than the box.
    fileprivate mutating func giveUpChildren(to pending: inout [JSONValue]) {
        guard isKnownUniquelyReferenced(&children), let box = children else { return }
        box.takeAll(into: &pending)
    }

    /// Equal kinds and locations, all the way down; iterative.
    public static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
        var pairs = [(lhs, rhs)]
        while let (a, b) = pairs.popLast() {
            guard a.location == b.location else { return false }
            switch (a.children, b.children) {
            case (nil, nil):
                guard a.scalar == b.scalar else { return false }
            case (let x?, let y?):
                if x === y { continue }
                guard x.isObject == y.isObject, x.elements.count == y.elements.count, x.members.count == y.members.count else {
                    return false
                }
                for (m, n) in zip(x.members, y.members) {
                    guard m.key == n.key, m.keyLocation == n.keyLocation else { return false }
                    pairs.append((m.value, n.value))
                }
                pairs += zip(x.elements, y.elements).map { ($0, $1) }
            default:
                return false
            }
        }
        return true
    }

    /// Hashes every value and key of the tree in pre-order; iterative.
    public func hash(into hasher: inout Hasher) {
        var stack = [self]
        while let value = stack.popLast() {
            hasher.combine(value.location)
            guard let box = value.children else {
                hasher.combine(value.scalar)
                continue
            }
            hasher.combine(box.isObject)
            hasher.combine(box.isObject ? box.members.count : box.elements.count)
            for member in box.members.reversed() {
                hasher.combine(member.key)
                hasher.combine(member.keyLocation)
                stack.append(member.value)
            }
            stack += box.elements.reversed()
        }
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

/// The members of one array or object. A class so that its `deinit` runs exactly when the
/// last value holding it goes, and frees what is below with a loop instead of recursion.
///
/// `@unchecked Sendable`: the members change only in `takeAll`, which runs when the box has
/// a single owner (in `deinit`, or for a box `isKnownUniquelyReferenced` found unshared).
final class JSONChildren: @unchecked Sendable {
    private(set) var elements: [JSONValue]
    private(set) var members: [JSONMember]
    let isObject: Bool

    init(elements: [JSONValue]) {
        self.elements = elements
        members = []
        isObject = false
    }

    init(members: [JSONMember]) {
        elements = []
        self.members = members
        isObject = true
    }

    /// Moves every member value to `pending`, leaving the box empty.
    fileprivate func takeAll(into pending: inout [JSONValue]) {
        pending += elements
        pending += members.map(\.value)
        elements = []
        members = []
    }

    deinit {
        // Each value taken holds its box alone or shares it; an unshared box is emptied before
        // the value goes, so its own deinit finds nothing to free and the stack stays flat.
        var pending: [JSONValue] = []
        takeAll(into: &pending)
        while var value = pending.popLast() {
            value.giveUpChildren(to: &pending)
        }
    }
}
