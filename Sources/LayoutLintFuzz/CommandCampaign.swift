import Foundation
import LayoutLintKit

/// Runs the built `layoutlint` on generated documents over every command and reporter, as a
/// user would: each document (and its `.layoutlint.yml`, picked up from the working folder)
/// in a fresh folder; `lint` with each reporter, with `--pictures`, `--write-baseline` then
/// `--baseline`, and `--fix` on a copy; `layout`; `render`; `reuse` as text and JSON with
/// plots. A run that ends by a signal, with a status over 2, with a Swift runtime error on
/// standard error or after the timeout is a finding: the document is kept under the
/// regression folder and the campaign stops with status 1.
enum CommandCampaign {
    /// How long one command may take.
    static let timeout: TimeInterval = 120

    static func main(_ arguments: [String]) -> Int32 {
        guard arguments.count >= 3, let first = UInt64(arguments[1]), let count = UInt64(arguments[2]) else {
            FileHandle.standardError.write(Data("usage: layoutlint-fuzz --commands LAYOUTLINT FIRST COUNT [SECONDS] [KEEP-FOLDER]\n".utf8))
            return 2
        }
        let binary = URL(fileURLWithPath: arguments[0])
        let seconds = arguments.count > 3 ? TimeInterval(arguments[3]) ?? .infinity : .infinity
        let keep = arguments.count > 4 ? arguments[4] : "Tests/FuzzRegressions"
        let start = Date()
        var documents = 0, runs = 0, refused = 0
        let root = FileManager.default.temporaryDirectory.appendingPathComponent(
            "layoutlint-commands-\(ProcessInfo.processInfo.processIdentifier)")
        defer { try? FileManager.default.removeItem(at: root) }
        for seed in first..<first + count {
            if Date().timeIntervalSince(start) > seconds { break }
            let input = DocumentGenerator.generate(seed: seed)
            documents += 1
            switch check(input, name: "commands-seed-\(seed)", binary: binary, in: root.appendingPathComponent("seed-\(seed)"), keep: keep)
            {
            case .failure(let report):
                FileHandle.standardError.write(Data(("commands: seed \(seed): " + report.message + "\n").utf8))
                return 1
            case .success(let outcome):
                runs += outcome.runs
                if outcome.refused { refused += 1 }
            }
        }
        let elapsed = Int(Date().timeIntervalSince(start))
        print(
            "commands: \(documents) generated documents, \(runs) runs in \(elapsed) s, no finding (\(refused) documents refused with exit 2, e.g. over the work budget)"
        )
        return 0
    }

    struct Finding: Error {
        var message: String
    }

    /// Runs every command on `input` in `folder` (removed afterwards); on a finding keeps the
    /// input as `keep/name.json` (and `name.layoutlint.yml`) and says what happened.
    static func check(
        _ input: DocumentGenerator.Output, name: String, binary: URL, in folder: URL, keep: String
    ) -> Result<(runs: Int, refused: Bool), Finding> {
        defer { try? FileManager.default.removeItem(at: folder) }
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try input.document.write(to: folder.appendingPathComponent("doc.json"), atomically: true, encoding: .utf8)
            try input.document.write(to: folder.appendingPathComponent("fix.json"), atomically: true, encoding: .utf8)
            if let configuration = input.configuration {
                try configuration.write(to: folder.appendingPathComponent(".layoutlint.yml"), atomically: true, encoding: .utf8)
            }
        } catch {
            return .failure(Finding(message: "cannot write the input's files in \(folder.path): \(error)"))
        }
        var runs = 0, refused = false
        for command in commands {
            let outcome = run(binary, command, in: folder)
            runs += 1
            if command == ["lint", "doc.json"], outcome.status == 2 { refused = true }
            guard let problem = outcome.problem else { continue }
            let kept = URL(fileURLWithPath: keep).appendingPathComponent(name)
            try? input.document.write(to: kept.appendingPathExtension("json"), atomically: true, encoding: .utf8)
            if let configuration = input.configuration {
                try? configuration.write(toFile: kept.path + ".layoutlint.yml", atomically: true, encoding: .utf8)
            }
            return .failure(
                Finding(
                    message: """
                        `layoutlint \(command.joined(separator: " "))` \(problem)
                        \(outcome.errors.suffix(2000))
                        kept as \(kept.path).json\(input.configuration == nil ? "" : " with its .layoutlint.yml")
                        """))
        }
        return .success((runs, refused))
    }

    /// Every command and reporter, in a folder holding `doc.json`, `fix.json` and maybe a configuration.
    static let commands: [[String]] = {
        var commands: [[String]] = [["lint", "doc.json"]]
        commands += ReporterKind.allCases.map { ["lint", "doc.json", "--reporter", $0.rawValue] }
        commands += [
            ["lint", "doc.json", "--pictures", "pictures", "--reporter", "html", "--output", "report.html"],
            ["lint", "doc.json", "--write-baseline", "baseline.json"],
            ["lint", "doc.json", "--baseline", "baseline.json", "--strict"],
            ["lint", "fix.json", "--fix"],
            ["layout", "doc.json"],
            ["render", "doc.json", "--pictures", "rendered"],
            ["reuse", "doc.json"],
            ["reuse", "doc.json", "--reporter", "json", "--pictures", "plots"],
        ]
        return commands
    }()

    struct Outcome {
        var status: Int32
        var errors: String
        /// What makes the run a finding, if anything.
        var problem: String?
    }

    static func run(_ binary: URL, _ arguments: [String], in folder: URL) -> Outcome {
        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        process.currentDirectoryURL = folder
        // The crash report names the trap; without colour it is plain text.
        process.environment = ProcessInfo.processInfo.environment.merging(["NO_COLOR": "1"]) { _, new in new }
        let errorFile = folder.appendingPathComponent(".stderr")
        _ = FileManager.default.createFile(atPath: errorFile.path, contents: nil)
        guard let errorHandle = try? FileHandle(forWritingTo: errorFile) else {
            return Outcome(status: -1, errors: "", problem: "could not be started: no file for standard error")
        }
        process.standardOutput = FileHandle.nullDevice
        process.standardError = errorHandle
        let finished = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in finished.signal() }
        do {
            try process.run()
        } catch {
            return Outcome(status: -1, errors: "", problem: "could not be started: \(error)")
        }
        var timedOut = false
        if finished.wait(timeout: .now() + timeout) == .timedOut {
            timedOut = true
            process.terminate()
            finished.wait()
        }
        try? errorHandle.close()
        let errors = (try? String(contentsOf: errorFile, encoding: .utf8)) ?? ""
        let status = process.terminationStatus
        var problem: String?
        if timedOut {
            problem = "took longer than \(Int(timeout)) s"
        } else if process.terminationReason == .uncaughtSignal {
            problem = "was killed by signal \(status)"
        } else if status > 2 {
            problem = "exited with status \(status)"
        } else if errors.contains("Fatal error") || errors.contains("Program crashed") {
            problem = "reported a runtime error"
        }
        return Outcome(status: status, errors: errors, problem: problem)
    }
}
