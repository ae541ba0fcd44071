import Foundation
import LayoutModel

/// `layoutlint render` once its arguments are parsed: every picture of every screen × device
/// of the files, drawn by the session's `PictureRenderer` from one analysis each.
extension LintSession {
    /// What `render` is asked to do.
    public struct RenderRequest: Sendable {
        /// The files and folders to draw, found as `lint` finds them.
        public var paths: [String]
        /// The folder the pictures go to (`--pictures`).
        public var folder: String
        /// The configuration (`--config`, else the nearest `.layoutlint.yml`): its devices, text
        /// settings, fonts, shift threshold and work budget, as `lint` reads them.
        public var configuration = ConfigurationSource.nearest
        /// Pixels per point (`--scale`, within `scaleRange`); nil: each device's own scale.
        public var scale: Double?
        /// Devices and limits.
        public var choices = Choices()
        /// Also draw each screen × device's contact sheet (`--contact-sheet`): its last frame at
        /// every text setting side by side, in `<file>/<screen>/<device>/contact-sheet.png`.
        public var contactSheet = false

        /// Draws `paths` into `folder` at `scale` (nil: each device's own).
        public init(paths: [String], folder: String, scale: Double? = nil) {
            self.paths = paths
            self.folder = folder
            self.scale = scale
        }

        /// The range of `--scale` accepted: enough for thumbnails and for @3x screens, bounded so
        /// a typo cannot ask for gigabytes.
        public static let scaleRange = 0.25...4.0
    }

    /// What `render` wrote and what to print.
    public struct RenderOutcome: Sendable {
        /// Lines for standard output: each screen × device's pictures, then the total.
        public var output: [String] = []
        /// Lines for standard error.
        public var errors: [String] = []
        /// 0 written, 2 invalid input or unwritable output.
        public var exitCode: Int32 = 0
    }

    /// Renders every picture of every screen of the files named in `paths` and of the layout
    /// files found in its folders (JSON files of a folder that are not layout documents are
    /// skipped and counted) on the devices each screen is linted on, each screen × device
    /// analysed once. Refused for an unusable configuration or a device argument that is no device.
    public func render(_ request: RenderRequest) throws(Refusal) -> RenderOutcome {
        var session = try configuredRuns(request.configuration).applying(request.choices)
        if session.options.rasterizer == nil { session.options.rasterizer = drawing.rasterizer }
        var outcome = RenderOutcome()
        guard let renderer = drawing.pictures else {
            outcome.errors.append("error: this session has no picture renderer to draw with")
            outcome.exitCode = 2
            return outcome
        }
        renderer.prepareForRender(&session.options.analysis)
        session.options.analysis.pictureScale = request.scale
        session.options.analysis.drawsEveryFrame = true
        let (collected, missing) = files.search(request.paths)
        let sources = collected.filter { session.options.files.admits($0.file, workingDirectory: files.workingDirectory) }
        outcome.errors += missing.map(\.description)
        if !missing.isEmpty { outcome.exitCode = 2 }
        // Each file's pictures get a folder of their own, even where two paths slug alike.
        let fileFolders = PictureNames.distinct(sources.map { PictureNames.fileStem($0.file) })
        var written = 0, skipped = 0
        for source in sources {
            let (decoded, bytes) = session.load(source.file)
            if source.folder != nil, !decoded.isLayoutDocument {
                skipped += 1
                continue
            }
            let fileFolder = fileFolders[PictureNames.fileStem(source.file)] ?? PictureNames.slug(PictureNames.fileStem(source.file))
            guard
                session.render(
                    source.file, decoded, fileBytes: bytes.count, request: request, renderer: renderer, fileFolder: fileFolder,
                    written: &written, into: &outcome)
            else {
                return outcome
            }
        }
        if sources.count == skipped, missing.isEmpty {
            outcome.errors.append("error: no layout files in \(request.paths.joined(separator: ", "))")
            outcome.exitCode = 2
        }
        let skippedNote = skipped == 0 ? "" : " (\(skipped) JSON file\(skipped == 1 ? "" : "s") skipped: not layout documents)"
        outcome.output.append("wrote \(written) pictures to \(request.folder)\(skippedNote)")
        return outcome
    }

    /// Renders one decoded file into `outcome`; false when the output cannot be written, which
    /// stops the run (every later write would fail too).
    private func render(
        _ file: String, _ decoded: DecodedDocument, fileBytes: Int, request: RenderRequest, renderer: any PictureRenderer,
        fileFolder: String, written: inout Int, into outcome: inout RenderOutcome
    ) -> Bool {
        guard let document = decoded.document, decoded.errors.isEmpty else {
            outcome.errors += decoded.errors.map(\.description)
            outcome.exitCode = 2
            return true
        }
        let linter = self.linter
        let folders = PictureFolder.folders(
            file: fileFolder, screens: document.screens.map { ($0.name, linter.runs(for: $0).map(\.name)) })
        var stopped = false
        let settingCounts = document.screens.map { linter.settings(for: $0).count }
        var panels: [(label: String, picture: PixelBuffer)] = []
        let refused = analyzeAll(document, file: file, fileBytes: fileBytes) { screenIndex, runIndex, result, _ in
            let screen = document.screens[screenIndex]
            let isLastSetting = runIndex % settingCounts[screenIndex] == settingCounts[screenIndex] - 1
            let analysis: ScreenAnalysis
            switch result {
            case .success(let made): analysis = made
            case .failure(let error):
                // A screen that cannot be laid out does not stop the others.
                outcome.errors.append(error.description)
                outcome.exitCode = 2
                if isLastSetting { panels = [] }
                return 0
            }
            let folder = folders[screenIndex][runIndex]
            do throws(ArtifactFailure) {
                let paths = try renderer.renderAll(analysis, scale: request.scale, root: request.folder, folder: folder)
                written += paths.count
                let path = (request.folder as NSString).appendingPathComponent(folder.path)
                outcome.output.append(
                    "\(screen.name) on \(analysis.device.name)\(analysis.setting.runSuffix): \(paths.count) pictures in \(path)")
                if request.contactSheet {
                    let label = analysis.setting == .standard ? "as written" : String(analysis.setting.runSuffix.dropFirst())
                    panels.append((label, try renderer.contactSheetPanel(analysis, scale: request.scale)))
                    if isLastSetting {
                        let sheetFolder = PictureFolder(
                            file: folder.file, screen: folder.screen, device: PictureNames.slug(analysis.device.name))
                        let sheet = try renderer.writeContactSheet(
                            panels, title: "\(screen.name) on \(analysis.device.name) at every text setting",
                            scale: request.scale ?? analysis.device.scale, root: request.folder, folder: sheetFolder)
                        panels = []
                        written += 1
                        outcome.output.append("\(screen.name) on \(analysis.device.name): contact sheet \(sheet)")
                    }
                }
                return 0
            } catch {
                // An output that cannot be written stops everything (every later write would fail too).
                outcome.errors.append(error.description)
                outcome.exitCode = 2
                stopped = true
                return nil
            }
        }
        if let refused {
            outcome.errors.append(refused.description)
            outcome.exitCode = 2
        }
        return !stopped
    }
}
