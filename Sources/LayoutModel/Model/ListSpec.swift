/// A virtualised list.
public struct ListSpec: Sendable, Hashable {
    /// Cell types in source order.
    public var cells: [CellType]
    public var rows: Rows
    /// Per-row heights overriding the type heights (explicit rows only).
    public var heights: [Double]?
    public var reuse: Bool = true
    /// Pool limit per cell type name; absent types are unlimited.
    public var poolLimit: [String: Int] = [:]
    /// Rows ahead of the viewport in the scroll direction that also need cells.
    public var prefetch: Int = 0
    /// The scroll script; `defaultScroll` unless the list gives its own.
    public var scroll: [ScrollSegment] = ListSpec.defaultScroll
    /// True while `scroll` is the default script (the list gave none); the metrics say so.
    public var scrollIsDefault = true
    public var location: SourceLocation

    /// The velocity of the default scroll script, in points per second: a brisk fling.
    public static let defaultScrollVelocity = 3000.0
    /// The script a list without `scroll` plays: to the end and back at `defaultScrollVelocity`.
    public static let defaultScroll = [
        ScrollSegment(to: .end, velocity: defaultScrollVelocity), ScrollSegment(to: .offset(0), velocity: defaultScrollVelocity),
    ]

    public init(cells: [CellType], rows: Rows, location: SourceLocation) {
        self.cells = cells
        self.rows = rows
        self.location = location
    }

    /// A kind of cell.
    ///
    /// A self-sizing cell (`"height": "auto"` with an `estimatedHeight`, as a table view with
    /// automatic row heights) is as tall as its template laid out at the list's width; rows
    /// the list has not measured are placed at the estimate, which is then its `height`.
    /// Inside a template, `content.at` counts from the moment the cell appears on screen, and
    /// `content.atTime` from launch.
    public struct CellType: Sendable, Hashable {
        public var name: String
        /// The cell's height in points; for a self-sizing cell, its estimate.
        public var height: Double
        /// What one cell draws, laid out at list width × cell height.
        public var template: NodeTree?
        /// The estimate of a self-sizing cell; nil for a cell of fixed height.
        public var estimatedHeight: Double?
        public var location: SourceLocation

        public init(name: String, height: Double, template: NodeTree? = nil, location: SourceLocation) {
            self.name = name
            self.height = height
            self.template = template
            self.location = location
        }

        /// True for a self-sizing cell (`"height": "auto"`).
        public var isSelfSizing: Bool { estimatedHeight != nil }
    }

    /// Which type each row has.
    public enum Rows: Sendable, Hashable {
        /// `count` rows whose types repeat `pattern`.
        case pattern(count: Int, pattern: [String])
        /// One type per row.
        case types([String])

        public var count: Int {
            switch self {
            case .pattern(let count, _): count
            case .types(let types): types.count
            }
        }
    }

    /// One leg of the scroll script.
    public struct ScrollSegment: Sendable, Hashable {
        public enum Target: Sendable, Hashable {
            case end
            case offset(Double)
        }
        public var to: Target
        /// Points per second.
        public var velocity: Double
        public init(to: Target, velocity: Double) {
            self.to = to
            self.velocity = velocity
        }
    }
}
