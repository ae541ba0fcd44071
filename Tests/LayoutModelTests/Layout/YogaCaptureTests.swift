import Foundation
import LayoutBenchmarks
import LayoutModel
import Testing

/// Yoga's captured app trees (../shared/benchmarks/yoga/captures, see its README). A capture
/// records the measure calls Yoga made while laying the tree out, not the resulting frames, so
/// agreement is checked on those: every measure call our engine makes asks for constraints Yoga
/// asked for (a call matching no record would be answered with Yoga's 10 × 10 fallback).
@Suite struct YogaCaptureTests {
    static var captures: [URL] {
        let files = BenchmarkFiles.captureFiles
        if files.isEmpty {
            print("Yoga captures skipped: no captures in \(BenchmarkFiles.yogaDirectory.path) (set LAYOUTLINT_BENCH_DIR)")
        }
        return files
    }

    @Test(arguments: captures)
    func everyMeasureCallIsOneYogaMade(_ url: URL) throws {
        let capture = try YogaCapture(contentsOf: url)
        #expect(capture.count > 100)
        #expect(capture.measureCalls.contains { $0?.isEmpty == false })
        let misses = MissCounter()
        let result = try capture.layout(misses: misses)
        #expect(result.frames.count == capture.count)
        #expect(result.frames[0].width == capture.availableWidth)
        if capture.name == "chat-mac" {
            withKnownIssue(
                """
                chat-mac was captured with errata "all", which includes Yoga's StretchFlexBasis \
                erratum (a stretched child's flex basis measured with the owner's size); the engine \
                implements Yoga without errata, so some text leaves are asked under other constraints
                """
            ) {
                #expect(misses.count == 0)
            }
        } else {
            #expect(misses.count == 0)
        }
    }
}
