import Foundation
import LayoutLintKit

/// `layoutlint-fuzz`. Built by `scripts/fuzz.sh` with `-sanitize=fuzzer,address -DFUZZING`, it
/// hands its arguments to libFuzzer, which calls `FuzzInput.run` with each input it makes
/// (with `LAYOUTLINT_FUZZ_MODE=structure`, `FuzzInput.runGenerated`: the bytes are the
/// decisions of `DocumentGenerator`). A normal build has these modes instead:
///
/// - `layoutlint-fuzz FILE…` replays files (a finding kept by the script, or a seed) through the
///   same pipeline without libFuzzer; `X.json` runs with `X.layoutlint.yml` when there is one.
/// - `layoutlint-fuzz --generated FIRST COUNT` runs the documents of seeds FIRST… in-process.
/// - `layoutlint-fuzz --rule-examples` runs every rule's examples (markers removed) in-process.
/// - `layoutlint-fuzz --write SEED|--bytes FILE PREFIX` writes a generated input as
///   `PREFIX.json` (and `PREFIX.layoutlint.yml`), to keep it as a regression or read it.
/// - `layoutlint-fuzz --commands LAYOUTLINT FIRST COUNT [SECONDS]` runs the built binary on
///   generated documents over every command and reporter (`CommandCampaign`).
@main
struct FuzzMain {
    static func main() {
        #if FUZZING
            var argc = CommandLine.argc
            var argv = CommandLine.unsafeArgv
            exit(fuzzerRunDriver(&argc, &argv, fuzzOneInput))
        #else
            let arguments = Array(CommandLine.arguments.dropFirst())
            switch arguments.first {
            case "--generated": generated(Array(arguments.dropFirst()))
            case "--write": write(Array(arguments.dropFirst()))
            case "--commands": exit(CommandCampaign.main(Array(arguments.dropFirst())))
            case "--rule-examples": ruleExamples()
            default: replay(arguments)
            }
        #endif
    }

    static func fail(_ message: String) -> Never {
        FileHandle.standardError.write(Data((message + "\n").utf8))
        exit(2)
    }

    static func replay(_ files: [String]) {
        guard !files.isEmpty else {
            fail(
                """
                usage: layoutlint-fuzz FILE…  |  --generated FIRST COUNT  |  --write (SEED|--bytes FILE) PREFIX
                       |  --commands LAYOUTLINT FIRST COUNT [SECONDS]   (scripts/fuzz.sh SECONDS runs the fuzzer)
                """)
        }
        for file in files {
            guard let data = FileManager.default.contents(atPath: file) else { fail("cannot read \(file)") }
            let configuration = FuzzInput.configuration(besides: file)
            let produced = FuzzInput.run([UInt8](data), configuration: configuration)
            print("\(file): \(produced) characters of output")
        }
    }

    /// Every rule's triggering and non-triggering examples, `↓` markers removed.
    static func ruleExamples() {
        var count = 0
        for rule in RuleRegistry.all {
            let description = rule.description
            for example in description.triggeringExamples + description.nonTriggeringExamples {
                FuzzInput.run(Array(example.layout.replacingOccurrences(of: "↓", with: "").utf8))
                count += 1
            }
        }
        print("\(count) rule examples")
    }

    /// Seeds FIRST ..< FIRST + COUNT through the in-process pipeline.
    static func generated(_ arguments: [String]) {
        guard arguments.count == 2, let first = UInt64(arguments[0]), let count = UInt64(arguments[1]) else {
            fail("usage: layoutlint-fuzz --generated FIRST COUNT")
        }
        let start = Date()
        for seed in first..<first + count {
            let input = DocumentGenerator.generate(seed: seed)
            FuzzInput.run(Array(input.document.utf8), configuration: input.configuration)
        }
        print("\(count) generated documents (seeds \(first)…\(first + count - 1)) in \(Int(Date().timeIntervalSince(start))) s")
    }

    static func write(_ arguments: [String]) {
        let input: DocumentGenerator.Output
        let prefix: String
        if arguments.count == 3, arguments[0] == "--bytes" {
            guard let data = FileManager.default.contents(atPath: arguments[1]) else { fail("cannot read \(arguments[1])") }
            input = DocumentGenerator.generate([UInt8](data))
            prefix = arguments[2]
        } else if arguments.count == 2, let seed = UInt64(arguments[0]) {
            input = DocumentGenerator.generate(seed: seed)
            prefix = arguments[1]
        } else {
            fail("usage: layoutlint-fuzz --write (SEED|--bytes FILE) PREFIX")
        }
        do {
            try input.document.write(toFile: prefix + ".json", atomically: true, encoding: .utf8)
            if let configuration = input.configuration {
                try configuration.write(toFile: prefix + ".layoutlint.yml", atomically: true, encoding: .utf8)
            }
        } catch {
            fail("cannot write \(prefix).json: \(error)")
        }
        print(prefix + ".json" + (input.configuration == nil ? "" : " and \(prefix).layoutlint.yml"))
    }
}

#if FUZZING
    /// libFuzzer's driver (`LLVMFuzzerRunDriver`, in the toolchain's libclang_rt.fuzzer): parses
    /// libFuzzer's flags from the arguments and fuzzes `callback`.
    @_silgen_name("LLVMFuzzerRunDriver")
    func fuzzerRunDriver(
        _ argc: UnsafeMutablePointer<CInt>,
        _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>,
        _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt
    ) -> CInt

    /// True when the fuzzer's bytes are the generator's decisions rather than a file.
    let fuzzesStructure = ProcessInfo.processInfo.environment["LAYOUTLINT_FUZZ_MODE"] == "structure"

    /// One input from libFuzzer.
    @_cdecl("LLVMFuzzerTestOneInput")
    func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
        let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
        if fuzzesStructure {
            FuzzInput.runGenerated(bytes)
        } else {
            FuzzInput.run(bytes)
        }
        return 0
    }
#endif
