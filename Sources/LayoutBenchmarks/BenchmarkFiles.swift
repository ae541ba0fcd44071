import Foundation

/// Where Yoga's benchmark inputs are read from (never copied into the project):
/// `$LAYOUTLINT_BENCH_DIR`, else `$LAYOUTLINT_SHARED_DIR/benchmarks/yoga`, else
/// `../shared/benchmarks/yoga` next to the package root.
public enum BenchmarkFiles {
    /// The folder holding `YGBenchmark.c` and `captures/`.
    public static var yogaDirectory: URL {
        let environment = ProcessInfo.processInfo.environment
        if let dir = environment["LAYOUTLINT_BENCH_DIR"], !dir.isEmpty {
            return URL(fileURLWithPath: dir)
        }
        if let shared = environment["LAYOUTLINT_SHARED_DIR"], !shared.isEmpty {
            return URL(fileURLWithPath: shared).appendingPathComponent("benchmarks/yoga")
        }
        return packageRoot.appendingPathComponent("../shared/benchmarks/yoga").standardized
    }

    /// The package's root folder (this file is `Sources/LayoutBenchmarks/BenchmarkFiles.swift`).
    public static var packageRoot: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    }

    /// The capture files (`captures/*.json`), sorted by name; empty when the folder is absent.
    public static var captureFiles: [URL] {
        let folder = yogaDirectory.appendingPathComponent("captures")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".json") }.sorted().map { folder.appendingPathComponent($0) }
    }
}
