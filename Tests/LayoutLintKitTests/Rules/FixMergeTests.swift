import Foundation
import LayoutLintTestSupport
import LayoutModel
import Testing

@testable import LayoutLintKit

/// The merged fix on its own: the number devices agree on, the largest pool limit, words
/// that differ listed per device.
@Suite struct FixMergeTests {
    static func words(_ proposals: [(FixProposal, String)]) -> String? {
        Fix.merging(proposals.map { (proposal: $0.0, device: $0.1) })?.words
    }

    @Test func sizesMergeToTheAgreedNumberAnAspectRatioOrATable() {
        func size(_ height: Double, _ width: Double, _ adaptive: AdaptiveSize? = nil) -> (FixProposal, String) {
            (.size(node: "hero", axis: .height, size: height, nodeWidth: width, adaptive: adaptive, object: nil), "\(width)")
        }
        #expect(Self.words([size(220, 375), size(220, 430)]) == "give 'hero' height 220")
        #expect(Self.words([size(187.5, 375), size(215, 430)]) == #"give 'hero' height {"aspectRatio": 2}"#)
        #expect(
            Self.words([size(59, 375), size(61, 393), size(67, 430)])
                == #"give 'hero' height {"byWidth": [[375, 59], [393, 61], [430, 67]]}"#)
        let banner = AdaptiveSize.provider(.anchoredAdaptiveBanner)
        #expect(
            Self.words([size(59, 375, banner), size(67, 430, banner)])
                == #"give 'hero' height {"provider": "admob.anchoredAdaptiveBanner"}"#)
    }

    @Test func lineCountsTakeTheMostAnyDeviceNeeds() {
        let label = SourceLocation(line: 2, column: 5)
        let lines = Fix.merging([
            (proposal: .lines(node: "headline", lines: 3, object: label), device: "iPhone SE"),
            (proposal: .lines(node: "headline", lines: 2, object: label), device: "iPad"),
        ])
        #expect(lines?.words == "give 'headline' numberOfLines 3, or 0 to let it grow")
        #expect(lines?.edits == [Fix.Edit(object: label, keyPath: ["numberOfLines"], value: "3")])
    }

    @Test func poolLimitsTakeTheLargestAndDifferingWordsAreListed() {
        let list = SourceLocation(line: 3, column: 5)
        let pool = Fix.merging([
            (proposal: .poolLimit(type: "ad", limit: 2, object: list), device: "A"),
            (proposal: .poolLimit(type: "ad", limit: 1, object: list), device: "B"),
        ])
        #expect(pool?.words == "set poolLimit.ad to 2")
        #expect(pool?.edits == [Fix.Edit(object: list, keyPath: ["list", "poolLimit", "ad"], value: "2")])
        #expect(Self.words([(.advice("set reuse to true"), "A"), (.advice("set reuse to true"), "B")]) == "set reuse to true")
        #expect(Self.words([(.advice("x"), "A"), (.advice("y"), "B")]) == "on A: x; on B: y")
        // Edits that differ by device are not applied: each device's words, as advice.
        let a = Fix.Edit(object: list, keyPath: ["background"], value: "\"#FFFFFF\"")
        let b = Fix.Edit(object: list, keyPath: ["background"], value: "\"#000000\"")
        let differing = Fix.merging([
            (proposal: .edits([a], words: "white"), device: "A"), (proposal: .edits([b], words: "black"), device: "B"),
        ])
        #expect(differing?.edits.isEmpty == true)
        #expect(differing?.words == "on A: white; on B: black")
    }

    /// Work split to the shortest refresh any device has: 8.3 ms, one refresh at 120 Hz.
    @Test func splitWorkTakesTheShortestRefresh() {
        let words = Self.words([(.splitWork(intervalMs: 1000.0 / 60, hz: 60), "A"), (.splitWork(intervalMs: 1000.0 / 120, hz: 120), "B")])
        #expect(words?.contains("pieces under 8.3ms (one refresh at 120 Hz)") == true, "\(words ?? "")")
    }
}
