import LayoutModel

extension TimelineEvent {
    /// Content arrives in `id` at `at` ms with these sizes (nil: the node's declared content).
    public static func arrive(_ id: String, width: SizeValue? = nil, height: SizeValue? = nil, at: Double) -> TimelineEvent {
        TimelineEvent(at: at, action: .arrive(id: id, width: width, height: height), location: .start)
    }

    /// `id` is shown (display flex) at `at` ms.
    public static func show(_ id: String, at: Double) -> TimelineEvent {
        TimelineEvent(at: at, action: .show(id: id), location: .start)
    }

    /// `id` is hidden (display none) at `at` ms.
    public static func hide(_ id: String, at: Double) -> TimelineEvent {
        TimelineEvent(at: at, action: .hide(id: id), location: .start)
    }

    /// The user taps `id` at `at` ms: shifts in the next 500 ms are expected.
    public static func tap(_ id: String, at: Double) -> TimelineEvent {
        TimelineEvent(at: at, action: .tap(id: id), location: .start)
    }

    /// The user's finger drags `id` from `at` ms for `duration` ms.
    public static func gesture(_ id: String, at: Double, duration: Double) -> TimelineEvent {
        TimelineEvent(at: at, action: .gesture(id: id, duration: duration), location: .start)
    }

    /// `id`'s style properties named in `keys` change at `at` ms to their values in `style`.
    public static func set(_ id: String, at: Double, keys: [String], _ style: Style) -> TimelineEvent {
        TimelineEvent(at: at, action: .set(id: id, style: style, keys: keys), location: .start)
    }

    /// `duration` ms of work named `name` on `thread` from `at` ms, or later when main is busy or
    /// what it waits for (`after`: work or request names, or `"firstFrame"`) has not finished.
    /// `essential` work is what the first frame needs. `pieces` splits main-thread work into
    /// that many equal pieces that yield to the run loop between them (`"pieces"` in JSON).
    public static func work(
        _ name: String, at: Double = 0, duration: Double, thread: WorkThread = .main, essential: Bool = false, after: [String] = [],
        pieces: Int = 1
    ) -> TimelineEvent {
        TimelineEvent(
            at: at,
            action: .work(WorkEvent(name: name, duration: duration, thread: thread, essential: essential, after: after, pieces: pieces)),
            location: .start)
    }

    /// A network round trip named `name` of `duration` ms from `at` ms (or when `after` has
    /// finished); the content of the nodes in `blocks` cannot arrive before it has, and
    /// `onMain` ms of response work run on the main thread when the response arrives, in
    /// `onMainPieces` equal pieces that yield to the run loop between them (`"onMain":
    /// {"pieces": n, "each": ms}` in JSON, where `onMain` is n × each). `ad` marks it as an ad
    /// request.
    public static func request(
        _ name: String, at: Double = 0, duration: Double, blocks: [String] = [], after: [String] = [], onMain: Double? = nil,
        onMainPieces: Int = 1, ad: AdRequest? = nil
    ) -> TimelineEvent {
        TimelineEvent(
            at: at,
            action: .request(
                RequestEvent(
                    name: name, duration: duration, blocks: blocks, after: after, onMain: onMain, onMainPieces: onMainPieces, ad: ad)),
            location: .start)
    }
}

/// Collects timeline events written one per line.
@resultBuilder
public enum TimelineBuilder {
    public static func buildExpression(_ event: TimelineEvent) -> [TimelineEvent] { [event] }
    public static func buildBlock(_ parts: [TimelineEvent]...) -> [TimelineEvent] { parts.flatMap { $0 } }
    public static func buildOptional(_ part: [TimelineEvent]?) -> [TimelineEvent] { part ?? [] }
    public static func buildEither(first part: [TimelineEvent]) -> [TimelineEvent] { part }
    public static func buildEither(second part: [TimelineEvent]) -> [TimelineEvent] { part }
    public static func buildArray(_ parts: [[TimelineEvent]]) -> [TimelineEvent] { parts.flatMap { $0 } }
}

extension Screen {
    /// A screen built in Swift: its root node and, optionally, its timeline.
    ///
    /// ```swift
    /// let screen = Screen("Daily puzzle", devices: DeviceProfile.defaultMatrix) {
    ///     ViewNode("root") { … }
    /// } timeline: {
    ///     .gesture("board", at: 900, duration: 600)
    /// }
    /// ```
    public init(
        _ name: String, devices: [DeviceProfile] = DeviceProfile.defaultMatrix, root: () -> ViewNode,
        @TimelineBuilder timeline: () -> [TimelineEvent] = { [] }
    ) {
        self.init(name: name, tree: root().tree, devices: devices, timeline: timeline())
    }
}

extension Linter {
    /// Lints screens built in Swift through a `LintSession`, as `layoutlint lint` lints files:
    /// every screen on its devices (or the run's), every rule, within the work budget. Findings
    /// are located in `file` at line 1, column 1.
    public func lint(_ screens: [Screen], file: String = "Screens.swift") -> LintReport {
        let document = DecodedDocument(document: LayoutDocument(screens: screens), errors: [])
        var report = LintSession(options: options, rules: rules).lintDocument(file, decoded: document, fileFolder: nil, fileBytes: 0)
        report.fileCount = 0
        return report
    }
}
