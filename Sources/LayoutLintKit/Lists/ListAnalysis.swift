import LayoutModel

/// The reuse simulation of one list node of a screen on one device.
public struct ListReuse: Sendable {
    /// The list node's index in the tree of the first frame (which holds the nodes inserted
    /// before it, and not those removed: not an index of the document's tree).
    public var node: Int
    /// The list node's id.
    public var id: String
    /// Where the list node is written (in the screen's tree or in an `insert` event).
    public var location: SourceLocation
    /// The list's laid-out height: its viewport.
    public var viewport: Double
    /// Whether the list reuses cells.
    public var reuse: Bool
    /// True when the list gave no scroll script and played `ListSpec.defaultScroll`.
    public var defaultScroll = false
    public var result: ReuseResult
    /// Live and pooled cells per type over scroll time, when the analysis recorded them
    /// (`AnalysisOptions.reusePlotBuckets`).
    public var plot: ReusePlotSeries?
    /// The legs of the scroll script as they play, for the plot's scroll track.
    public var phases: [ScrollPhase] = []
    /// The rows' positions, for the plot's scroll track (kept with the plot series only).
    public var rows: RowGeometry?
    /// The script as `CellTimeline` played it (rows on screen, legs, content arriving), when
    /// cells change height and the analysis recorded the plot series.
    public var cellTrack: CellTrack?
}

/// Runs the reuse simulation for every list of a laid-out screen.
public enum ListAnalysis {
    /// Simulates each displayed `list` node of `tree`, in tree order, with its laid-out height
    /// (`frames[i].height`, indexed like `tree.nodes`) as viewport and the device's refresh rate.
    /// Lists that are not displayed have no viewport and are skipped. Throws an input error at
    /// the list when its rows cannot be simulated (the decoder normally rejects those first).
    /// With `plotBuckets`, the same run also records each list's plot series in that many buckets.
    /// O(Σ per list: log rows + rows that change, per changing frame).
    public static func analyze(
        tree: NodeTree, frames: [Rect], displayed: [Bool], device: DeviceProfile, file: String, plotBuckets: Int? = nil
    ) throws(InputError) -> [ListReuse] {
        var lists: [ListReuse] = []
        for (index, node) in tree.nodes.enumerated() {
            guard let spec = node.list, index < frames.count, index < displayed.count, displayed[index] else { continue }
            let viewport = frames[index].height
            do throws(ReuseInputError) {
                let result: ReuseResult
                var plot: ReusePlotSeries?
                var rows: RowGeometry?
                if let plotBuckets {
                    rows = try RowGeometry(spec)
                    let duration = try ReuseSimulation.durationMs(spec, viewport: viewport, refreshRate: device.refreshRate)
                    var series = ReusePlotSeries(types: spec.cells.map(\.name), durationMs: duration, bucketCount: plotBuckets)
                    result = try ReuseSimulation.run(spec, viewport: viewport, refreshRate: device.refreshRate, recorder: &series)
                    plot = series
                } else {
                    result = try ReuseSimulation.run(spec, viewport: viewport, refreshRate: device.refreshRate)
                }
                lists.append(
                    ListReuse(
                        node: index, id: node.id, location: node.location, viewport: viewport, reuse: spec.reuse,
                        defaultScroll: spec.scrollIsDefault, result: result, plot: plot,
                        phases: ScrollPosition.phases(of: spec, viewport: viewport, refreshRate: device.refreshRate), rows: rows))
            } catch {
                throw InputError(file: file, location: spec.location, message: "list '\(node.id)': \(error.message)")
            }
        }
        return lists
    }

    /// The json contract's list metrics: one per list × cell type, sorted by list id then type.
    public static func metrics(_ lists: [ListReuse]) -> [ListMetric] {
        lists.flatMap { list in
            list.result.types.map { cell in
                ListMetric(
                    id: list.id, type: cell.type, allocations: cell.allocations,
                    steadyAllocations: cell.steadyAllocations, peakLive: cell.peakLive, peakPool: cell.peakPool,
                    discards: cell.discards, recommendedPoolLimit: cell.recommendedPoolLimit, defaultScroll: list.defaultScroll)
            }
        }
        .sorted { ($0.id, $0.type) < ($1.id, $1.type) }
    }
}
