import ArgumentParser
import Foundation
import LayoutModel

extension LayoutLint {
    /// `layoutlint render FILE`: the pictures of every screen on every device (SPEC §8).
    struct Render: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Draw PNGs of each screen × device: every frame of the timeline, a diagram per layout shift, the blended-layers and overdraw maps.",
            discussion: """
                Writes <out>/<screen>/<device>/frame-<ms>.png for every frame, shift-<n>.png for every \
                scored layout shift, blend.png (iOS Color Blended Layers: green opaque, red blended) and \
                overdraw.png (Android Debug GPU Overdraw: blue 1×, green 2×, pink 3×, red 4×+).
                """)

        @Argument(help: "A layout file (JSON).")
        var file: String

        @OptionGroup var devices: DeviceOptions

        @OptionGroup var limits: LimitOptions

        @Option(name: .customLong("out"), help: "The folder to write the pictures to.")
        var out = "layoutlint-pictures"

        @Option(help: "Pixels per point, from 0.25 to 4; default: each device's own scale (@2x, @3x).")
        var scale: Double?

        func validate() throws {
            if let scale, !(scale.isFinite && RenderRun.scaleRange.contains(scale)) {
                throw ValidationError("--scale \(formatPoints(scale)) is out of range; use a scale from 0.25 to 4 (for example --scale 2)")
            }
        }

        func run() throws {
            let outcome = RenderRun.run(file: file, devices: try devices.profiles(), out: out, scale: scale, limits: limits.limits)
            for line in outcome.output { print(line) }
            for line in outcome.errors { Output.standardError(line) }
            if outcome.exitCode != 0 { throw ExitCode(outcome.exitCode) }
        }
    }
}

/// What `layoutlint render` does, as a function the tests call: lines for stdout and stderr
/// and the exit code (0 written, 2 invalid input or unwritable output). Unknown devices and a
/// bad `--scale` are usage errors the command reports before (exit 2 through the root command).
enum RenderRun {
    struct Outcome: Sendable {
        var output: [String] = []
        var errors: [String] = []
        var exitCode: Int32 = 0
    }

    /// The range of `--scale` accepted: enough for thumbnails and for @3x screens, bounded so a
    /// typo cannot ask for gigabytes.
    static let scaleRange = 0.25...4.0

    /// Renders every screen of `file` on `devices` (empty: the devices each screen lists).
    static func run(
        file: String, devices: [DeviceProfile], out: String, scale: Double?, limits: DecodingLimits = DecodingLimits()
    ) -> Outcome {
        var outcome = Outcome()
        func fail(_ messages: [String]) -> Outcome {
            outcome.errors += messages
            outcome.exitCode = 2
            return outcome
        }
        let bytes: [UInt8]
        switch SourceFiles.read(file, limit: limits.maxFileBytes) {
        case .success(let read): bytes = read
        case .failure(let error): return fail([error.description])
        }
        let decoded = DocumentDecoder(limits: limits, ruleIDs: RuleRegistry.ids).decode(bytes, file: file)
        guard let document = decoded.document, decoded.errors.isEmpty else { return fail(decoded.errors.map(\.description)) }
        let plan = document.screens.flatMap { screen in (devices.isEmpty ? screen.devices : devices).map { (screen, $0) } }
        let writer = ArtifactWriter(root: out)
        var written = 0
        for (screen, device) in plan {
            do throws(RenderError) {
                let pictures: ScreenPictures
                do { pictures = try ScreenPictures(file: file, screen: screen, device: device) } catch { throw .input(error) }
                let paths = try PictureSet(pictures, scale: scale).writeAll(to: writer)
                written += paths.count
                let folder = URL(fileURLWithPath: out).appendingPathComponent(
                    ArtifactWriter.relativePath(screen: screen.name, device: device.name, file: "")).path
                outcome.output.append("\(screen.name) on \(device.name): \(paths.count) pictures in \(folder)")
            } catch {
                // A screen that cannot be laid out does not stop the others; an output that
                // cannot be written stops everything (every later write would fail too).
                guard case .input = error else { return fail([error.description]) }
                outcome.errors.append(error.description)
                outcome.exitCode = 2
            }
        }
        outcome.output.append("wrote \(written) pictures to \(out)")
        return outcome
    }
}
