import LayoutModel

/// Two pictures a user sees one after the other, drawn with the run's rasterizer and compared.
public struct SnapshotComparison: Sendable {
    /// What the user saw first: the launch screen, or the app-switcher snapshot.
    public var shown: RasterScene
    /// What replaces it: the first frame.
    public var firstFrame: RasterScene
    /// The pixel comparison; nil when the run has no rasterizer (the lint options' `rasterizer`).
    public var diff: PixelDiff?
    /// The two pictures, kept (with the diff's mask) when the analysis keeps its layouts for pictures.
    public var images: ComparedImages?
}

/// The pictures a comparison was made from.
public struct ComparedImages: Sendable {
    /// The launch screen, or the app-switcher snapshot.
    public var shown: PixelBuffer
    /// The first frame.
    public var firstFrame: PixelBuffer

    public init(shown: PixelBuffer, firstFrame: PixelBuffer) {
        self.shown = shown
        self.firstFrame = firstFrame
    }
}

/// The launch screen against the first frame.
public struct LaunchScreenAnalysis: Sendable {
    /// When the first frame is on screen (`LaunchSimulation.firstFrameMs`).
    public var firstFrameMs: Double
    /// The launch screen laid out on the device.
    public var launchFrame: FrameSnapshot
    /// The timeline's frame on screen at `firstFrameMs`.
    public var firstFrame: FrameSnapshot
    /// The launch screen (`shown`) against the first frame.
    public var comparison: SnapshotComparison
}

/// The app-switcher snapshot against the first frame a relaunch without restoration shows.
public struct RestorationAnalysis: Sendable {
    /// The screen's `restoration`: when the snapshot is taken and whether the app restores.
    public var restoration: Restoration
    /// When the first frame is on screen (`LaunchSimulation.firstFrameMs`).
    public var firstFrameMs: Double
    /// The timeline's frame on screen at `snapshotAt`.
    public var snapshot: FrameSnapshot
    /// The timeline's frame on screen at `firstFrameMs`.
    public var firstFrame: FrameSnapshot
    /// The lists scrolled away from the top at `snapshotAt`, in document order.
    public var scrolled: [ScrolledList]
    /// The snapshot (`shown`, lists scrolled) against the first frame.
    public var comparison: SnapshotComparison
}

/// A list and how far its scroll script has taken it.
public struct ScrolledList: Sendable, Hashable {
    /// The list node's id.
    public var id: String
    /// Points from the top of its content.
    public var offset: Double
}

/// Builds the launch-screen and restoration analyses of one screen × device from the frames
/// the timeline already laid out.
///
/// - The first frame is the timeline's state at `LaunchSimulation.firstFrameMs`: the last
///   timeline frame at or before it. The snapshot is the state at `restoration.snapshotAt`.
/// - A list's scroll script starts playing at the first frame (nothing can scroll before the
///   screen is shown); at `snapshotAt` it has played `snapshotAt − firstFrameMs` ms
///   (`ScrollPosition`). The first frame shows every list at the top.
/// - The first frame is drawn once and compared with both the launch screen and the snapshot.
enum SnapshotAnalyses {
    struct Input {
        var file: String
        var screen: Screen
        var device: DeviceProfile
        /// When the first frame is on screen (`LaunchSimulation.firstFrameMs`).
        var firstFrameMs: Double
        var timeline: Timeline
        /// Every layout the timeline made (`FrameSnapshot.layoutIndex` indexes it).
        var layouts: [TreeLayout]
        var layouter: any Layouter
        var rasterizer: (any FrameRasterizer)?
        var keepsImages: Bool
    }

    static func analyze(_ input: Input) throws(InputError) -> (launch: LaunchScreenAnalysis?, restoration: RestorationAnalysis?) {
        let screen = input.screen
        guard screen.launchScreen != nil || screen.restoration != nil else { return (nil, nil) }
        let firstFrameMs = input.firstFrameMs
        let first = frame(at: firstFrameMs, in: input.timeline)
        guard let firstLayout = layout(of: first, input) else { return (nil, nil) }
        let firstScene = RasterScene(
            frame: firstLayout, awaitingContent: input.timeline.awaitingContent(in: firstLayout.tree, atMs: first.atMs))
        let firstImage = try draw(firstScene, input, at: screen.location)
        func compare(_ shown: RasterScene, at location: SourceLocation) throws(InputError) -> SnapshotComparison {
            let shownImage = try draw(shown, input, at: location)
            var comparison = SnapshotComparison(shown: shown, firstFrame: firstScene)
            if let shownImage, let firstImage {
                comparison.diff = PixelDiff(shownImage, firstImage, keepsMask: input.keepsImages)
                if input.keepsImages { comparison.images = ComparedImages(shown: shownImage, firstFrame: firstImage) }
            }
            return comparison
        }

        var launch: LaunchScreenAnalysis?
        if let tree = screen.launchScreen, !tree.nodes.isEmpty {
            let location = tree.root.location
            let laidOut: LayoutResult
            do { laidOut = try input.layouter.layout(tree, on: input.device) } catch {
                throw InputError(file: input.file, location: location, message: "launchScreen: \(error.description)")
            }
            let frame = FrameSnapshot(
                atMs: 0, tree: tree, absoluteFrames: laidOut.absoluteFrames, screen: input.device.bounds, scale: input.device.scale)
            let comparison = try compare(RasterScene(frame: TreeLayout(tree: tree, layout: laidOut)), at: location)
            launch = LaunchScreenAnalysis(firstFrameMs: firstFrameMs, launchFrame: frame, firstFrame: first, comparison: comparison)
        }

        var restoration: RestorationAnalysis?
        if let settings = screen.restoration {
            let snapshot = frame(at: settings.snapshotAt, in: input.timeline)
            if let snapshotLayout = layout(of: snapshot, input) {
                let offsets = ScrollPosition.offsets(
                    in: snapshotLayout, snapshot: snapshot, elapsedMs: settings.snapshotAt - firstFrameMs, device: input.device)
                let scene = RasterScene(
                    frame: snapshotLayout, scrollOffsets: offsets,
                    awaitingContent: input.timeline.awaitingContent(in: snapshotLayout.tree, atMs: snapshot.atMs))
                let scrolled = offsets.keys.sorted().map { ScrolledList(id: snapshotLayout.tree.nodes[$0].id, offset: offsets[$0] ?? 0) }
                restoration = RestorationAnalysis(
                    restoration: settings, firstFrameMs: firstFrameMs, snapshot: snapshot, firstFrame: first, scrolled: scrolled,
                    comparison: try compare(scene, at: settings.location))
            }
        }
        return (launch, restoration)
    }

    /// The last frame at or before `time` (the first frame for earlier times).
    static func frame(at time: Double, in timeline: Timeline) -> FrameSnapshot {
        let frames = timeline.frames
        guard let index = frames.indices.last(where: { frames.time(at: $0) <= time }) ?? frames.indices.first else {
            return FrameSnapshot(atMs: 0, nodes: [])
        }
        return frames[index]
    }

    private static func layout(of frame: FrameSnapshot, _ input: Input) -> TreeLayout? {
        frame.layoutIndex < input.layouts.count ? input.layouts[frame.layoutIndex] : nil
    }

    private static func draw(_ scene: RasterScene, _ input: Input, at location: SourceLocation) throws(InputError) -> PixelBuffer? {
        guard let rasterizer = input.rasterizer else { return nil }
        do {
            return try rasterizer.rasterize(scene, on: input.device)
        } catch {
            throw InputError(file: input.file, location: location, message: "cannot draw the screen to compare pixels: \(error.message)")
        }
    }
}
