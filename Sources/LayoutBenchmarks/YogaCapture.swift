import Foundation
import LayoutModel

/// A layout tree captured from a real app by Yoga (`benchmark/captures/*.json`, read the way
/// Yoga's `Benchmark.cpp` reads it): styles, the root's constraints and, per measured leaf,
/// the measure calls Yoga made with their results. Replaying a capture answers a measure call
/// with the recorded result whose inputs match exactly, without sleeping; a call that matches
/// no record gets Yoga's fallback of 10 × 10 and is counted in `misses`.
public struct YogaCapture: Sendable {
    /// One recorded measure call.
    public struct MeasureCall: Sendable, Hashable {
        public var width: Float, widthMode: MeasureMode, height: Float, heightMode: MeasureMode
        public var outputWidth: Float, outputHeight: Float

        /// True when `self` was recorded for these inputs (undefined sizes are equal).
        func matches(_ w: Float, _ wm: MeasureMode, _ h: Float, _ hm: MeasureMode) -> Bool {
            wm == widthMode && hm == heightMode
                && (w == width || (w.isNaN && width.isNaN)) && (h == height || (h.isNaN && height.isNaN))
        }
    }

    /// Why a capture cannot be read.
    public struct ReadError: Error, Sendable, CustomStringConvertible {
        public var description: String
    }

    /// The file name without `.json`, e.g. `chat-mac`.
    public var name: String
    public var availableWidth: Double
    public var availableHeight: Double
    /// The root's point scale factor (1 when it has none).
    public var pointScaleFactor: Double
    /// Styles in pre-order, parents before children; `parents[i]` is -1 for the root.
    public var styles: [Style]
    public var parents: [Int]
    /// The recorded measure calls per node; nil for nodes without a measure function.
    public var measureCalls: [[MeasureCall]?]

    /// The number of nodes.
    public var count: Int { styles.count }

    /// Reads `url`.
    public init(contentsOf url: URL) throws(ReadError) {
        let json: JSONValue
        do {
            json = try JSONParser().parse(Array(try Data(contentsOf: url)))
        } catch {
            throw ReadError(description: "\(url.path): \(error)")
        }
        guard let tree = json["tree"], let inputs = json["layout-inputs"] else {
            throw ReadError(description: "\(url.path): no \"tree\" or \"layout-inputs\"")
        }
        name = url.deletingPathExtension().lastPathComponent
        availableWidth = Self.number(inputs["available-width"])
        availableHeight = Self.number(inputs["available-height"])
        let scale = Self.number(tree["config"]?["point-scale-factor"])
        pointScaleFactor = scale.isNaN ? 1 : scale
        var styles: [Style] = []
        var parents: [Int] = []
        var measureCalls: [[MeasureCall]?] = []
        var stack: [(JSONValue, Int)] = [(tree, -1)]
        while let (object, parent) = stack.popLast() {
            let index = styles.count
            styles.append(try Self.style(object["style"], in: url))
            parents.append(parent)
            measureCalls.append(try Self.measureCalls(object["node"]?["measure-funcs"], in: url))
            for child in (object["children"]?.arrayElements ?? []).reversed() { stack.append((child, index)) }
        }
        self.styles = styles
        self.parents = parents
        self.measureCalls = measureCalls
    }

    static func number(_ json: JSONValue?) -> Double {
        guard let json, case .number(let value, _) = json.kind else { return .nan }
        return value
    }

    static func text(_ json: JSONValue?) -> String? {
        guard let json, case .string(let value) = json.kind else { return nil }
        return value
    }

    private static func measureCalls(_ json: JSONValue?, in url: URL) throws(ReadError) -> [MeasureCall]? {
        guard let json, case .array(let elements) = json.kind else { return nil }
        var calls: [MeasureCall] = []
        for element in elements { calls.append(try measureCall(element, in: url)) }
        return calls
    }

    /// The capture as a layout tree whose measure functions replay the recorded calls;
    /// `misses` (when given) counts the calls that matched no record.
    public func layoutTree(misses: MissCounter? = nil) -> LayoutTree {
        var tree = LayoutTree()
        for i in 0..<count {
            let parent = parents[i] < 0 ? nil : parents[i]
            guard let calls = measureCalls[i] else {
                tree.addNode(style: styles[i], parent: parent)
                continue
            }
            tree.addNode(style: styles[i], parent: parent) { w, wm, h, hm in
                let (fw, fh) = (Float(w), Float(h))
                for call in calls where call.matches(fw, wm, fh, hm) {
                    return MeasuredSize(width: Double(call.outputWidth), height: Double(call.outputHeight))
                }
                misses?.add()
                return MeasuredSize(width: 10, height: 10)
            }
        }
        return tree
    }

    /// Lays the capture out with `engine`'s options and the capture's scale.
    public func layout(misses: MissCounter? = nil) throws(LayoutError) -> LayoutResult {
        try LayoutEngine(options: LayoutOptions(pointScaleFactor: pointScaleFactor))
            .layout(layoutTree(misses: misses), availableWidth: availableWidth, availableHeight: availableHeight)
    }
}

/// Counts replayed measure calls that matched no record; safe to share between threads.
public final class MissCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var value = 0

    public init() {}

    /// The calls counted so far.
    public var count: Int { lock.withLock { value } }

    func add() { lock.withLock { value += 1 } }
}
