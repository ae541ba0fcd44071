/// The state shared by one decoding run: the file, the limits, the errors found so far and
/// the running node count.
struct DecodingContext {
    let file: String
    let limits: DecodingLimits
    /// Rule ids to check `lint.disable` and `budgets` against; nil skips the check.
    let ruleIDs: [String]?
    /// Each rule's options, to check `budgets` against; nil skips the check.
    let ruleOptions: [String: [OptionSpec]]?
    private(set) var errors: [InputError] = []
    /// Nodes created so far in this file.
    var nodeCount = 0
    /// True while the nodes of a list's cell template are decoded (`content.atTime` is theirs).
    var inCellTemplate = false
    /// Set once the node limit was reported; later nodes are skipped.
    var nodeLimitReached = false

    init(file: String, limits: DecodingLimits, ruleIDs: [String]? = nil, ruleOptions: [String: [OptionSpec]]? = nil) {
        self.file = file
        self.limits = limits
        self.ruleIDs = ruleIDs
        self.ruleOptions = ruleOptions
    }

    /// Errors past `limits.maxErrors`: how many, and where the first of them was.
    private(set) var dropped: (count: Int, first: SourceLocation)?
    /// Candidate comparisons left for "did you mean" suggestions on user-defined names (ids,
    /// cell types), so hostile input with many unknown names among many candidates stays fast.
    private var suggestionBudget = 200_000

    mutating func error(_ message: String, at location: SourceLocation) {
        guard errors.count < limits.maxErrors else {
            dropped = (count: (dropped?.count ?? 0) + 1, first: dropped?.first ?? location)
            return
        }
        errors.append(InputError(file: file, location: location, message: message))
    }

    /// `; did you mean "x"?` among user-defined names, within the suggestion budget.
    mutating func hint(for word: String, in candidates: [String]) -> String {
        guard suggestionBudget >= candidates.count else { return "" }
        suggestionBudget -= candidates.count
        return Suggestions.hint(for: word, in: candidates)
    }

    /// Counts one more node; false (after reporting once) when the node limit is exceeded.
    mutating func admitNode(at location: SourceLocation) -> Bool {
        if nodeLimitReached { return false }
        if nodeCount >= limits.maxNodes {
            nodeLimitReached = true
            error("the file has more than \(limits.maxNodes) nodes, the node limit; split it into several files", at: location)
            return false
        }
        nodeCount += 1
        return true
    }
}

/// A number as users wrote it (`Format.number`).
func formatNumber(_ value: Double) -> String { Format.number(value) }

/// An object being decoded: finds members by key and reports keys that are not valid here.
///
/// Unknown keys are reported at the key, with a suggestion from the keys valid at that place.
/// Lookup is O(1) per key; construction is O(members).
struct ObjectReader {
    /// Where the object's `{` is.
    let location: SourceLocation
    /// The members in source order.
    let members: [JSONMember]
    /// What the object is, for messages ("style", "node", "event").
    let place: String
    private let byKey: [String: Int]
    /// Valid keys suggested for unknown ones: a typo of a required key is not also reported missing.
    let suggested: Set<String>

    /// Reads `value` as an object; reports and returns nil when it is something else. `renamed`
    /// maps keys of earlier versions of the format to the valid keys that replace them.
    /// `hints` gives whole hints for keys that belong elsewhere (a node's `height` → its `style`).
    init?(
        _ value: JSONValue, name: String, place: String, validKeys: [String], renamed: [String: String] = [:],
        hints: [String: String] = [:], context: inout DecodingContext
    ) {
        guard let members = value.objectMembers else {
            context.error("\(name) must be an object, found \(value.typeDescription)", at: value.location)
            return nil
        }
        self.location = value.location
        self.members = members
        self.place = place
        var byKey: [String: Int] = [:]
        for (index, member) in members.enumerated() {
            byKey[member.key] = index
        }
        self.byKey = byKey
        // A few members against a few dozen keys: comparing is cheaper than hashing every
        // valid key into a set, which was a sixth of reading a large document.
        let valid = members.count * validKeys.count <= 1024 ? nil : Set(validKeys)
        var suggested: Set<String> = []
        for member in members where !(valid?.contains(member.key) ?? validKeys.contains(member.key)) {
            if let hint = hints[member.key] {
                context.error("unknown key \"\(member.key)\" in \(place); \(hint)", at: member.keyLocation)
                continue
            }
            let match = renamed[member.key] ?? Suggestions.closest(to: member.key, in: validKeys)
            let hint = match.map { "; did you mean \"\($0)\"?" } ?? ""
            if let match { suggested.insert(match) }
            context.error("unknown key \"\(member.key)\" in \(place)\(hint)", at: member.keyLocation)
        }
        self.suggested = suggested
    }

    subscript(key: String) -> JSONValue? {
        byKey[key].map { members[$0].value }
    }

    /// The member for `key`, including where its key stands.
    func member(_ key: String) -> JSONMember? {
        byKey[key].map { members[$0] }
    }

    /// The value for a required key; reports at the object's `{` when missing.
    func require(_ key: String, context: inout DecodingContext) -> JSONValue? {
        if let value = self[key] { return value }
        if suggested.contains(key) { return nil }
        context.error("\(place) is missing the required key \"\(key)\"", at: location)
        return nil
    }
}
