import ArgumentParser
import Foundation
import LayoutLintKit
import LayoutLintPictures
import LayoutModel

extension LayoutLint {
    /// `layoutlint render PATH…`: the pictures of every screen on every device.
    struct Render: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract:
                "Draw PNGs of each screen × device: every frame of the timeline, a diagram per layout shift, the blended-layers and overdraw maps.",
            discussion: """
                Writes <pictures>/<file>/<screen>/<device>/frame-<ms>.png for every frame, shift-<n>.png for every \
                scored layout shift, blend.png (iOS Color Blended Layers: green opaque, red blended) and \
                overdraw.png (Android Debug GPU Overdraw: blue 1×, green 2×, pink 3×, red 4×+), and \
                offscreen.png (each node that costs an offscreen pass marked in magenta and numbered) when \
                a frame has one.
                """)

        @Argument(help: "Layout files or folders (searched for *.json, like lint).")
        var paths: [String]

        @OptionGroup var devices: DeviceOptions

        @OptionGroup var limits: LimitOptions

        @OptionGroup var config: ConfigOptions

        @Option(help: "The folder to write the pictures to (default: layoutlint-pictures).")
        var pictures: String?

        /// The old name of `--pictures`.
        @Option(name: .customLong("out"), help: .hidden)
        var out: String?

        @Option(help: "Pixels per point, from 0.25 to 4; default: each device's own scale (@2x, @3x).")
        var scale: Double?

        @Flag(
            name: .customLong("contact-sheet"),
            help:
                "Also draw <file>/<screen>/<device>/contact-sheet.png: the last frame at every text size and locale the screen is rendered at, side by side."
        )
        var contactSheet = false

        func validate() throws {
            if let scale, !(scale.isFinite && LintSession.RenderRequest.scaleRange.contains(scale)) {
                throw ValidationError("--scale \(Format.points(scale)) is out of range; use a scale from 0.25 to 4 (for example --scale 2)")
            }
        }

        func run() throws {
            var request = LintSession.RenderRequest(paths: paths, folder: pictures ?? out ?? "layoutlint-pictures", scale: scale)
            request.contactSheet = contactSheet
            request.configuration = config.source
            devices.apply(to: &request.choices)
            limits.apply(to: &request.choices)
            let outcome: LintSession.RenderOutcome
            do throws(LintSession.Refusal) {
                outcome = try LintSession.cairo().render(request)
            } catch {
                throw Output.refused(error)
            }
            for line in outcome.output { print(line) }
            for line in outcome.errors { Output.standardError(line) }
            if outcome.exitCode != 0 { throw ExitCode(outcome.exitCode) }
        }
    }
}
