import LayoutModel

/// The computed frames of a file's screens as JSON, for people debugging their layouts
/// (`layoutlint layout`): per screen, device and frame time, each node's absolute frame in
/// screen coordinates (where it is seen: inside a scroll view, at the view's content offset)
/// and its frame relative to its parent (inside a scroll view, to the top of its content), as
/// `[x, y, width, height]` in points; a scrolled scroll view gives its `contentOffset`.
public enum FrameDump {
    /// One screen on one device over its timeline.
    public struct Entry: Sendable {
        public var screen: String
        public var device: DeviceProfile
        public var frames: [FrameSnapshot]
        /// The text size and locale the screen was laid out at; the standard setting is not printed.
        public var setting: TextSetting

        /// The entry of one analysed screen × device at `setting`.
        public init(screen: String, device: DeviceProfile, frames: [FrameSnapshot], setting: TextSetting = .standard) {
            self.screen = screen
            self.device = device
            self.frames = frames
            self.setting = setting
        }
    }

    /// The JSON of the frames of a file's screens × devices (`LintSession.layout` makes the
    /// entries, in screen then device order).
    public static func render(file: String, entries: [Entry]) -> String {
        var screens: [(String, [Entry])] = []
        for entry in entries {
            if let last = screens.indices.last, screens[last].0 == entry.screen {
                screens[last].1.append(entry)
            } else {
                screens.append((entry.screen, [entry]))
            }
        }
        let json = JSONOutput.object([
            ("file", .string(file)),
            (
                "screens",
                .array(
                    screens.map { name, entries in
                        .object([("screen", .string(name)), ("devices", .array(entries.map(device)))])
                    })
            ),
        ])
        return json.serialized() + "\n"
    }

    private static func device(_ entry: Entry) -> JSONOutput {
        var members: [(String, JSONOutput)] = [
            ("device", .string(entry.device.name)),
            ("width", .number(entry.device.width)),
            ("height", .number(entry.device.height)),
            ("scale", .number(entry.device.scale)),
        ]
        if let contentSize = entry.setting.contentSize { members.append(("contentSize", .string(contentSize.rawValue))) }
        if let locale = entry.setting.localeName { members.append(("locale", .string(locale))) }
        members.append(("frames", .array(entry.frames.map(frame))))
        return .object(members)
    }

    private static func frame(_ snapshot: FrameSnapshot) -> JSONOutput {
        let nodes = snapshot.nodes.map { state -> (String, JSONOutput) in
            let parentFrame = state.parent.map { snapshot.nodes[$0].frame }
            let relative = Rect(
                x: state.frame.x - (parentFrame?.x ?? 0), y: state.frame.y - (parentFrame?.y ?? 0),
                width: state.frame.width, height: state.frame.height)
            var members: [(String, JSONOutput)] = [
                ("absolute", rect(state.screenFrame)),
                ("relative", rect(relative)),
                ("displayed", .bool(state.visibility.isDisplayed)),
            ]
            if state.contentOffset != 0 { members.append(("contentOffset", .number(state.contentOffset))) }
            return (state.id, .object(members))
        }
        return .object([("atMs", .number(snapshot.atMs)), ("nodes", .object(nodes))])
    }

    private static func rect(_ rect: Rect) -> JSONOutput {
        .array([.number(rect.x), .number(rect.y), .number(rect.width), .number(rect.height)])
    }
}
