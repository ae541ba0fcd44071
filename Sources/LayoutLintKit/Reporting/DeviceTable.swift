import LayoutModel

/// Renders device profiles as an aligned table; pure, for the command and its test.
public enum DeviceTable {
    /// How to select a landscape variant, printed under the portrait table.
    public static let landscapeNote =
        "each has a landscape variant: add \" landscape\" to its name (\"iPhone 16 landscape\"); `layoutlint devices --landscape` lists them"

    public static func render(_ devices: [DeviceProfile], defaults: [DeviceProfile]) -> String {
        let header = ["name", "points", "scale", "pixels", "safe area (top/bottom/sides)", "refresh", "default"]
        let rows = devices.map { device in
            [
                device.name,
                "\(Format.points(device.width))×\(Format.points(device.height))",
                "@\(Format.points(device.scale))x",
                "\(Format.points(device.width * device.scale))×\(Format.points(device.height * device.scale))",
                "\(Format.points(device.safeArea.top))/\(Format.points(device.safeArea.bottom))/\(Format.points(device.safeArea.left))",
                "\(Format.points(device.refreshRate)) Hz",
                defaults.contains(device) ? "yes" : "",
            ]
        }
        return TextTable.render(header: header, rows: rows)
    }
}
