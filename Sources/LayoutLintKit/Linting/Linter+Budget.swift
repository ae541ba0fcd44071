import Foundation
import LayoutModel

/// One layout file's work budget, spent screen × device after screen × device: every command
/// that analyses a file's screens (lint, render, reuse, layout) goes through `analyzeAll`, so
/// the many devices or screens of one file are budgeted together, not each on its own.
extension Linter {
    /// The budget of a file of `fileBytes` bytes under the run's options.
    public func workBudget(fileBytes: Int) -> WorkBudget {
        WorkBudget.forFile(bytes: fileBytes, maxWork: options.analysis.maxWork, workPerByte: options.analysis.workPerByte)
    }

    /// The size of the file at `path` in bytes; 0 when it cannot be read.
    static func size(of path: String) -> Int {
        ((try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? NSNumber)?.intValue ?? 0
    }

    /// The options an analysis of this run is made with (what the pictures need kept).
    var preparedAnalysisOptions: AnalysisOptions {
        var analysisOptions = options.analysis
        options.artifacts?.prepare(&analysisOptions)
        return analysisOptions
    }

    /// Analyses every screen of `document` on its devices, in screen then device order, within
    /// the file's budget, calling `body` with the indices of each screen and device, the
    /// analysis or the input error that stopped it, and what is left of the budget after it;
    /// `body` returns the units it spent itself (pictures drawn from the analysis), or nil to stop.
    ///
    /// Before anything is analysed, the file's runs are estimated together: over the budget,
    /// one error (at the screen that costs most) stands for all of them. Then each run gets what
    /// the runs before it left; a run refused or stopped for the budget ends the file (every
    /// later one would be too).
    public func analyzeAll(
        _ document: LayoutDocument, file: String, fileBytes: Int? = nil,
        _ body: (_ screen: Int, _ device: Int, _ result: Result<ScreenAnalysis, InputError>, _ left: WorkBudget) -> Int?
    ) -> InputError? {
        let budget = workBudget(fileBytes: fileBytes ?? Self.size(of: file))
        let analysisOptions = preparedAnalysisOptions
        let devices = document.screens.map { self.devices(for: $0) }
        if let error = checkTotal(document, devices: devices, file: file, budget: budget, options: analysisOptions) { return error }
        var spentUnits = 0, spentBytes = 0
        for (screenIndex, screen) in document.screens.enumerated() {
            for (deviceIndex, device) in devices[screenIndex].enumerated() {
                let left = budget.remaining(afterUnits: spentUnits, bytes: spentBytes)
                do throws(ScreenAnalysis.Failure) {
                    let analysis = try ScreenAnalysis(
                        file: file, screen: screen, device: device, options: analysisOptions, layouter: options.layouter,
                        rasterizer: options.rasterizer, within: left)
                    spentUnits = WorkEstimate.adding(spentUnits, analysis.work.units)
                    // Runs free their memory as they end, except the frames `layout` prints at the end.
                    if analysisOptions.dumpsFrames { spentBytes = WorkEstimate.adding(spentBytes, analysis.work.bytes) }
                    guard let spent = body(screenIndex, deviceIndex, .success(analysis), budget.remaining(afterUnits: spentUnits)) else {
                        return nil
                    }
                    spentUnits = WorkEstimate.adding(spentUnits, spent)
                } catch {
                    switch error {
                    case .input(let error):
                        guard let spent = body(screenIndex, deviceIndex, .failure(error), left) else { return nil }
                        spentUnits = WorkEstimate.adding(spentUnits, spent)
                    case .overBudget(let error):
                        _ = body(screenIndex, deviceIndex, .failure(error), left)
                        return nil
                    }
                }
            }
        }
        return nil
    }

    /// The error when the runs of `document` together are estimated over `budget`; nil within it.
    func checkTotal(
        _ document: LayoutDocument, devices: [[DeviceProfile]], file: String, budget: WorkBudget, options analysisOptions: AnalysisOptions
    ) -> InputError? {
        var total = 0.0
        var perScreen: [(units: Double, runs: Int, largest: WorkEstimate?)] = []
        var runs = 0
        outer: for (screenIndex, screen) in document.screens.enumerated() {
            var units = 0.0
            var largest: WorkEstimate?
            let count = devices[screenIndex].count
            // Findings of one screen are merged across its devices, pair by pair.
            units += Double(count) * Double(count) * WorkCosts.devicePair
            for device in devices[screenIndex] {
                let estimate = WorkEstimate(
                    screen: screen, device: device, options: analysisOptions, comparesPixels: options.rasterizer != nil)
                units += Double(estimate.total)
                if estimate.total > largest?.total ?? -1 { largest = estimate }
                runs += 1
                // Far over the budget already: the rest cannot bring it back.
                if total + units > 2 * Double(budget.units) + 1 { break }
            }
            total += units
            perScreen.append((units, count, largest))
            if total > 2 * Double(budget.units) + 1 { break outer }
        }
        // Each run's results are kept until the report is printed.
        let keptBytes = Double(runs) * WorkCosts.runBytes
        guard total > Double(budget.units) || keptBytes > Double(budget.bytes), runs > 1 else { return nil }
        let counted = perScreen.count
        guard let costliest = perScreen.indices.max(by: { perScreen[$0].units < perScreen[$1].units }) else { return nil }
        let screen = document.screens[costliest]
        let units = WorkEstimate.rounded(total)
        let largest = perScreen[costliest].largest.map { " each about \($0.total) units: \($0.explanation)" } ?? ""
        let subject: String
        if counted == 1 && document.screens.count == 1 {
            subject = "analysing \"\(screen.name)\" on its \(devices[costliest].count) devices"
        } else {
            let allRuns = devices.reduce(0) { $0 + $1.count }
            subject = "analysing the \(document.screens.count) screens of this file on their devices (\(allRuns) screen × device runs)"
        }
        let more = total > 2 * Double(budget.units) + 1 && runs < devices.reduce(0, { $0 + $1.count }) ? "more than " : "about "
        return InputError(
            file: file, location: screen.location,
            message:
                "\(subject) would take \(more)\(units) units of work (\(perScreen[costliest].runs) runs of \"\(screen.name)\",\(largest)), "
                + "over the work budget of \(budget.description); raise it with --max-work \(WorkEstimate.suggestedBudget(units)) "
                + "(or maxWork in .layoutlint.yml), or lint the file on fewer devices or split it")
    }
}
