import Foundation
import LayoutLintKit
import LayoutModel

/// What `layoutlint render` does, as a function the tests call: lines for stdout and stderr
/// and the exit code (0 written, 2 invalid input or unwritable output). Unknown devices and a
/// bad `--scale` are usage errors the command reports before (exit 2 through the root command).
public enum RenderRun {
    public struct Outcome: Sendable {
        public var output: [String] = []
        public var errors: [String] = []
        public var exitCode: Int32 = 0
    }

    /// The range of `--scale` accepted: enough for thumbnails and for @3x screens, bounded so a
    /// typo cannot ask for gigabytes.
    public static let scaleRange = 0.25...4.0

    /// Renders every picture of every screen of `file` on the linter's devices (empty: the
    /// devices each screen lists), each screen × device analysed once.
    public static func run(file: String, out: String, scale: Double?, linter: Linter) -> Outcome {
        run(paths: [file], out: out, scale: scale, linter: linter)
    }

    /// Renders the files named in `paths` and the layout files found in its folders, as `lint`
    /// finds them: JSON files of a folder that are not layout documents are skipped and counted.
    public static func run(paths: [String], out: String, scale: Double?, linter: Linter) -> Outcome {
        var outcome = Outcome()
        var linter = linter
        linter.options.analysis = linter.options.analysis.forPictures
        linter.options.analysis.pictureScale = scale
        linter.options.analysis.drawsEveryFrame = true
        let (sources, missing) = SourceFiles.search(paths)
        outcome.errors += missing.map(\.description)
        if !missing.isEmpty { outcome.exitCode = 2 }
        let writer = ArtifactWriter(root: out)
        // Each file's pictures get a folder of their own, even where two paths slug alike.
        let fileFolders = PictureNames.distinct(sources.map { PictureNames.fileStem($0.file) })
        var written = 0, skipped = 0
        for source in sources {
            let decoded = linter.load(file: source.file)
            if source.folder != nil, !decoded.isLayoutDocument {
                skipped += 1
                continue
            }
            let fileFolder = fileFolders[PictureNames.fileStem(source.file)] ?? ArtifactWriter.fileFolder(source.file)
            guard
                render(
                    source.file, decoded, scale: scale, linter: linter, writer: writer, fileFolder: fileFolder, written: &written,
                    into: &outcome)
            else {
                return outcome
            }
        }
        if sources.count == skipped, missing.isEmpty {
            outcome.errors.append("error: no layout files in \(paths.joined(separator: ", "))")
            outcome.exitCode = 2
        }
        let skippedNote = skipped == 0 ? "" : " (\(skipped) JSON file\(skipped == 1 ? "" : "s") skipped: not layout documents)"
        outcome.output.append("wrote \(written) pictures to \(out)\(skippedNote)")
        return outcome
    }

    /// Renders one decoded file into `outcome`; false when the output cannot be written, which
    /// stops the run (every later write would fail too).
    private static func render(
        _ file: String, _ decoded: DecodedDocument, scale: Double?, linter: Linter, writer: ArtifactWriter, fileFolder: String,
        written: inout Int, into outcome: inout Outcome
    ) -> Bool {
        guard let document = decoded.document, decoded.errors.isEmpty else {
            outcome.errors += decoded.errors.map(\.description)
            outcome.exitCode = 2
            return true
        }
        let folders = PictureFolder.folders(
            file: fileFolder, screens: document.screens.map { ($0.name, linter.devices(for: $0).map(\.name)) })
        var stopped = false
        let refused = linter.analyzeAll(document, file: file) { screenIndex, deviceIndex, result, _ in
            let screen = document.screens[screenIndex]
            do throws(RenderError) {
                let analysis: ScreenAnalysis
                switch result {
                case .success(let made): analysis = made
                case .failure(let error): throw .input(error)
                }
                let scoped = PictureWriter(writer: writer, folder: folders[screenIndex][deviceIndex])
                scoped.clear()
                let paths = try PictureSet(ScreenPictures(analysis), scale: scale).writeAll(to: scoped)
                written += paths.count
                outcome.output.append("\(screen.name) on \(analysis.device.name): \(paths.count) pictures in \(scoped.path)")
                return 0
            } catch {
                // A screen that cannot be laid out does not stop the others; an output that
                // cannot be written stops everything (every later write would fail too).
                outcome.errors.append(error.description)
                outcome.exitCode = 2
                guard case .input = error else {
                    stopped = true
                    return nil
                }
                return 0
            }
        }
        if let refused {
            outcome.errors.append(refused.description)
            outcome.exitCode = 2
        }
        return !stopped
    }
}
