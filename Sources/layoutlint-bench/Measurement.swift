import Foundation

/// One benchmark's timings and peak memory, printed as one JSON line.
struct Measurement {
    var name: String
    /// "nodes", "rows" or "screens".
    var sizeKey: String
    var size: Int
    var nanoseconds: [UInt64]
    var peakRSSBytes: Int
    /// More numbers (the budget cases' estimates), printed after the others.
    var extra: [(String, Int)] = []
    /// The time the work model expects, in ns: adds `estimateNs` and `ratio` (median ÷ it).
    var estimateNs: Int?

    var jsonLine: String {
        let sorted = nanoseconds.sorted()
        let median = sorted.isEmpty ? 0 : sorted[sorted.count / 2]
        let escaped = name.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
        var line =
            "{\"name\": \"\(escaped)\", \"\(sizeKey)\": \(size), \"medianNs\": \(median), \"minNs\": \(sorted.first ?? 0), "
            + "\"maxNs\": \(sorted.last ?? 0), \"runs\": \(sorted.count), \"peakRSSBytes\": \(peakRSSBytes)"
        for (key, value) in extra { line += ", \"\(key)\": \(value)" }
        if let estimateNs, estimateNs > 0 {
            let ratio = (Double(median) / Double(estimateNs) * 100).rounded() / 100
            line += ", \"estimateNs\": \(estimateNs), \"ratio\": \(ratio)"
        }
        return line + "}"
    }
}

/// Process memory, read from /proc on Linux.
enum Memory {
    /// Resets the peak resident set size to the current one (Linux: `5` into clear_refs), so the
    /// next `peakRSSBytes()` is this benchmark's own peak. Returns false where unsupported.
    @discardableResult
    static func resetPeak() -> Bool {
        guard let handle = FileHandle(forWritingAtPath: "/proc/self/clear_refs") else { return false }
        defer { try? handle.close() }
        return (try? handle.write(contentsOf: Data("5".utf8))) != nil
    }

    /// The peak resident set size since the last reset (VmHWM), 0 when unknown.
    static func peakRSSBytes() -> Int {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return 0 }
        for line in status.split(separator: "\n") where line.hasPrefix("VmHWM:") {
            let kilobytes = line.split(separator: " ").dropFirst().first.flatMap { Int($0) } ?? 0
            return kilobytes * 1024
        }
        return 0
    }
}

/// Monotonic nanoseconds.
@inline(__always) func now() -> UInt64 { DispatchTime.now().uptimeNanoseconds }
