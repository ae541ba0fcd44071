import LayoutModel

/// An ad-loading request as it ran: in flight from `startMs` until its response (`endMs`),
/// loaded — ready to show — at `finishMs` (after its `onMain` work).
public struct AdLoad: Sendable, Hashable {
    /// The request (index into `LaunchSimulation.tasks`).
    public var task: Int
    /// What the request asks for.
    public var ad: AdRequest
    /// When it was sent.
    public var startMs: Double
    /// When its response arrived.
    public var endMs: Double
    /// When its `onMain` work had run (its response, without one).
    public var finishMs: Double
}

/// A period with more ad requests in flight than allowed (`ad-load-burst`).
public struct AdBurst: Sendable, Hashable {
    /// When the limit was first exceeded.
    public var startMs: Double
    /// When the requests in flight were back within the limit.
    public var endMs: Double
    /// The most requests in flight at once, first reached at `peakMs`.
    public var peak: Int
    public var peakMs: Double
    /// The requests in flight at `peakMs` (indices into `adLoads`), in start order.
    public var inFlight: [Int]
}

/// An ad request started while one of higher priority was still in flight.
public struct AdPriorityInversion: Sendable, Hashable {
    /// The lower-priority load (index into `adLoads`).
    public var load: Int
    /// The higher-priority load still in flight when it started: the highest priority, then the
    /// one in flight longest after (index into `adLoads`).
    public var higher: Int
}

/// Requests for one ad unit that one request could serve (`ad-requests-unbatched`): each starts
/// while an earlier one of the group is in flight or loading, or the moment it has loaded.
public struct AdBatch: Sendable, Hashable {
    /// The ad unit.
    public var unit: String
    /// Indices into `adLoads`, in start order.
    public var loads: [Int]
    /// The ads they ask for together.
    public var adCount: Int
}

/// A refresh request and the load it replaces (`ad-refresh-unseen`).
public struct AdRefresh: Sendable, Hashable {
    /// The refresh (index into `adLoads`).
    public var load: Int
    /// The latest load of the same unit finished when the refresh started (index into
    /// `adLoads`); nil when none had.
    public var previous: Int?
}

extension LaunchSimulation {
    /// The ad requests in start order (ties in file order).
    public var adLoads: [AdLoad] {
        tasks.enumerated().compactMap { index, task -> AdLoad? in
            guard let ad = task.request?.ad else { return nil }
            return AdLoad(task: index, ad: ad, startMs: task.startMs, endMs: task.endMs, finishMs: task.finishMs)
        }.sorted { ($0.startMs, $0.task) < ($1.startMs, $1.task) }
    }

    /// The maximal periods with more than `maxConcurrent` ad requests in flight. A sweep over
    /// starts and responses, O(n log n), then a second sweep that lists the requests in flight
    /// at each burst's peak: O(n + Σ peak) more. (Listing them each time the peak grew cost
    /// O(n² log n) for n requests sent at once.)
    public func adBursts(maxConcurrent: Int) -> [AdBurst] {
        let loads = adLoads
        // Responses before starts at the same time: in flight is [start, end), so a request
        // answered the moment it is sent is never in flight.
        let edges = loads.indices.filter { loads[$0].endMs > loads[$0].startMs }
            .flatMap { [(loads[$0].startMs, 1, $0), (loads[$0].endMs, 0, $0)] }.sorted { ($0.0, $0.1, $0.2) < ($1.0, $1.1, $1.2) }
        var active = 0
        var bursts: [AdBurst] = []
        // Per burst, the edge after which its peak was first reached.
        var peakEdges: [Int] = []
        var open: (burst: AdBurst, peakEdge: Int)?
        for (position, (time, kind, _)) in edges.enumerated() {
            active += kind == 1 ? 1 : -1
            if active > maxConcurrent {
                if open == nil { open = (AdBurst(startMs: time, endMs: time, peak: 0, peakMs: time, inFlight: []), position) }
                if let current = open, active > current.burst.peak {
                    open?.burst.peak = active
                    open?.burst.peakMs = time
                    open?.peakEdge = position
                }
            } else if let current = open {
                var burst = current.burst
                burst.endMs = time
                bursts.append(burst)
                peakEdges.append(current.peakEdge)
                open = nil
            }
        }
        guard !bursts.isEmpty else { return [] }
        // Replay the edges, keeping the requests in flight in a set that inserts and removes in
        // O(1), and copy it once per burst, at its peak.
        var members: [Int] = []
        var slot = Array(repeating: -1, count: loads.count)
        var next = 0
        for (position, (_, kind, load)) in edges.enumerated() {
            if kind == 1 {
                slot[load] = members.count
                members.append(load)
            } else if let last = members.last {
                members[slot[load]] = last
                slot[last] = slot[load]
                members.removeLast()
                slot[load] = -1
            }
            while next < bursts.count, peakEdges[next] == position {
                bursts[next].inFlight = members.sorted()
                next += 1
            }
            if next == bursts.count { break }
        }
        return bursts
    }

    /// Each ad request started while a higher-priority one was in flight (started at or before
    /// it, response not yet in). O(n log n).
    public func adPriorityInversions() -> [AdPriorityInversion] {
        let loads = adLoads
        // Per priority: loads by start, and the prefix's load in flight longest.
        var byPriority: [AdPriority: [Int]] = [:]
        for index in loads.indices { byPriority[loads[index].ad.priority, default: []].append(index) }
        var longest: [AdPriority: [Int]] = [:]
        for (priority, members) in byPriority {
            var prefix: [Int] = []
            for member in members {
                prefix.append(prefix.last.map { loads[$0].endMs >= loads[member].endMs ? $0 : member } ?? member)
            }
            longest[priority] = prefix
        }
        var inversions: [AdPriorityInversion] = []
        for (index, load) in loads.enumerated() {
            for priority in AdPriority.allCases where priority > load.ad.priority {
                guard let members = byPriority[priority], let prefix = longest[priority] else { continue }
                var low = 0, high = members.count
                while low < high {
                    let middle = (low + high) / 2
                    if loads[members[middle]].startMs <= load.startMs { low = middle + 1 } else { high = middle }
                }
                if low > 0, loads[prefix[low - 1]].endMs > load.startMs {
                    inversions.append(AdPriorityInversion(load: index, higher: prefix[low - 1]))
                    break
                }
            }
        }
        return inversions
    }

    /// Groups of two or more requests for the same unit, each starting before the group's
    /// latest load so far has finished loading (or at that moment). O(n log n).
    public func adBatches() -> [AdBatch] {
        let loads = adLoads
        var byUnit: [String: [Int]] = [:]
        var units: [String] = []
        for index in loads.indices {
            if byUnit[loads[index].ad.unit] == nil { units.append(loads[index].ad.unit) }
            byUnit[loads[index].ad.unit, default: []].append(index)
        }
        var batches: [AdBatch] = []
        for unit in units {
            var group: [Int] = []
            var loadedBy = -Double.infinity
            for index in byUnit[unit] ?? [] {
                if loads[index].startMs > loadedBy, group.count > 1 {
                    batches.append(AdBatch(unit: unit, loads: group, adCount: group.reduce(0) { $0 + loads[$1].ad.count }))
                }
                if loads[index].startMs > loadedBy { group = [] }
                group.append(index)
                loadedBy = max(loadedBy, loads[index].finishMs)
            }
            if group.count > 1 {
                batches.append(AdBatch(unit: unit, loads: group, adCount: group.reduce(0) { $0 + loads[$1].ad.count }))
            }
        }
        return batches
    }

    /// For each refresh request (`"refresh": true`), the latest earlier load of its unit that
    /// had finished loading when it started: between the two, the unit's slots (its `blocks`)
    /// should have been on screen. O(n log n).
    public func adRefreshes() -> [AdRefresh] {
        let loads = adLoads
        let byFinish = loads.indices.sorted { (loads[$0].finishMs, $0) < (loads[$1].finishMs, $1) }
        var latest: [String: Int] = [:]
        var next = 0
        var refreshes: [AdRefresh] = []
        for (index, load) in loads.enumerated() {
            while next < byFinish.count, loads[byFinish[next]].finishMs <= load.startMs {
                latest[loads[byFinish[next]].ad.unit] = byFinish[next]
                next += 1
            }
            if load.ad.refresh { refreshes.append(AdRefresh(load: index, previous: latest[load.ad.unit])) }
        }
        return refreshes
    }
}
