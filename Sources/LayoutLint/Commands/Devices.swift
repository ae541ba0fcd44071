import ArgumentParser
import LayoutModel

extension LayoutLint {
    /// `layoutlint devices`: the built-in device profiles.
    struct Devices: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "List the built-in device profiles (size in points, scale, safe area).")

        func run() {
            print(DeviceTable.render(DeviceProfile.builtIn, defaults: DeviceProfile.defaultMatrix), terminator: "")
        }
    }
}

/// Renders device profiles as an aligned table; pure, for the command and its test.
enum DeviceTable {
    static func render(_ devices: [DeviceProfile], defaults: [DeviceProfile]) -> String {
        let header = ["name", "points", "scale", "pixels", "safe area (top/bottom)", "refresh", "default"]
        let rows = devices.map { device in
            [
                device.name,
                "\(formatPoints(device.width))×\(formatPoints(device.height))",
                "@\(formatPoints(device.scale))x",
                "\(formatPoints(device.width * device.scale))×\(formatPoints(device.height * device.scale))",
                "\(formatPoints(device.safeArea.top))/\(formatPoints(device.safeArea.bottom))",
                "\(formatPoints(device.refreshRate)) Hz",
                defaults.contains(device) ? "yes" : "",
            ]
        }
        return TextTable.render(header: header, rows: rows)
    }
}
