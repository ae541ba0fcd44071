import Foundation
import LayoutLintTestSupport
import Testing

@testable import LayoutLintKit

/// `--version`, `--quiet`, `--color` with `NO_COLOR`, `--shard` and the new reporters, run
/// through the built executable.
@Suite struct CommandLineHabitsTests {
    static let screen = Fixtures.home

    @Test func versionPrintsTheToolVersion() throws {
        let folder = try BinaryRunner.folder([:])
        defer { try? FileManager.default.removeItem(at: folder) }
        guard let result = try BinaryRunner.run(["--version"], in: FileManager.default.temporaryDirectory) else { return }
        #expect(result.status == 0)
        #expect(result.output == ToolInfo.version + "\n")
    }

    @Test func quietKeepsOnlyErrorsAndDropsTheSummary() throws {
        let folder = try BinaryRunner.folder(["home.json": Self.screen])
        defer { try? FileManager.default.removeItem(at: folder) }
        guard let loud = try BinaryRunner.run(["lint", "home.json", "--color", "never"], in: folder),
            let quiet = try BinaryRunner.run(["lint", "home.json", "--quiet"], in: folder)
        else { return }
        #expect(loud.output.contains(": warning: "), "\(loud.output)")
        #expect(loud.output.contains(": error: "), "\(loud.output)")
        #expect(loud.errors.contains("layoutlint: 1 file"))
        #expect(!quiet.output.contains(": warning: "))
        #expect(quiet.output.contains("home.json:4:5: error: "), "\(quiet.output)")
        #expect(quiet.errors.isEmpty)
        #expect(quiet.status == 1 && loud.status == 1)
    }

    @Test func colourOnlyWhenAskedAndNeverWithNoColor() throws {
        let folder = try BinaryRunner.folder(["home.json": Self.screen])
        defer { try? FileManager.default.removeItem(at: folder) }
        guard let always = try BinaryRunner.run(["lint", "home.json", "--color", "always"], in: folder, environment: ["NO_COLOR": "1"]),
            let auto = try BinaryRunner.run(["lint", "home.json"], in: folder),
            let never = try BinaryRunner.run(["lint", "home.json", "--color", "never"], in: folder)
        else { return }
        #expect(always.output.contains("\u{1B}[1;31merror\u{1B}[0m"))
        // Standard output is a pipe here, so auto means no colour.
        #expect(!auto.output.contains("\u{1B}["))
        #expect(never.output == auto.output)
        #expect(ColorMode.auto.enabled(isTerminal: true, environment: [:]))
        #expect(!ColorMode.auto.enabled(isTerminal: true, environment: ["NO_COLOR": "1"]))
        #expect(!ColorMode.auto.enabled(isTerminal: false, environment: [:]))
    }

    @Test func shardsCoverEveryFileExactlyOnce() throws {
        var files: [String: String] = [:]
        for index in 0..<12 { files["screens/s\(index).json"] = Self.screen.replacingOccurrences(of: "Home", with: "Screen \(index)") }
        let folder = try BinaryRunner.folder(files)
        defer { try? FileManager.default.removeItem(at: folder) }
        var seen: [String] = []
        for shard in 1...3 {
            guard let result = try BinaryRunner.run(["lint", "screens", "--shard", "\(shard)/3", "--reporter", "json"], in: folder) else {
                return
            }
            let names = Set(
                result.output.split(separator: "\n").compactMap { line -> String? in
                    guard let range = line.range(of: "\"file\": \"screens/") else { return nil }
                    return String(line[range.upperBound...].prefix { $0 != "\"" })
                })
            seen += names
            // The same shard picks the same files on every run.
            let again = try BinaryRunner.run(["lint", "screens", "--shard", "\(shard)/3", "--reporter", "json"], in: folder)
            #expect(again?.output == result.output)
        }
        #expect(seen.sorted() == files.keys.map { String($0.dropFirst("screens/".count)) }.sorted())
        guard let bad = try BinaryRunner.run(["lint", "screens", "--shard", "4/3"], in: folder) else { return }
        #expect(bad.status == 2)
        #expect(bad.errors.contains("4/3"))
    }

    @Test func everyReporterRunsFromTheCommandLine() throws {
        let folder = try BinaryRunner.folder(["home.json": Self.screen])
        defer { try? FileManager.default.removeItem(at: folder) }
        for kind in ReporterKind.allCases {
            guard let result = try BinaryRunner.run(["lint", "home.json", "--reporter", kind.rawValue], in: folder) else { return }
            #expect(result.status == 1, "\(kind)")
            #expect(result.output.contains("slot-mismatch"), "\(kind): \(result.output)")
        }
    }
}
