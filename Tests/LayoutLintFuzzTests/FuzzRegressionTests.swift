import Foundation
import LayoutLintKit
import LayoutLintTestSupport
import Testing

@testable import LayoutLintFuzz

/// Every input the fuzzer kept (`scripts/fuzz.sh` copies each crash, hang or out-of-memory
/// input to `FuzzRegressions/`) and the seeds in `layouts/` run through the fuzz target's
/// pipeline — decoding, layout, simulations, rules, every reporter — without trapping, and
/// produce output.
@Suite struct FuzzRegressionTests {
    static let regressions = Repository.url("Tests/FuzzRegressions")
    static let layouts = Repository.url("layouts")

    /// The inputs of `folder`: its JSON files (a structure-aware finding may keep its
    /// configuration beside it as `X.layoutlint.yml`, replayed with `X.json`).
    static func files(in folder: URL) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { !$0.hasPrefix(".") && $0.hasSuffix(".json") }.sorted().map { folder.appendingPathComponent($0).path }
    }

    @Test func theRegressionFolderHoldsInputs() {
        #expect(!Self.files(in: Self.regressions).isEmpty, "FuzzRegressions/ is empty: the replay below tests nothing")
    }

    @Test(arguments: files(in: regressions) + files(in: layouts))
    func replaysWithoutTrapping(path: String) throws {
        let bytes = try #require(FileManager.default.contents(atPath: path))
        // Every reporter writes at least its header, so a run that completes produces output.
        #expect(FuzzInput.run([UInt8](bytes), configuration: FuzzInput.configuration(besides: path)) > 0)
    }

    /// The seeds decode cleanly under the fuzz target's small limits: if they did not, the
    /// fuzzer would start from inputs that stop at the decoder and reach nothing deeper.
    @Test(arguments: files(in: layouts))
    func seedsFitTheFuzzLimits(path: String) throws {
        let bytes = try #require(FileManager.default.contents(atPath: path))
        let report = Linter(options: FuzzInput.options).lint(file: path, bytes: [UInt8](bytes))
        #expect(report.errors.isEmpty, "\(report.errors)")
        #expect(report.runCount > 0)
    }
}
