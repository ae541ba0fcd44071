import Foundation
import LayoutModel

/// What a lint run is told by the command line (and, later, the configuration file).
public struct LintOptions: Sendable {
    /// Device names that replace every screen's device list; empty keeps the screens' own.
    public var devices: [DeviceProfile] = []
    /// Devices added to every screen's list (`--add-device`).
    public var addedDevices: [DeviceProfile] = []
    /// When not empty, only the devices of these names are analysed (`--device`); a screen
    /// that lists none of them is skipped.
    public var onlyDevices: [String] = []
    /// Text sizes that replace every screen's `contentSizes` (configuration, `--content-size`);
    /// empty keeps the screens' own.
    public var contentSizes: [ContentSizeCategory] = []
    /// Locales that replace every screen's `locales` (configuration, `--locale`); empty keeps
    /// the screens' own.
    public var locales: [String] = []
    /// Pseudo-localises every string (`--pseudo-locale`).
    public var pseudoLocale = false
    public var analysis = AnalysisOptions()
    public var limits = DecodingLimits()
    /// Rule settings from the configuration, by rule id; screen budgets override them.
    public var rules: [String: RuleSettings] = [:]
    /// Files linted at once.
    public var jobs = ProcessInfo.processInfo.activeProcessorCount
    /// Writes the pictures that explain findings (`--pictures DIR`); nil writes none.
    public var artifacts: (any ArtifactSink)?
    /// Lints only the files of this shard (`--shard i/n`); nil lints all.
    public var shard: Shard?
    /// Told as each file is done (the command's progress line); nil tells no one.
    public var progress: (any LintProgress)?
    /// The `include`/`exclude` globs files must pass (configuration and command line).
    public var files = FileFilter()
    /// Lays every frame out (the engine; tests substitute fixed rectangles).
    public var layouter: any Layouter = EngineLayouter()
    /// The app's own fonts (the configuration's `fonts`): every run's layouter and rasterizer
    /// measure the labels of their families with them.
    public var fonts = FontLibrary()
    /// Draws the launch screen, the relaunch snapshot and the first frame so they can be
    /// compared pixel by pixel (`LayoutLintPictures.CairoRasterizer`, which a `LintSession`
    /// drawing with Cairo gives `lint` and `render` when none is set here). Without one,
    /// `launch-screen-mismatch` checks only text and spinners in the launch screen and
    /// `restoration-mismatch` finds nothing.
    public var rasterizer: (any FrameRasterizer)?

    /// The defaults: each screen's own devices, default limits and rule settings, one file per core.
    public init() {}
}

/// Lints what an analysis found: every enabled rule run on one analysed screen × device, with
/// the run's options (devices, limits, rule settings, the layout and rasterizer seams).
///
/// Files are linted through a `LintSession` (`lint(paths:)`, `lint(file:bytes:)` and
/// `lint(_:)` of the Swift API are its entry points): it never prints and never exits. One bad
/// file never stops the others; memory is bounded by the files in flight, not the number of files.
public struct Linter: Sendable {
    public var options: LintOptions
    public var rules: [any Rule.Type] = RuleRegistry.all

    public init(options: LintOptions = LintOptions(), rules: [any Rule.Type] = RuleRegistry.all) {
        self.options = options
        self.rules = rules
    }

    /// `finding` with the pictures among `paths` that its rule's description says explain it.
    func naming(_ paths: [String], in finding: Finding) -> Finding {
        guard let rule = rules.first(where: { $0.description.id == finding.ruleID }) else { return finding }
        let kinds = rule.description.pictures
        var named = finding
        func name(_ path: String) -> String { path.split(separator: "/").last.map(String.init) ?? path }
        let names = paths.map(name)
        for index in named.occurrences.indices {
            let atMs = named.occurrences[index].atMs
            named.occurrences[index].pictures = paths.filter { path in
                kinds.contains { $0.explains(findingAt: atMs, file: name(path), among: names) }
            }
        }
        return named
    }

    /// Runs every enabled rule on one analysed screen × device.
    public func findings(_ analysis: ScreenAnalysis) -> [Finding] {
        let screen = analysis.screen
        let disabled = DisabledRules(screen)
        var findings: [Finding] = []
        for rule in rules {
            let description = rule.description
            let settings = settings(for: description.id, screen: screen)
            guard settings.enabled, !screen.disabledRules.contains(description.id) else { continue }
            let context = RuleContext(
                file: analysis.file, screen: screen, device: analysis.device, analysis: analysis, settings: settings,
                severity: settings.severity ?? description.defaultSeverity, ruleID: description.id)
            findings += rule.init().findings(in: context).filter { !disabled.disables($0) }
        }
        return findings
    }

    /// Configuration settings overridden, option by option, by the screen's budgets.
    public func settings(for id: String, screen: Screen) -> RuleSettings {
        var settings = options.rules[id] ?? RuleSettings()
        if let budget = screen.budgets[id] {
            settings.enabled = settings.enabled && budget.enabled
            settings.severity = budget.severity ?? settings.severity
            settings.options.merge(budget.options) { _, screen in screen }
            settings.location = budget.location
        }
        return settings
    }

    /// True when the finding's node, or one of its ancestors, disables the finding's rule (in
    /// the screen's tree, or in its launch screen for findings about the launch screen).
    public func isDisabled(_ finding: Finding, in screen: Screen) -> Bool {
        DisabledRules(screen).disables(finding)
    }
}

/// The rules a screen's nodes disable, for its findings: each finding's node found by id in
/// O(1) (a search of the tree per finding made a screen whose every node has a finding
/// quadratic), and nothing looked up when no node disables anything. A finding at a node of a
/// list's cell template (found by where it is written: template ids repeat the screen's) is
/// disabled by that node, its template ancestors, the list node and the list's ancestors.
private struct DisabledRules {
    var trees: [(tree: NodeTree, index: [String: Int])] = []
    /// Template nodes by where they are written: the template, the node's index in it, and the
    /// list node's index in the screen's tree.
    var templateNodes: [SourceLocation: (template: NodeTree, index: Int, list: Int)] = [:]
    /// The screen's tree, when a node of it disables a rule, with each id's first position.
    var screenTree: NodeTree?
    var screenIndex: [String: Int] = [:]
    /// The subtrees `insert` events add, with the id of the node each goes into (whose
    /// ancestors disable rules for it as well), when a node of any of them or of the screen
    /// disables a rule.
    var inserted: [(tree: NodeTree, index: [String: Int], into: String)] = []

    init(_ screen: Screen) {
        let disabling = { (tree: NodeTree) in tree.nodes.contains(where: { !$0.disabledRules.isEmpty }) }
        func positions(_ tree: NodeTree) -> [String: Int] {
            var index: [String: Int] = [:]
            for (position, node) in tree.nodes.enumerated() where index[node.id] == nil { index[node.id] = position }
            return index
        }
        for tree in [screen.tree, screen.launchScreen].compactMap({ $0 }) where disabling(tree) {
            trees.append((tree, positions(tree)))
        }
        let insertions = screen.timeline.compactMap { event -> (tree: NodeTree, into: String)? in
            if case .insert(let tree, let into, _) = event.action { return (tree, into) }
            return nil
        }
        if disabling(screen.tree) || insertions.contains(where: { disabling($0.tree) }) {
            inserted = insertions.map { ($0.tree, positions($0.tree), $0.into) }
        }
        let templates = screen.tree.nodes.enumerated().flatMap { list, node in
            (node.list?.cells ?? []).compactMap(\.template).map { (list: list, template: $0) }
        }
        if disabling(screen.tree) {
            screenTree = screen.tree
            screenIndex = positions(screen.tree)
        }
        guard disabling(screen.tree) || templates.contains(where: { disabling($0.template) }) else { return }
        for (list, template) in templates {
            for (position, node) in template.nodes.enumerated() { templateNodes[node.location] = (template, position, list) }
        }
    }

    /// True when the finding's node, or one of its ancestors, disables the finding's rule.
    func disables(_ finding: Finding) -> Bool {
        guard let id = finding.node else { return false }
        if let found = templateNodes[finding.location], found.template.nodes[found.index].id == id {
            var index = found.index
            while true {
                let node = found.template.nodes[index]
                if node.disabledRules.contains(finding.ruleID) { return true }
                guard let parent = node.parent else { break }
                index = parent
            }
            return disables(finding.ruleID, from: found.list, in: screenTree)
        }
        for (tree, positions) in trees {
            guard let index = positions[id] else { continue }
            if disables(finding.ruleID, from: index, in: tree) { return true }
        }
        return disablesInserted(finding.ruleID, at: id)
    }

    /// True when a node an `insert` event adds with id `id`, one of its ancestors in that
    /// subtree, or one of the nodes it went into (the node named by `into` and its own
    /// ancestors, inserted or not) disables `rule`. Follows at most one step per insertion,
    /// so ids inserted into each other cannot loop.
    private func disablesInserted(_ rule: String, at id: String) -> Bool {
        var id = id
        for _ in inserted.indices {
            guard let (tree, index, into) = inserted.first(where: { $0.index[id] != nil }).map({ ($0.tree, $0.index[id] ?? 0, $0.into) })
            else { return false }
            if disables(rule, from: index, in: tree) { return true }
            if let parent = screenIndex[into], disables(rule, from: parent, in: screenTree) { return true }
            id = into
        }
        return false
    }

    private func disables(_ rule: String, from start: Int, in tree: NodeTree?) -> Bool {
        guard let tree, start < tree.nodes.count else { return false }
        var index = start
        while true {
            let node = tree.nodes[index]
            if node.disabledRules.contains(rule) { return true }
            guard let parent = node.parent else { return false }
            index = parent
        }
    }
}
