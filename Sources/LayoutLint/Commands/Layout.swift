import ArgumentParser
import LayoutModel

extension LayoutLint {
    /// `layoutlint layout FILE`: the computed frames as JSON.
    struct Layout: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Print the computed frames of a file's screens as JSON, per device and frame time.")

        @Argument(help: "A layout file.")
        var file: String

        @OptionGroup var devices: DeviceOptions

        @OptionGroup var limits: LimitOptions

        @Option(help: "Write the JSON to this file instead of standard output.")
        var output: String?

        func run() throws {
            let profiles = try devices.profiles()
            let result = FrameDumpJob(file: file, devices: profiles, limits: limits.limits).run()
            guard result.errors.isEmpty else {
                for error in result.errors { Output.standardError(error.description) }
                throw ExitCode(2)
            }
            try Output.write(FrameDump.render(file: file, entries: result.entries), to: output)
        }
    }
}

/// Reads, decodes and simulates one file for `layoutlint layout`.
struct FrameDumpJob {
    var file: String
    var devices: [DeviceProfile]
    var limits = DecodingLimits()

    func run() -> (entries: [FrameDump.Entry], errors: [InputError]) {
        let bytes: [UInt8]
        switch SourceFiles.read(file, limit: limits.maxFileBytes) {
        case .success(let read): bytes = read
        case .failure(let error): return ([], [error])
        }
        let decoded = DocumentDecoder(limits: limits, ruleIDs: RuleRegistry.ids).decode(bytes, file: file)
        guard let document = decoded.document else { return ([], decoded.errors) }
        var entries: [FrameDump.Entry] = []
        var errors: [InputError] = []
        for screen in document.screens {
            for device in devices.isEmpty ? screen.devices : devices {
                do {
                    let timeline = try TimelineSimulator.simulate(screen: screen, device: device, options: AnalysisOptions())
                    entries.append(FrameDump.Entry(screen: screen.name, device: device, frames: timeline.frames))
                } catch {
                    errors.append(InputError(file: file, location: screen.location, message: error.description))
                }
            }
        }
        return (entries, errors)
    }
}
