import Foundation

/// The engine's per-node buffers, kept between layout calls so a layout in the steady state
/// allocates nothing per node: a call takes a workspace from a small pool, grows it when the
/// tree is bigger than any before (capacity doubles), and gives it back when done.
///
/// Buffers of trivial types (styles, layouts, caches, indices) are reused as they are; the
/// measure functions and adaptive rules hold references, so they are initialized for each call
/// and deinitialized by `FlexEngine.deallocate()`.
final class LayoutWorkspace: @unchecked Sendable {
    private(set) var capacity = 0
    private(set) var styles = UnsafeMutableBufferPointer<FlexStyle>(start: nil, count: 0)
    private(set) var adaptive = UnsafeMutableBufferPointer<AdaptiveRules>(start: nil, count: 0)
    private(set) var parent = UnsafeMutableBufferPointer<Int>(start: nil, count: 0)
    private(set) var childStart = UnsafeMutableBufferPointer<Int>(start: nil, count: 0)
    private(set) var childEnd = UnsafeMutableBufferPointer<Int>(start: nil, count: 0)
    private(set) var childList = UnsafeMutableBufferPointer<Int>(start: nil, count: 0)
    private(set) var measures = UnsafeMutableBufferPointer<MeasureFunction?>(start: nil, count: 0)
    private(set) var layouts = UnsafeMutableBufferPointer<NodeLayout>(start: nil, count: 0)
    /// `FlexEngine.maxCachedMeasurements` entries per node; an entry is read only after it
    /// was written in the same pass, so the buffer is never cleared.
    private(set) var measureCache = UnsafeMutableBufferPointer<CacheEntry>(start: nil, count: 0)
    private(set) var lineItems = UnsafeMutableBufferPointer<Int>(start: nil, count: 0)
    private(set) var extraPadding = UnsafeMutableBufferPointer<EdgeFloats>(start: nil, count: 0)

    /// Room for one `EngineState`, the engine's only stored pointer.
    let state = UnsafeMutablePointer<EngineState>.allocate(capacity: 1)

    private static let lock = NSLock()
    nonisolated(unsafe) private static var idle: [LayoutWorkspace] = []
    /// Workspaces kept idle at most (one per thread laying out at the same time is typical).
    private static let keep = 8

    /// A workspace with room for `count` nodes, from the pool when one is idle.
    static func take(count: Int) -> LayoutWorkspace {
        let workspace = lock.withLock { idle.popLast() } ?? LayoutWorkspace()
        workspace.reserve(count)
        return workspace
    }

    /// Returns `workspace` to the pool; its reference-holding buffers must be deinitialized.
    static func giveBack(_ workspace: LayoutWorkspace) {
        lock.withLock {
            if idle.count < keep { idle.append(workspace) }
        }
    }

    private func reserve(_ count: Int) {
        guard count > capacity else { return }
        // Reused without initialization, so these must hold no references.
        assert(_isPOD(FlexStyle.self) && _isPOD(NodeLayout.self) && _isPOD(CacheEntry.self) && _isPOD(EdgeFloats.self))
        release()
        capacity = max(count, capacity * 2, 16)
        func allocate<T>(_: T.Type, _ n: Int) -> UnsafeMutableBufferPointer<T> { .allocate(capacity: n) }
        styles = allocate(FlexStyle.self, capacity)
        adaptive = allocate(AdaptiveRules.self, capacity)
        parent = allocate(Int.self, capacity)
        childStart = allocate(Int.self, capacity + 1)
        childEnd = allocate(Int.self, capacity)
        childList = allocate(Int.self, capacity)
        measures = allocate(MeasureFunction?.self, capacity)
        layouts = allocate(NodeLayout.self, capacity)
        measureCache = allocate(CacheEntry.self, capacity * FlexEngine.maxCachedMeasurements)
        lineItems = allocate(Int.self, capacity)
        extraPadding = allocate(EdgeFloats.self, capacity)
    }

    private func release() {
        for buffer in [parent, childStart, childEnd, childList, lineItems] { buffer.deallocate() }
        styles.deallocate()
        adaptive.deallocate()
        measures.deallocate()
        layouts.deallocate()
        measureCache.deallocate()
        extraPadding.deallocate()
    }

    deinit {
        release()
        state.deallocate()
    }
}
