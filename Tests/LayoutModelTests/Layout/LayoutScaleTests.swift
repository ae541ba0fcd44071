import Foundation
import LayoutModel
import Testing

/// Records the arguments of every measure call.
private final class MeasureLog: @unchecked Sendable {
    struct Call: Equatable {
        var width: Double, widthMode: MeasureMode, height: Double, heightMode: MeasureMode
        static func == (a: Call, b: Call) -> Bool {
            a.widthMode == b.widthMode && a.heightMode == b.heightMode
                && (a.width == b.width || (a.width.isNaN && b.width.isNaN))
                && (a.height == b.height || (a.height.isNaN && b.height.isNaN))
        }
    }
    private let lock = NSLock()
    private var storage: [Call] = []
    var calls: [Call] { lock.withLock { storage } }

    func function(returning size: MeasuredSize) -> MeasureFunction {
        { w, wm, h, hm in
            self.lock.withLock { self.storage.append(Call(width: w, widthMode: wm, height: h, heightMode: hm)) }
            return size
        }
    }
}

@Suite struct LayoutScaleTests {
    @Test func measureFunctionGetsYogaModes() throws {
        let stretched = MeasureLog()
        var f = LayoutFixture(style(width: .points(200)))
        let a = f.add(style(), measure: stretched.function(returning: MeasuredSize(width: 80, height: 30)))
        let r = try f.layout()
        // Column parent, alignItems stretch: width exactly 200, height unconstrained (NaN).
        // The later layout pass has both sizes exact and needs no call, so it is measured once.
        #expect(stretched.calls == [.init(width: 200, widthMode: .exactly, height: .nan, heightMode: .undefined)])
        #expect(r.frames[a] == rect(0, 0, 200, 30))

        let row = MeasureLog()
        var g = LayoutFixture(
            style(width: .points(200)) {
                $0.flexDirection = .row; $0.alignItems = .flexStart
            })
        let b = g.add(style(), measure: row.function(returning: MeasuredSize(width: 80, height: 30)))
        let rr = try g.layout()
        // Row parent: the flex basis is measured with width at most 200, height undefined.
        #expect(row.calls.first == .init(width: 200, widthMode: .atMost, height: .nan, heightMode: .undefined))
        #expect(rr.frames[b] == rect(0, 0, 80, 30))
        // No constraint pair is measured twice.
        let calls = row.calls
        for (i, call) in calls.enumerated() {
            #expect(!calls[(i + 1)...].contains(call))
        }
    }

    @Test func tenThousandDeepChainLaysOut() throws {
        var tree = LayoutTree()
        var parent = tree.addNode(style: style(width: .points(100)), parent: nil)
        for _ in 1..<9_999 { parent = tree.addNode(style: style { $0.padding.top = .points(1) }, parent: parent) }
        let leaf = tree.addNode(style: style(height: .points(10)), parent: parent)
        let r = try LayoutEngine(options: LayoutOptions(pointScaleFactor: 1)).layout(tree, availableWidth: nil, availableHeight: nil)
        // 9,998 nodes each add 1 pt of top padding above the 10 pt leaf:
        // the leaf's absolute top is 9,998 and the root is 9,998 + 10 = 10,008 tall.
        #expect(r.frames[0] == rect(0, 0, 100, 10_008))
        #expect(r.absoluteFrames[leaf] == rect(0, 9_998, 100, 10))
    }

    @Test func deeperThanTheLimitIsRejected() throws {
        var tree = LayoutTree()
        var parent = tree.addNode(style: Style(), parent: nil)
        for _ in 1..<300 { parent = tree.addNode(style: Style(), parent: parent) }
        let engine = LayoutEngine(options: LayoutOptions(pointScaleFactor: 1, maxDepth: 200))
        #expect(throws: LayoutError.tooDeep(depth: 300, limit: 200)) {
            try engine.layout(tree, availableWidth: 100, availableHeight: 100)
        }
        let message = LayoutError.tooDeep(depth: 300, limit: 200).description
        #expect(message.contains("300") && message.contains("200"))
    }

    @Test func invalidParentsAreRejected() {
        var tree = LayoutTree()
        tree.addNode(style: Style(), parent: nil)
        tree.addNode(style: Style(), parent: 5)
        #expect(throws: LayoutError.invalidParent(node: 1, parent: 5)) {
            try LayoutEngine().layout(tree, availableWidth: nil, availableHeight: nil)
        }
        #expect(throws: LayoutError.emptyTree) {
            try LayoutEngine().layout(LayoutTree(), availableWidth: nil, availableHeight: nil)
        }
    }

    @Test func hundredThousandLeavesTenWide() throws {
        // Fan-out 10, five levels below the root: 1 + 10 + … + 100,000 = 111,111 nodes.
        var tree = LayoutTree()
        var level = [tree.addNode(style: style(width: .points(1_000)), parent: nil)]
        for depth in 1...5 {
            var next: [Int] = []
            next.reserveCapacity(level.count * 10)
            for p in level {
                for _ in 0..<10 {
                    next.append(tree.addNode(style: depth == 5 ? style(height: .points(1)) : Style(), parent: p))
                }
            }
            level = next
        }
        #expect(tree.count == 111_111)
        let r = try LayoutEngine(options: LayoutOptions(pointScaleFactor: 1)).layout(tree, availableWidth: nil, availableHeight: nil)
        // Columns stack the 100,000 one-point leaves: the root is 100,000 tall and the last
        // leaf's absolute top is 99,999.
        #expect(r.frames[0] == rect(0, 0, 1_000, 100_000))
        #expect(r.absoluteFrames[tree.count - 1] == rect(0, 99_999, 1_000, 1))
    }
}
