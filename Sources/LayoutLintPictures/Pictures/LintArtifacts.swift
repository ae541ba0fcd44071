import LayoutLintKit
import LayoutModel

/// The pictures `lint --pictures DIR` writes: those that explain findings, chosen by each
/// finding's rule (`RuleDescription.pictures`) and drawn from the analysis the rules read, and
/// the folder's `index.json`.
public struct LintArtifacts: ArtifactSink {
    /// Where the pictures go.
    public var writer: ArtifactWriter
    /// Pixels per point; nil draws at each device's scale.
    public var scale: Double?

    public init(writer: ArtifactWriter, scale: Double? = nil) {
        self.writer = writer
        self.scale = scale
    }

    public func prepare(_ options: inout AnalysisOptions) {
        options = options.forPictures
        options.pictureScale = scale
    }

    /// For one screen × device with its `findings`: a `shift-<n>.png` per scored shift when a
    /// finding is explained by shift diagrams, a `cell-shift-<list>-row-<row>-<ms>.png` per
    /// shift inside a list the findings report when one is explained by them, `blend.png` of the earliest frame the findings it
    /// explains describe and `blend-<ms>.png` of each later one, `overdraw.png` likewise, the
    /// reuse plots, `timeline.png` for launch findings, `launch-diff.png`,
    /// `restoration-diff.png` and `offscreen.png` (of the frame of the first finding it
    /// explains). Returns the paths written.
    public func write(_ analysis: ScreenAnalysis, findings: [Finding], folder: PictureFolder) throws(ArtifactFailure) -> [String] {
        do {
            return try writePictures(analysis, findings: findings, folder: folder)
        } catch {
            throw ArtifactFailure(message: error.description)
        }
    }

    /// Writes `index.json` at the top of the writer's folder.
    public func writeIndex(_ json: String) throws(ArtifactFailure) {
        do {
            try writer.write(Array(json.utf8), relativePath: "index.json")
        } catch {
            throw ArtifactFailure(message: error.description)
        }
    }

    /// `write(_:findings:folder:)` into the folder the slugs of the analysis's file, screen and
    /// device name, as when no other name collides with them.
    public func write(_ analysis: ScreenAnalysis, findings: [Finding]) throws(ArtifactFailure) -> [String] {
        let folder = writer.scoped(to: analysis.file).folder(screen: analysis.screen.name, device: analysis.device.name)
        return try write(analysis, findings: findings, folder: folder)
    }

    /// The pictures the findings of one screen × device ask for.
    struct Plan {
        /// The first finding explained by each kind of picture.
        var first: [PictureKind: Finding] = [:]
        /// The frames the findings explained by each map kind describe, each once: nil (the
        /// first frame) for findings without a time or at the first frame's, then later times.
        var mapTimes: [PictureKind: [Double?]] = [:]

        init(_ analysis: ScreenAnalysis, findings: [Finding]) {
            let relevant = findings.filter {
                $0.screen == analysis.screen.name && ($0.device == nil || $0.device == analysis.device.name)
            }
            let firstMs = analysis.timeline.frames.first?.atMs
            for kind in PictureKind.allCases {
                let explained = relevant.filter { RuleRegistry.rule(id: $0.ruleID)?.description.pictures.contains(kind) == true }
                guard let finding = explained.first else { continue }
                first[kind] = finding
                let later = Set(explained.compactMap { $0.atMs == firstMs ? nil : $0.atMs }).sorted()
                mapTimes[kind] = (explained.contains { $0.atMs == nil || $0.atMs == firstMs } ? [nil] : []) + later
            }
        }

        /// Screen-sized pictures these are, counted by their area: a shift diagram is two
        /// screens wide, a launch or restoration diff three, a timeline or a reuse plot a part.
        func screens(_ analysis: ScreenAnalysis) -> Double {
            var screens = 0.0
            if first[.shiftDiagram] != nil {
                screens += 2 * Double(analysis.timeline.steps.filter { $0.shift.map { !$0.expected } ?? false }.count)
            }
            if first[.cellShiftDiagram] != nil {
                // At most two per cell type and cause, and the worst shift of each list.
                screens += 2 * Double(analysis.cells.reduce(0) { $0 + $1.summaries.count + 1 })
            }
            for kind in [PictureKind.blendMap, .overdrawMap] where first[kind] != nil { screens += Double(mapTimes[kind]?.count ?? 0) }
            if first[.reusePlot] != nil { screens += 0.3 * Double(analysis.lists.count) }
            if first[.launchTimeline] != nil { screens += 0.5 }
            if first[.launchDiff] != nil, analysis.launchScreen != nil { screens += 3 }
            if first[.restorationDiff] != nil, analysis.restoration != nil { screens += 3 }
            if first[.offscreenMap] != nil { screens += 1 }
            return screens
        }
    }

    /// The work of the pictures `write` would draw for these findings (`WorkCosts` units): what
    /// they are depends on the findings, so the linter checks it against the budget once they
    /// are known, before anything is drawn.
    public func workUnits(_ analysis: ScreenAnalysis, findings: [Finding]) -> Double {
        let screens = Plan(analysis, findings: findings).screens(analysis)
        guard screens > 0 else { return 0 }
        let scale = self.scale ?? analysis.device.scale
        let pixels = (analysis.device.width * scale).rounded(.up) * (analysis.device.height * scale).rounded(.up)
        let nodes = Double(analysis.screen.tree.nodes.count)
        return screens * (pixels * WorkCosts.picturePixel + nodes * WorkCosts.drawnNode)
    }

    public func writePictures(_ analysis: ScreenAnalysis, findings: [Finding], folder: PictureFolder) throws(RenderError) -> [String] {
        // This run's pictures of the screen replace the last run's, even when it draws none.
        let writer = PictureWriter(writer: self.writer, folder: folder)
        writer.clear()
        let plan = Plan(analysis, findings: findings)
        func times(_ kind: PictureKind) -> [Double?] { plan.mapTimes[kind] ?? [] }
        let shifts = plan.first[.shiftDiagram], cellShifts = plan.first[.cellShiftDiagram], blend = plan.first[.blendMap],
            overdraw = plan.first[.overdrawMap]
        let reuse = plan.first[.reusePlot], timeline = plan.first[.launchTimeline], launch = plan.first[.launchDiff]
        let restoration = plan.first[.restorationDiff], offscreen = plan.first[.offscreenMap]
        guard
            shifts != nil || cellShifts != nil || blend != nil || overdraw != nil || reuse != nil || timeline != nil || launch != nil
                || restoration != nil
                || offscreen != nil
        else { return [] }
        let pictures = ScreenPictures(analysis)
        let set = PictureSet(pictures, scale: scale)
        var paths: [String] = []
        if shifts != nil {
            for (number, shift) in pictures.scoredShifts.enumerated() {
                paths.append(try set.write(set.shiftPNG, shift, file: "shift-\(number + 1).png", to: writer))
            }
        }
        if cellShifts != nil { paths += try set.writeCellShifts(to: writer) }
        if blend != nil { paths += try set.writeMaps(.blendMap, atTimes: times(.blendMap), to: writer) }
        if overdraw != nil { paths += try set.writeMaps(.overdrawMap, atTimes: times(.overdrawMap), to: writer) }
        if reuse != nil { paths += try set.writeReusePlots(to: writer) }
        if timeline != nil { paths.append(try set.write(set.timelinePNG, (), file: "timeline.png", to: writer)) }
        if launch != nil, pictures.launchScreen != nil {
            paths.append(try set.write(set.launchDiffPNG, (), file: "launch-diff.png", to: writer))
        }
        if restoration != nil, pictures.restoration != nil {
            paths.append(try set.write(set.restorationDiffPNG, (), file: "restoration-diff.png", to: writer))
        }
        if let offscreen { paths.append(try set.write(set.offscreenPNG, offscreen.atMs, file: "offscreen.png", to: writer)) }
        return paths
    }
}
