import LayoutModel

/// The reuse simulation of one list node of a screen on one device.
struct ListReuse: Sendable, Hashable {
    /// The list node's index in the screen's tree.
    var node: Int
    /// The list node's id.
    var id: String
    /// The list's laid-out height: its viewport.
    var viewport: Double
    /// Whether the list reuses cells.
    var reuse: Bool
    var result: ReuseResult
}

/// Runs the reuse simulation for every list of a laid-out screen.
enum ListAnalysis {
    /// Lays `screen` out on `device` (its initial layout) and simulates each of its lists.
    /// A layout error becomes an input error at the screen.
    static func analyze(screen: Screen, device: DeviceProfile, file: String) throws(InputError) -> [ListReuse] {
        guard screen.tree.nodes.contains(where: { $0.list != nil }) else { return [] }
        let layout: LayoutResult
        do {
            layout = try ScreenLayout.layout(screen.tree, on: device)
        } catch {
            throw InputError(file: file, location: screen.location, message: error.description)
        }
        return try analyze(
            tree: screen.tree, frames: layout.absoluteFrames, displayed: layout.isDisplayed, device: device, file: file)
    }

    /// Simulates each displayed `list` node of `tree`, in tree order, with its laid-out height
    /// (`frames[i].height`, indexed like `tree.nodes`) as viewport and the device's refresh rate.
    /// Lists that are not displayed have no viewport and are skipped. Throws an input error at
    /// the list when its rows cannot be simulated (the decoder normally rejects those first).
    /// O(Σ per list: log rows + rows that change, per changing frame).
    static func analyze(
        tree: NodeTree, frames: [Rect], displayed: [Bool], device: DeviceProfile, file: String
    ) throws(InputError) -> [ListReuse] {
        var lists: [ListReuse] = []
        for (index, node) in tree.nodes.enumerated() {
            guard let spec = node.list, index < frames.count, index < displayed.count, displayed[index] else { continue }
            let viewport = frames[index].height
            do {
                let result = try ReuseSimulation.run(spec, viewport: viewport, refreshRate: device.refreshRate)
                lists.append(ListReuse(node: index, id: node.id, viewport: viewport, reuse: spec.reuse, result: result))
            } catch {
                throw InputError(file: file, location: spec.location, message: "list '\(node.id)': \(error.message)")
            }
        }
        return lists
    }

    /// Re-runs the simulation of `list` with a bucketed recorder for a plot `buckets` wide.
    /// Nil when the node is not a list of `screen`. Memory is O(buckets × cell types).
    static func plotSeries(of list: ListReuse, in screen: Screen, device: DeviceProfile, buckets: Int) -> ReusePlotSeries? {
        guard list.node < screen.tree.nodes.count, let spec = screen.tree.nodes[list.node].list else { return nil }
        var series = ReusePlotSeries(types: spec.cells.map(\.name), durationMs: list.result.durationMs, bucketCount: buckets)
        do {
            _ = try ReuseSimulation.run(spec, viewport: list.viewport, refreshRate: device.refreshRate, recorder: &series)
        } catch {
            return nil
        }
        return series
    }

    /// The json contract's list metrics: one per list × cell type, sorted by list id then type.
    static func metrics(_ lists: [ListReuse]) -> [ListMetric] {
        lists.flatMap { list in
            list.result.types.map { cell in
                ListMetric(
                    id: list.id, type: cell.type, allocations: cell.allocations,
                    steadyAllocations: cell.steadyAllocations, peakLive: cell.peakLive, peakPool: cell.peakPool,
                    discards: cell.discards, recommendedPoolLimit: cell.recommendedPoolLimit)
            }
        }
        .sorted { ($0.id, $0.type) < ($1.id, $1.type) }
    }
}
