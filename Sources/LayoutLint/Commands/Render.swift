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

        @Option(name: .customLong("device"), help: "Only this device (repeatable); default: the devices each screen lists.")
        var devices: [String] = []

        @Option(name: .customLong("out"), help: "The folder to write the pictures to.")
        var out = "layoutlint-pictures"

        @Option(help: "Pixels per point; default: each device's own scale (@2x, @3x).")
        var scale: Double?

        func run() throws {
            let outcome = RenderRun.run(file: file, devices: devices, out: out, scale: scale)
            for line in outcome.output { print(line) }
            for line in outcome.errors { FileHandle.standardError.write(Data((line + "\n").utf8)) }
            if outcome.exitCode != 0 { throw ExitCode(outcome.exitCode) }
        }
    }
}

/// What `layoutlint render` does, as a function the tests call: lines for stdout and stderr
/// and the exit code (0 written, 2 invalid input, unknown device, bad scale or unwritable output).
enum RenderRun {
    struct Outcome: Sendable {
        var output: [String] = []
        var errors: [String] = []
        var exitCode: Int32 = 0
    }

    /// The range of `--scale` accepted: enough for thumbnails and for @3x screens, bounded so a
    /// typo cannot ask for gigabytes.
    static let scaleRange = 0.25...4.0

    static func run(file: String, devices names: [String], out: String, scale: Double?) -> Outcome {
        var outcome = Outcome()
        func fail(_ message: String) -> Outcome {
            outcome.errors.append(message)
            outcome.exitCode = 2
            return outcome
        }
        if let scale, !(scale.isFinite && scaleRange.contains(scale)) {
            return fail("error: --scale \(scale) is out of range; use a scale from 0.25 to 4 (for example --scale 2)")
        }
        guard let data = FileManager.default.contents(atPath: file) else {
            return fail("\(file): error: cannot read the file; check the path")
        }
        let decoded = DocumentDecoder().decode([UInt8](data), file: file)
        guard let document = decoded.document, decoded.errors.isEmpty else {
            outcome.errors = decoded.errors.map(\.description)
            outcome.exitCode = 2
            return outcome
        }
        var plan: [(Screen, DeviceProfile)] = []
        for screen in document.screens {
            if names.isEmpty {
                plan += screen.devices.map { (screen, $0) }
                continue
            }
            for name in names {
                guard let device = screen.devices.first(where: { $0.name == name }) ?? DeviceProfile.named(name) else {
                    let known = DeviceProfile.builtIn.map(\.name).joined(separator: ", ")
                    return fail("error: unknown device \"\(name)\"; use one of: \(known) (see layoutlint devices)")
                }
                plan.append((screen, device))
            }
        }
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
                return fail(error.description)
            }
        }
        outcome.output.append("wrote \(written) pictures to \(out)")
        return outcome
    }
}
