/// Lays a screen's view tree out on a device.
public enum ScreenLayout {
    /// Lays `tree` out on `device`.
    ///
    /// - The root gets the screen size as a definite available size, so its `auto` width and
    ///   height become the screen's.
    /// - Rounding uses the device scale; adaptive sizes resolve against the device height.
    ///   Only `options.maxDepth` and `options.rightToLeft` (the root's direction) are taken
    ///   from `options`.
    /// - A node with `safeArea: true` gets the device's safe-area insets added to its padding
    ///   on every edge, after the style padding is resolved (a percentage padding resolves
    ///   first, then the inset points are added).
    /// - A `label` with text whose width or height is not a fixed number of points is measured
    ///   with `measurer` in its `font`, showing at most its `numberOfLines` (by default
    ///   `GlyphTextMeasurer`: Inter's metrics at Apple's text style sizes).
    /// - `list` nodes are laid out as ordinary boxes.
    ///
    /// Result arrays are indexed like `tree.nodes`; nodes not reachable from the root get zero
    /// frames and `isDisplayed` false. O(nodes).
    public static func layout(
        _ tree: NodeTree, on device: DeviceProfile,
        options: LayoutOptions = LayoutOptions(),
        measurer: any TextMeasurer = GlyphTextMeasurer()
    ) throws(LayoutError) -> LayoutResult {
        guard !tree.nodes.isEmpty else { throw LayoutError.emptyTree }
        let (layoutTree, mapping) = engineTree(for: tree, on: device, measurer: measurer)
        let laidOut = try LayoutEngine(options: engineOptions(options, on: device))
            .layout(layoutTree, availableWidth: device.width, availableHeight: device.height)
        let n = tree.nodes.count
        var result = LayoutResult(
            frames: [Rect](repeating: .zero, count: n),
            absoluteFrames: [Rect](repeating: .zero, count: n),
            isDisplayed: [Bool](repeating: false, count: n))
        for (k, index) in mapping.enumerated() {
            result.frames[index] = laidOut.frames[k]
            result.absoluteFrames[index] = laidOut.absoluteFrames[k]
            result.isDisplayed[index] = laidOut.isDisplayed[k]
        }
        return result
    }

    /// The engine's tree for `tree`: the nodes reachable from the root in pre-order, safe
    /// areas added to padding, labels measured. `mapping[k]` is the node index of layout node k.
    static func engineTree(for tree: NodeTree, on device: DeviceProfile, measurer: any TextMeasurer) -> (LayoutTree, [Int]) {
        var layoutTree = LayoutTree()
        var mapping: [Int] = []
        mapping.reserveCapacity(tree.nodes.count)
        var seen = [Bool](repeating: false, count: tree.nodes.count)
        var stack: [(node: Int, parent: Int?)] = [(0, nil)]
        while let (index, parent) = stack.popLast() {
            guard index >= 0 && index < tree.nodes.count && !seen[index] else { continue }
            seen[index] = true
            let node = tree.nodes[index]
            let added = layoutTree.addNode(style: node.style, parent: parent, measure: measureFunction(for: node, measurer: measurer))
            mapping.append(index)
            if node.safeArea {
                layoutTree.addExtraPadding(device.safeArea, to: added)
            }
            for child in node.children.reversed() { stack.append((child, added)) }
        }
        return (layoutTree, mapping)
    }

    /// `options` with the device's point scale and screen height.
    static func engineOptions(_ options: LayoutOptions, on device: DeviceProfile) -> LayoutOptions {
        var engineOptions = options
        engineOptions.pointScaleFactor = device.scale
        engineOptions.screenHeight = device.height
        return engineOptions
    }

    /// The text measurer for labels whose size is not fixed, else nil.
    static func measureFunction(for node: Node, measurer: any TextMeasurer) -> MeasureFunction? {
        guard node.kind == .label, let text = node.text else { return nil }
        if isFixedPoints(node.style.width) && isFixedPoints(node.style.height) { return nil }
        return measurer.measureFunction(for: text, font: node.font, numberOfLines: node.numberOfLines)
    }

    private static func isFixedPoints(_ size: SizeValue) -> Bool {
        if case .length(.points) = size { return true }
        return false
    }
}
