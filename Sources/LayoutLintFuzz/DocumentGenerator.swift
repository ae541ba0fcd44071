import LayoutLintKit
import LayoutModel

/// Layout documents and `.layoutlint.yml` configurations that decode, built from a stream of
/// decisions (`FuzzDecisions`): the fuzzer's bytes choose the structure, so mutations explore
/// screens rather than syntax errors.
///
/// What a document may hold: one screen or several; built-in and inline devices; random node
/// trees with adaptive sizes wherever a size is allowed (roots included), every node kind,
/// backgrounds, opacity, shadows, clipping, content arriving later (a label's with its text), lists (cell types with
/// templates, pattern or typed rows, per-row heights, pool limits, prefetch, scroll scripts);
/// labels with fonts (text styles and sizes of their own), `numberOfLines` and text tables by
/// locale; `contentSizes` and `locales`; self-sizing cells with estimates and content arriving
/// inside cell templates (after the cell appears, or from launch); scroll views with scroll
/// scripts; timelines of `arrive`, `show`, `hide`, `insert`, `remove`, `set`, `tap` and `gesture`
/// events, kept valid by following which nodes are on screen when; launch graphs of `work`
/// and `request` (`after` waits on earlier tasks or the first frame, `onMain`, `blocks`,
/// `ad`); a `launchScreen`, a `restoration`, `budgets` and `lint` settings. Sizes stay small
/// (at most `maxNodes` nodes per screen, 16 events) so one document takes milliseconds.
public struct DocumentGenerator {
    /// A generated input: the layout document and, sometimes, a configuration.
    public struct Output: Sendable {
        public var document: String
        public var configuration: String?
    }

    /// The most nodes of one screen (its tree, launch screen, templates and insertions).
    public static let maxNodes = 48
    static let maxDepth = 10

    private var decisions: FuzzDecisions
    private var nodesLeft = 0
    private var counter = 0
    /// The key content times are given with: `at`, or inside a list's cell templates sometimes
    /// `atTime` (from launch; one kind per list).
    private var contentTimeKey = "at"

    private init(_ decisions: FuzzDecisions) {
        self.decisions = decisions
    }

    /// The input the decisions in `bytes` make.
    public static func generate(_ bytes: [UInt8]) -> Output {
        var generator = DocumentGenerator(FuzzDecisions(bytes))
        return generator.output()
    }

    /// The input of `seed`.
    public static func generate(seed: UInt64) -> Output {
        var generator = DocumentGenerator(FuzzDecisions(seed: seed))
        return generator.output()
    }

    private mutating func output() -> Output {
        let screens = decisions.chance(20) ? decisions.int(1...3) : 1
        var documents: [JSONOutput] = []
        for index in 0..<screens { documents.append(screen(name: "Screen \(index)")) }
        var top: [(String, JSONOutput)] = []
        if decisions.chance(10) { top.append(("$schema", .string("./layout.schema.json"))) }
        let document: JSONOutput
        if screens == 1 && decisions.chance(85), case .object(let members) = documents[0] {
            document = .object(top + members)
        } else {
            document = .object(top + [("screens", .array(documents))])
        }
        let configuration = decisions.chance(40) ? self.configuration() : nil
        return Output(document: Self.compact(document) + "\n", configuration: configuration)
    }

    /// JSON without indentation, each node and event on a line of its own (so findings and
    /// errors have telling line numbers and documents stay small). Iterative.
    static func compact(_ value: JSONOutput) -> String {
        enum Work { case value(JSONOutput), text(String) }
        var out = ""
        var stack: [Work] = [.value(value)]
        while let work = stack.popLast() {
            switch work {
            case .text(let text): out += text
            case .value(let value):
                switch value {
                case .array(let items):
                    out += "["
                    var pending: [Work] = []
                    for (position, item) in items.enumerated() {
                        if position > 0 { pending.append(.text(", ")) }
                        pending.append(.value(item))
                    }
                    pending.append(.text("]"))
                    stack += pending.reversed()
                case .object(let members):
                    if let key = members.first?.0, key == "id" || key == "at" || key == "screen" { out += "\n" }
                    out += "{"
                    var pending: [Work] = []
                    for (position, (key, item)) in members.enumerated() {
                        pending.append(.text((position > 0 ? ", " : "") + JSONString.quote(key) + ": "))
                        pending.append(.value(item))
                    }
                    pending.append(.text("}"))
                    stack += pending.reversed()
                default:
                    out += value.serialized()
                }
            }
        }
        return out
    }

    // MARK: Screen

    /// What the timeline knows of the screen's tree at the time of the event being made.
    private struct Live {
        /// Ids on screen now, and the children of every id ever in the tree.
        var ids: [String] = []
        var children: [String: [String]] = [:]
        var withContent: Set<String> = []
        /// Every id of the screen's tree and of insertions made so far.
        var known: [String] = []
        var tasks: [String] = []

        mutating func add(_ tree: [(id: String, parent: String?, hasContent: Bool)], into parent: String?, at index: Int?) {
            for node in tree {
                ids.append(node.id)
                known.append(node.id)
                children[node.id] = children[node.id] ?? []
                if node.hasContent { withContent.insert(node.id) }
                if let p = node.parent { children[p, default: []].append(node.id) }
            }
            if let parent, let root = tree.first?.id {
                var siblings = children[parent] ?? []
                siblings.insert(root, at: min(index ?? siblings.count, siblings.count))
                children[parent] = siblings
            }
        }

        mutating func remove(_ id: String) {
            var stack = [id]
            var gone: Set<String> = []
            while let next = stack.popLast() {
                guard gone.insert(next).inserted else { continue }
                stack += children[next] ?? []
            }
            ids.removeAll { gone.contains($0) }
        }
    }

    private mutating func screen(name: String) -> JSONOutput {
        nodesLeft = Self.maxNodes
        var members: [(String, JSONOutput)] = [("screen", .string(name))]
        if decisions.chance(75) { members.append(("devices", .array(devices()))) }
        if decisions.chance(12) { members.append(("contentSizes", .array(contentSizes().map(JSONOutput.string)))) }
        if decisions.chance(8) { members.append(("locales", .array(locales().map(JSONOutput.string)))) }
        var shape: [(id: String, parent: String?, hasContent: Bool)] = []
        let root = tree(prefix: "n", rootSizes: true, shape: &shape)
        members.append(("root", root))
        var live = Live()
        live.add(shape, into: nil, at: nil)
        if decisions.chance(20) {
            var ignored: [(id: String, parent: String?, hasContent: Bool)] = []
            // Its own namespace; sometimes an id of the screen's tree as well.
            members.append(("launchScreen", tree(prefix: decisions.chance(30) ? "n" : "l", rootSizes: true, shape: &ignored)))
        }
        if decisions.chance(20) {
            members.append(
                (
                    "restoration",
                    .object([("snapshotAt", .number(Double(decisions.int(0...3000)))), ("restores", .bool(decisions.chance(50)))])
                ))
        }
        if decisions.chance(60) { members.append(("timeline", .array(timeline(&live)))) }
        if decisions.chance(15) { members.append(("budgets", .object(budgets()))) }
        if decisions.chance(10) { members.append(("lint", .object([("disable", .array(ruleIDs().map(JSONOutput.string)))]))) }
        return .object(members)
    }

    private mutating func devices() -> [JSONOutput] {
        var devices: [JSONOutput] = []
        var names: Set<String> = []
        for index in 0..<decisions.int(1...2) {
            if decisions.chance(60) {
                let name = decisions.pick(DeviceProfile.all).name
                if names.insert(name).inserted { devices.append(.string(name)) }
                continue
            }
            var profile: [(String, JSONOutput)] = [
                ("name", .string("Device \(index)")), ("width", .number(decisions.points(80...1400))),
                ("height", .number(decisions.points(80...1400))), ("scale", .number(decisions.pick([1, 2, 2.625, 3]))),
            ]
            if decisions.chance(40) {
                profile.append(
                    ("safeArea", .object([("top", .number(decisions.points(0...60))), ("bottom", .number(decisions.points(0...40)))])))
            }
            if decisions.chance(20) { profile.append(("refreshHz", .number(decisions.pick([30, 60, 90, 120])))) }
            if names.insert("Device \(index)").inserted { devices.append(.object(profile)) }
        }
        return devices
    }

    // MARK: Trees

    /// A node tree with ids `prefix0`, `prefix1`, … (fresh across the generator), its shape
    /// appended to `shape`. `rootSizes`: the root may get adaptive sizes like any node.
    private mutating func tree(
        prefix: String, rootSizes: Bool, shape: inout [(id: String, parent: String?, hasContent: Bool)], maxNodes: Int = .max
    ) -> JSONOutput {
        // Built iteratively: nodes in pre-order with their parent, then assembled bottom-up.
        var nodes: [(id: String, members: [(String, JSONOutput)], children: [Int])] = []
        var pending: [(parent: Int?, depth: Int)] = [(nil, 1)]
        var budget = min(maxNodes, max(nodesLeft, 1))
        while budget > 0, let (parent, depth) = pending.popLast() {
            budget -= 1
            nodesLeft -= 1
            let id = "\(prefix)\(counter)"
            counter += 1
            let (members, hasContent) = node(id: id, isRoot: parent == nil && rootSizes)
            let index = nodes.count
            nodes.append((id, members, []))
            if let parent { nodes[parent].children.append(index) }
            shape.append((id, parent.map { nodes[$0].id }, hasContent))
            if depth < Self.maxDepth, budget > pending.count, decisions.chance(parent == nil ? 90 : 45) {
                for _ in 0..<decisions.int(1...4) { pending.append((index, depth + 1)) }
            }
        }
        // Children after their parents: assemble from the last node back to the first.
        var built = [JSONOutput?](repeating: nil, count: nodes.count)
        for index in stride(from: nodes.count - 1, through: 0, by: -1) {
            var members = nodes[index].members
            let children = nodes[index].children.compactMap { built[$0] }
            if !children.isEmpty { members.append(("children", .array(children))) }
            built[index] = .object(members)
        }
        return built.first.flatMap { $0 } ?? .object([("id", .string("\(prefix)x"))])
    }

    private mutating func node(id: String, isRoot: Bool) -> (members: [(String, JSONOutput)], hasContent: Bool) {
        var members: [(String, JSONOutput)] = [("id", .string(id))]
        let kind = decisions.pick(["view", "view", "view", "label", "image", "ad", "list", "spinner"])
        if kind != "view" || decisions.chance(20) { members.append(("kind", .string(kind))) }
        let style = self.style(adaptive: isRoot ? 60 : 25, minimumKeys: 0)
        if !style.isEmpty { members.append(("style", .object(style))) }
        if decisions.chance(60) { members.append(("background", .string(colour()))) }
        if decisions.chance(10) { members.append(("opacity", .number(Double(decisions.int(0...10)) / 10))) }
        if kind == "label" || decisions.chance(3) { members += text() }
        if kind == "image", decisions.chance(60) { members.append(("image", .object([("hasAlpha", .bool(decisions.chance(50)))]))) }
        if decisions.chance(15) { members.append(("cornerRadius", .number(decisions.points(0...30)))) }
        if decisions.chance(10) { members.append(("clipsToBounds", .bool(decisions.chance(60)))) }
        if decisions.chance(8) {
            members.append(("shadow", .object([("radius", .number(decisions.points(0...12))), ("path", .bool(decisions.chance(50)))])))
        }
        if decisions.chance(isRoot ? 40 : 5) { members.append(("safeArea", .bool(decisions.chance(80)))) }
        var hasContent = false
        if decisions.chance(20) {
            hasContent = true
            var content: [(String, JSONOutput)] = []
            if decisions.chance(80) { content.append((contentTimeKey, .number(Double(decisions.int(0...2500))))) }
            if decisions.chance(60) { content.append(("width", size(auto: true, adaptive: 30))) }
            if decisions.chance(70) { content.append(("height", size(auto: true, adaptive: 40))) }
            if kind == "label", decisions.chance(50) { content.append(("text", textValue())) }
            members.append(("content", .object(content)))
        }
        if decisions.chance(8) { members.append(("primary", .bool(decisions.chance(80)))) }
        if decisions.chance(4) { members.append(("lint", .object([("disable", .array(ruleIDs().map(JSONOutput.string)))]))) }
        if kind == "list" { members.append(("list", list())) }
        let scrolls = style.contains { key, value in
            if key == "overflow", case .string("scroll") = value { return true }
            return false
        }
        if kind != "list", scrolls, decisions.chance(50) {
            members.append(("scroll", .array(scrollScript())))
        }
        return (members, hasContent)
    }

    private mutating func colour() -> String {
        let hex = Array("0123456789ABCDEF")
        func digits(_ count: Int, _ decisions: inout FuzzDecisions) -> String { String((0..<count).map { _ in decisions.pick(hex) }) }
        switch decisions.int(0...4) {
        case 0: return "clear"
        case 1: return "#" + digits(3, &decisions)
        case 2: return "#" + digits(8, &decisions)
        default: return decisions.pick(["#FFFFFF", "#000000", "#F2F2F7", "#FF3B30"]) + (decisions.chance(20) ? "80" : "")
        }
    }

    // MARK: Text

    static let strings = [
        "Today", "A", "long headline that wraps", "", "4-day streak", "Ünïcødé ✓", "Settings",
        "Größenänderung für Straßenkarten", "今日のパズルを解いて連続記録を伸ばそう", "🎉👍🏽 Done!", "مرحبا بالعالم",
        "Supercalifragilisticexpialidocious", "Well-known state-of-the-art", "「こんにちは」、世界。",
    ]
    static let locales = ["en", "de", "ar", "ja", "fr"]

    /// A node's `text` (sometimes a table by locale) with, sometimes, a `font` and `numberOfLines`.
    private mutating func text() -> [(String, JSONOutput)] {
        var members: [(String, JSONOutput)] = [("text", textValue())]
        if decisions.chance(50) {
            if decisions.chance(60) {
                members.append(("font", .string(decisions.pick(TextStyle.allCases).rawValue)))
            } else {
                var font: [(String, JSONOutput)] = [("size", .number(decisions.points(1...80)))]
                if decisions.chance(50) { font.append(("weight", .string(decisions.pick(FontWeight.allCases).rawValue))) }
                if decisions.chance(40) { font.append(("scales", .bool(decisions.chance(50)))) }
                if decisions.chance(25) { font.append(("lineHeight", .number(decisions.points(1...100)))) }
                members.append(("font", .object(font)))
            }
        }
        if decisions.chance(30) { members.append(("numberOfLines", .int(decisions.int(0...3)))) }
        return members
    }

    /// A string, or sometimes a table of strings by locale.
    private mutating func textValue() -> JSONOutput {
        guard decisions.chance(15) else { return .string(decisions.pick(Self.strings)) }
        var table: [(String, JSONOutput)] = []
        for locale in Self.locales where table.isEmpty || decisions.chance(50) {
            table.append((locale, .string(decisions.pick(Self.strings))))
        }
        return .object(table)
    }

    /// One or two text sizes, or locales, for a screen or a configuration.
    private mutating func contentSizes() -> [String] {
        Array(Set((0..<decisions.int(1...2)).map { _ in decisions.pick(ContentSizeCategory.allCases).rawValue })).sorted()
    }

    private mutating func locales() -> [String] {
        Array(Set((0..<decisions.int(1...2)).map { _ in decisions.pick(Self.locales) })).sorted()
    }

    // MARK: Styles and sizes

    /// A length: points, a percentage, `auto` where allowed, negative where allowed.
    private mutating func length(auto: Bool = false, percent: Bool = true, negative: Bool = false) -> JSONOutput {
        switch decisions.int(0...5) {
        case 0 where auto: return .string("auto")
        case 1 where percent: return .string("\(decisions.int(0...120))%")
        case 2 where negative: return .number(-decisions.points(0...40))
        default: return .number(decisions.points(0...420))
        }
    }

    /// A size: a length, or an adaptive size about `adaptive` % of the time.
    private mutating func size(auto: Bool, adaptive: Int) -> JSONOutput {
        guard decisions.chance(adaptive) else { return length(auto: auto) }
        switch decisions.int(0...2) {
        case 0:
            return .object([("aspectRatio", .number(Double(decisions.int(1...400)) / 40))])
        case 1:
            var steps: [JSONOutput] = []
            var width = 0.0
            for _ in 0..<decisions.int(1...4) {
                width += decisions.points(1...500)
                steps.append(.array([.number(width), .number(decisions.points(0...300))]))
            }
            return .object([("byWidth", .array(steps))])
        default:
            return .object([("provider", .string(decisions.pick(SizeProvider.allCases).rawValue))])
        }
    }

    /// A style object of random keys (at least `minimumKeys`), adaptive sizes about
    /// `adaptive` % of the time where a size is allowed.
    private mutating func style(adaptive: Int, minimumKeys: Int) -> [(String, JSONOutput)] {
        var style: [(String, JSONOutput)] = []
        var used: Set<String> = []
        let count = max(minimumKeys, decisions.int(0...6))
        var attempts = 0
        while style.count < count && attempts < 20 {
            attempts += 1
            let key = decisions.pick(Self.styleKeys)
            guard used.insert(key).inserted else { continue }
            style.append((key, value(forStyle: key, adaptive: adaptive)))
        }
        if style.count < minimumKeys { style.append(("height", .number(decisions.points(0...200)))) }
        return style
    }

    static let styleKeys = [
        "flexDirection", "justifyContent", "alignItems", "alignSelf", "alignContent", "flexWrap", "flexGrow", "flexShrink",
        "flexBasis", "flex", "width", "height", "height", "width", "minWidth", "maxWidth", "minHeight", "maxHeight", "aspectRatio",
        "margin", "marginTop", "marginHorizontal", "padding", "paddingBottom", "paddingVertical", "border", "borderLeft", "gap",
        "rowGap", "columnGap", "position", "top", "left", "right", "bottom", "display", "overflow", "direction", "marginStart",
        "paddingEnd", "start", "end",
    ]

    private mutating func value(forStyle key: String, adaptive: Int) -> JSONOutput {
        switch key {
        case "flexDirection": return .string(decisions.pick(["column", "column-reverse", "row", "row-reverse"]))
        case "justifyContent":
            return .string(decisions.pick(["flex-start", "center", "flex-end", "space-between", "space-around", "space-evenly"]))
        case "alignItems": return .string(decisions.pick(["flex-start", "center", "flex-end", "stretch", "baseline"]))
        case "alignSelf": return .string(decisions.pick(["auto", "flex-start", "center", "flex-end", "stretch", "baseline"]))
        case "alignContent":
            return .string(
                decisions.pick(["flex-start", "center", "flex-end", "stretch", "space-between", "space-around", "space-evenly"]))
        case "flexWrap": return .string(decisions.pick(["nowrap", "wrap", "wrap-reverse"]))
        case "flexGrow", "flexShrink": return .number(Double(decisions.int(0...8)) / 2)
        case "flex": return .number(Double(decisions.int(-4...8)) / 2)
        case "aspectRatio": return .number(Double(decisions.int(0...40)) / 8)
        case "flexBasis": return length(auto: true)
        case "width", "height": return size(auto: true, adaptive: adaptive)
        case "minHeight": return decisions.chance(adaptive) ? size(auto: false, adaptive: 100) : length()
        case "minWidth", "maxWidth", "maxHeight": return length()
        case "margin", "marginTop", "marginHorizontal", "marginStart": return length(auto: true, negative: true)
        case "top", "left", "right", "bottom", "start", "end": return length(auto: true, negative: true)
        case "direction": return .string(decisions.pick(["inherit", "ltr", "rtl"]))
        case "border", "borderLeft": return .number(decisions.points(0...8))
        case "position": return .string(decisions.pick(["relative", "absolute", "static"]))
        case "display": return .string(decisions.pick(["flex", "flex", "none"]))
        case "overflow": return .string(decisions.pick(["visible", "hidden", "scroll"]))
        default: return length()  // paddings and gaps
        }
    }

    // MARK: Lists

    private mutating func list() -> JSONOutput {
        var cells: [(String, JSONOutput)] = []
        let names = (0..<decisions.int(1...3)).map { "c\($0)" }
        let typed = decisions.chance(30)
        let perRowHeights = typed && decisions.chance(40)
        // Content times in the list's templates all count one way.
        let outerKey = contentTimeKey
        contentTimeKey = decisions.chance(25) ? "atTime" : "at"
        defer { contentTimeKey = outerKey }
        for name in names {
            var cell: [(String, JSONOutput)] = []
            // Self-sizing: as tall as its template, placed at the estimate until measured.
            let selfSizing = !perRowHeights && nodesLeft > 4 && decisions.chance(20)
            if selfSizing {
                cell.append(("height", .string("auto")))
                cell.append(("estimatedHeight", .number(decisions.points(1...300))))
            } else if !perRowHeights || decisions.chance(50) {
                cell.append(("height", .number(decisions.points(1...300))))
            }
            if selfSizing || (nodesLeft > 4 && decisions.chance(35)) {
                var ignored: [(id: String, parent: String?, hasContent: Bool)] = []
                cell.append(("template", tree(prefix: decisions.chance(20) ? "n" : "t", rootSizes: true, shape: &ignored, maxNodes: 4)))
            }
            cells.append((name, .object(cell)))
        }
        var spec: [(String, JSONOutput)] = [("cells", .object(cells))]
        var rowCount: Int
        if typed {
            rowCount = decisions.int(1...30)
            spec.append(("rows", .object([("types", .array((0..<rowCount).map { _ in .string(decisions.pick(names)) }))])))
        } else {
            rowCount = decisions.pick([0, 1, 3, 20, 200, 2000])
            let pattern = (0..<decisions.int(1...4)).map { _ in JSONOutput.string(decisions.pick(names)) }
            spec.append(("rows", .object([("count", .int(rowCount)), ("pattern", .array(pattern))])))
        }
        if perRowHeights { spec.append(("heights", .array((0..<rowCount).map { _ in .number(decisions.points(1...200)) }))) }
        if decisions.chance(50) { spec.append(("reuse", .bool(decisions.chance(60)))) }
        if decisions.chance(40) {
            spec.append(("poolLimit", .object(names.filter { _ in decisions.chance(60) }.map { ($0, .int(decisions.int(0...30))) })))
        }
        if decisions.chance(20) { spec.append(("prefetch", .int(decisions.int(0...6)))) }
        if decisions.chance(60) { spec.append(("scroll", .array(scrollScript()))) }
        return .object(spec)
    }

    /// A scroll script, a list's or a scroll view's: legs to an offset or the end.
    private mutating func scrollScript() -> [JSONOutput] {
        (0..<decisions.int(0...4)).map { _ -> JSONOutput in
            let to: JSONOutput = decisions.chance(40) ? .string("end") : .number(decisions.points(0...20_000))
            return .object([("to", to), ("velocity", .number(Double(decisions.int(1...20_000))))])
        }
    }

    // MARK: Timeline

    private mutating func timeline(_ live: inout Live) -> [JSONOutput] {
        var events: [JSONOutput] = []
        var time = 0.0
        for _ in 0..<decisions.int(1...16) {
            time += decisions.pick([0, 0, 16, 50, 100, 300, 1000])
            guard let event = event(at: time, &live) else { continue }
            events.append(event)
        }
        return events
    }

    private mutating func event(at time: Double, _ live: inout Live) -> JSONOutput? {
        let at: (String, JSONOutput) = ("at", .number(time))
        let kind = decisions.pick([
            "arrive", "show", "hide", "insert", "remove", "set", "tap", "gesture", "work", "work", "request", "request",
        ])
        switch kind {
        case "work", "request":
            return task(kind, at: at, &live)
        case "insert":
            guard !live.ids.isEmpty, nodesLeft > 0 else { return nil }
            let into = decisions.pick(live.ids)
            var shape: [(id: String, parent: String?, hasContent: Bool)] = []
            let subtree = tree(prefix: "i", rootSizes: true, shape: &shape, maxNodes: 5)
            var members: [(String, JSONOutput)] = [at, ("insert", subtree), ("into", .string(into))]
            var index: Int?
            if decisions.chance(50) {
                index = decisions.int(0...(live.children[into]?.count ?? 0))
                members.append(("index", .int(index ?? 0)))
            }
            live.add(shape, into: into, at: index)
            return .object(members)
        default:
            guard !live.ids.isEmpty else { return nil }
            // The root is rarely the one removed: the rest of the timeline would have nothing left.
            let id =
                kind == "remove" && live.ids.count > 1 && decisions.chance(95)
                ? decisions.pick(Array(live.ids.dropFirst())) : decisions.pick(live.ids)
            var members: [(String, JSONOutput)] = [at, (kind, .string(id))]
            switch kind {
            case "arrive":
                let needsSize = !live.withContent.contains(id)
                let width = decisions.chance(50), height = decisions.chance(60) || (needsSize && !width)
                if width { members.append(("width", size(auto: true, adaptive: 35))) }
                if height { members.append(("height", size(auto: true, adaptive: 45))) }
            case "remove":
                live.remove(id)
            case "set":
                members.append(("style", .object(style(adaptive: 35, minimumKeys: 1))))
            case "gesture":
                members.append(("duration", .number(Double(decisions.int(1...2000)))))
            default:
                break
            }
            return .object(members)
        }
    }

    /// A `work` or `request` waiting only on earlier tasks (or the first frame), so no wait
    /// closes a cycle.
    private mutating func task(_ kind: String, at: (String, JSONOutput), _ live: inout Live) -> JSONOutput {
        let name = "\(kind == "work" ? "w" : "r")\(live.tasks.count)"
        var members: [(String, JSONOutput)] = [
            at, (kind, .string(name)), ("duration", .number(Double(decisions.pick([0, 5, 30, 120, 400, 1200, 30_000])))),
        ]
        if kind == "work" {
            members.append(("thread", .string(decisions.pick(["main", "background"]))))
            if decisions.chance(30) { members.append(("essential", .bool(decisions.chance(60)))) }
        }
        if decisions.chance(40) {
            var after = live.tasks.filter { _ in decisions.chance(30) }
            if decisions.chance(30) { after.append("firstFrame") }
            members.append(("after", .array(after.map(JSONOutput.string))))
        }
        if kind == "request" {
            if decisions.chance(50), !live.known.isEmpty {
                members.append(("blocks", .array((0..<decisions.int(1...3)).map { _ in .string(decisions.pick(live.known)) })))
            }
            if decisions.chance(40) { members.append(("onMain", .number(Double(decisions.int(0...300))))) }
            if decisions.chance(35) {
                var ad: [(String, JSONOutput)] = [("unit", .string("unit\(decisions.int(0...2))"))]
                if decisions.chance(50) { ad.append(("count", .int(decisions.int(1...6)))) }
                if decisions.chance(50) { ad.append(("priority", .string(decisions.pick(["high", "normal", "low"])))) }
                if decisions.chance(40) { ad.append(("refresh", .bool(decisions.chance(50)))) }
                members.append(("ad", .object(ad)))
            }
        }
        live.tasks.append(name)
        return .object(members)
    }

    // MARK: Rules and configuration

    private mutating func ruleIDs() -> [String] {
        let all = RuleRegistry.all.map { $0.description.id }
        return (0..<decisions.int(1...2)).map { _ in decisions.pick(all) }
    }

    /// Valid settings of a few rules: off, a severity or options within their ranges.
    private mutating func ruleSettings() -> [(id: String, setting: JSONOutput)] {
        var settings: [(id: String, setting: JSONOutput)] = []
        var used: Set<String> = []
        for _ in 0..<decisions.int(1...3) {
            let rule = decisions.pick(RuleRegistry.all).description
            guard used.insert(rule.id).inserted else { continue }
            switch decisions.int(0...2) {
            case 0: settings.append((rule.id, .string("off")))
            case 1: settings.append((rule.id, .string(decisions.pick(["error", "warning", "info"]))))
            default:
                var options: [(String, JSONOutput)] = []
                if decisions.chance(40) { options.append(("severity", .string(decisions.pick(["error", "warning", "info"])))) }
                for option in rule.options where decisions.chance(60) {
                    let fraction = Double(decisions.int(0...100)) / 100
                    var value = option.range.lowerBound + (option.range.upperBound - option.range.lowerBound) * fraction
                    if option.kind == .integer { value = value.rounded(.down) }
                    options.append((option.name, .number(value)))
                }
                settings.append((rule.id, .object(options)))
            }
        }
        return settings
    }

    private mutating func budgets() -> [(String, JSONOutput)] {
        ruleSettings().map { ($0.id, $0.setting) }
    }

    /// A `.layoutlint.yml`.
    private mutating func configuration() -> String {
        var lines: [String] = []
        func quoted(_ text: String) -> String { "\"\(text)\"" }
        if decisions.chance(40) { lines.append("reporter: \(decisions.pick(ReporterKind.allCases).rawValue)") }
        if decisions.chance(30) {
            let names = (0..<decisions.int(1...2)).map { _ in quoted(decisions.pick(DeviceProfile.all).name) }
            lines.append("devices: [\(Array(Set(names)).sorted().joined(separator: ", "))]")
        }
        if decisions.chance(10) { lines.append("contentSizes: [\(contentSizes().joined(separator: ", "))]") }
        if decisions.chance(8) { lines.append("locales: [\(locales().joined(separator: ", "))]") }
        if decisions.chance(25) { lines.append("include: [\(quoted(decisions.pick(["**/*.json", "*.json", "**"])))]") }
        if decisions.chance(15) { lines.append("exclude: [\(quoted(decisions.pick(["legacy", "**/old-*.json"])))]") }
        if decisions.chance(25) { lines.append("shiftThreshold: \(decisions.int(0...20))") }
        if decisions.chance(20) { lines.append("maxWork: \(decisions.pick([1, 20_000, 200_000, 200_000, 200_000]))") }
        if decisions.chance(50) {
            lines.append("rules:")
            for (id, setting) in ruleSettings() {
                switch setting {
                case .string(let text): lines.append("  \(id): \(text == "off" ? quoted(text) : text)")
                case .object(let options):
                    let written = options.map { key, value -> String in
                        if case .number(let number) = value { return "\(key): \(Format.number(number))" }
                        if case .string(let text) = value { return "\(key): \(text)" }
                        return ""
                    }
                    lines.append("  \(id): {\(written.joined(separator: ", "))}")
                default: break
                }
            }
        }
        if decisions.chance(15) { lines.insert("# generated", at: 0) }
        return lines.joined(separator: "\n") + "\n"
    }
}
