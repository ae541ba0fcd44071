import Foundation
import LayoutModel

/// One layout file's work budget, spent screen × device after screen × device: every command
/// that analyses a file's screens (lint, render, reuse, layout) goes through
/// `LintSession.analyzeAll`, so the many devices or screens of one file are budgeted together,
/// not each on its own.
extension Linter {
    /// The budget of a file of `fileBytes` bytes under the run's options.
    public func workBudget(fileBytes: Int) -> WorkBudget {
        WorkBudget.forFile(bytes: fileBytes, maxWork: options.analysis.maxWork, workPerByte: options.analysis.workPerByte)
    }

    /// The options an analysis of this run is made with (what the pictures need kept).
    var preparedAnalysisOptions: AnalysisOptions {
        var analysisOptions = options.analysis
        options.artifacts?.prepare(&analysisOptions)
        return analysisOptions
    }

    /// The error when the runs of `document` together are estimated over `budget`; nil within it.
    /// `devices` lists each screen's runs' devices (a device once per text setting), `settings`
    /// each screen's number of text settings (nil: one each).
    func checkTotal(
        _ document: LayoutDocument, devices: [[DeviceProfile]], settings: [Int]? = nil, file: String, budget: WorkBudget,
        options analysisOptions: AnalysisOptions
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
        // Text sizes and locales multiply the runs as devices do: the remedy names them too.
        let screenSettings = document.screens.map(self.settings(for:))
        let textSizes = screenSettings.contains { Set($0.map(\.contentSize)).count > 1 }
        let locales = screenSettings.contains { Set($0.map(\.localeName)).count > 1 }
        let fewer = LintSummary.fewer(textSizes: textSizes, locales: locales) + (textSizes || locales ? "," : "")
        let subject: String
        if counted == 1 && document.screens.count == 1 {
            let runCount = devices[costliest].count, settingCount = max(settings?[costliest] ?? 1, 1)
            subject =
                settingCount == 1
                ? "analysing \"\(screen.name)\" on its \(runCount) devices"
                : "analysing \"\(screen.name)\" on its \(runCount / settingCount) devices at \(settingCount) text settings"
        } else {
            let allRuns = devices.reduce(0) { $0 + $1.count }
            let run = LintSummary.runName(textSizes: textSizes, locales: locales)
            subject = "analysing the \(document.screens.count) screens of this file on their devices (\(allRuns) \(run)s)"
        }
        let more = total > 2 * Double(budget.units) + 1 && runs < devices.reduce(0, { $0 + $1.count }) ? "more than " : "about "
        return InputError(
            file: file, location: screen.location,
            message:
                "\(subject) would take \(more)\(units) units of work (\(perScreen[costliest].runs) runs of \"\(screen.name)\",\(largest)), "
                + "over the work budget of \(budget.description); raise it with --max-work \(WorkEstimate.suggestedBudget(units)) "
                + "(or maxWork in .layoutlint.yml), or lint the file on fewer \(fewer) or split it")
    }
}
