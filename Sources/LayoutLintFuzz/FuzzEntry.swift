import Foundation

/// `layoutlint-fuzz`. Built by `scripts/fuzz.sh` with `-sanitize=fuzzer,address -DFUZZING`, it
/// hands its arguments to libFuzzer, which calls `FuzzInput.run` with each input it makes. A
/// normal build replays files instead (`layoutlint-fuzz FILE…`): a finding kept by the script
/// or a seed, through the same pipeline, without libFuzzer.
@main
struct FuzzMain {
    static func main() {
        #if FUZZING
        var argc = CommandLine.argc
        var argv = CommandLine.unsafeArgv
        exit(fuzzerRunDriver(&argc, &argv, fuzzOneInput))
        #else
        replay(Array(CommandLine.arguments.dropFirst()))
        #endif
    }

    static func replay(_ files: [String]) {
        guard !files.isEmpty else {
            FileHandle.standardError.write(Data("usage: layoutlint-fuzz FILE…  (scripts/fuzz.sh SECONDS runs the fuzzer)\n".utf8))
            exit(2)
        }
        for file in files {
            guard let data = FileManager.default.contents(atPath: file) else {
                FileHandle.standardError.write(Data("cannot read \(file)\n".utf8))
                exit(2)
            }
            let produced = FuzzInput.run([UInt8](data))
            print("\(file): \(produced) characters of output")
        }
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

/// One input from libFuzzer.
@_cdecl("LLVMFuzzerTestOneInput")
func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    guard let data else {
        FuzzInput.run([])
        return 0
    }
    FuzzInput.run(Array(UnsafeBufferPointer(start: data, count: size)))
    return 0
}
#endif
