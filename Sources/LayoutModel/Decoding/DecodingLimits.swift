/// Limits that keep decoding bounded in time and memory whatever the input.
///
/// Every limit is reported as an input error naming the limit when a file exceeds it.
public struct DecodingLimits: Sendable, Hashable {
    /// The deepest node tree accepted (the root is level 1).
    public var maxDepth: Int
    /// The most nodes accepted in one file (screens, launch screens, cell templates and inserted nodes together).
    public var maxNodes: Int
    /// The most rows one list may have.
    public var maxRows: Int
    /// The most timeline events one screen may have.
    public var maxEvents: Int
    /// The largest file accepted, in bytes.
    public var maxFileBytes: Int
    /// The most errors reported for one file; the rest are counted in one final error.
    public var maxErrors: Int
    /// The longest name accepted, in characters (Unicode scalars): ids, screen, device, cell
    /// type, work, request and ad unit names. Names end up in messages, picture titles and
    /// folder names, which a name of a million characters would break.
    public var maxNameLength = 256

    /// Limits with the given bounds; the defaults suit hand-written and generated screens alike.
    public init(
        maxDepth: Int = 256, maxNodes: Int = 100_000, maxRows: Int = 10_000_000, maxEvents: Int = 100_000,
        maxFileBytes: Int = 64 << 20, maxErrors: Int = 1000
    ) {
        self.maxDepth = maxDepth
        self.maxNodes = maxNodes
        self.maxRows = maxRows
        self.maxEvents = maxEvents
        self.maxFileBytes = maxFileBytes
        self.maxErrors = maxErrors
    }

    /// The JSON nesting the parser accepts: two levels per node level (the node object and its
    /// `children` array) plus room for the screen wrapper, styles, adaptive sizes and lists.
    public var jsonNestingLimit: Int { 2 * max(maxDepth, 1) + 32 }
}
