import Foundation
import LayoutBenchmarks

// layoutlint-bench [--filter NAME] [--runs N]: one JSON object per line per benchmark
// (README "Performance"). Build with -c release.

var filter: String?
var runs: Int?
var arguments = CommandLine.arguments.dropFirst()
while let argument = arguments.popFirst() {
    switch argument {
    case "--filter": filter = arguments.popFirst()
    case "--runs": runs = arguments.popFirst().flatMap { Int($0) }.flatMap { $0 > 0 ? $0 : nil }
    default:
        FileHandle.standardError.write(Data("usage: layoutlint-bench [--filter NAME] [--runs N]\nunknown argument '\(argument)'\n".utf8))
        exit(2)
    }
    if (argument == "--filter" && filter == nil) || (argument == "--runs" && runs == nil) {
        FileHandle.standardError.write(Data("\(argument) needs a value (--runs: a positive whole number)\n".utf8))
        exit(2)
    }
}

let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("layoutlint-bench-\(ProcessInfo.processInfo.processIdentifier)")
try? FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
defer { try? FileManager.default.removeItem(at: scratch) }

var selected = Cases.all(scratch: scratch)
// A filter that is a benchmark's whole name runs that one alone (`timeline.20k×2k`, not also
// `budget.timeline.20k×2k`); otherwise every name containing it.
if let filter {
    selected =
        selected.contains { $0.name == filter } ? selected.filter { $0.name == filter } : selected.filter { $0.name.contains(filter) }
}
if selected.isEmpty {
    FileHandle.standardError.write(Data("no benchmark name contains '\(filter ?? "")'\n".utf8))
}
if Cases.captures.isEmpty {
    FileHandle.standardError.write(
        Data("layout.capture.* skipped: no captures in \(BenchmarkFiles.yogaDirectory.path) (set LAYOUTLINT_BENCH_DIR)\n".utf8))
}
var failed = false
for bench in selected {
    Memory.resetPeak()
    do {
        let prepared = try bench.prepare()
        let count = runs ?? bench.defaultRuns
        var times: [UInt64] = []
        times.reserveCapacity(count)
        for _ in 0..<count {
            let start = now()
            try prepared.body()
            times.append(now() - start)
        }
        let measurement = Measurement(
            name: bench.name, sizeKey: bench.sizeKey, size: prepared.size, nanoseconds: times, peakRSSBytes: Memory.peakRSSBytes(),
            extra: prepared.extra, estimateNs: prepared.estimateNs)
        // Unbuffered, so each line appears as soon as its benchmark ends.
        FileHandle.standardOutput.write(Data((measurement.jsonLine + "\n").utf8))
    } catch {
        FileHandle.standardError.write(Data("\(bench.name): \(error)\n".utf8))
        failed = true
    }
}
exit(failed ? 1 : 0)
