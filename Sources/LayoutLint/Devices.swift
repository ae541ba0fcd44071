import ArgumentParser
import LayoutLintKit
import LayoutModel

extension LayoutLint {
    /// `layoutlint devices`: the built-in device profiles.
    struct Devices: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "List the built-in device profiles (size in points, scale, safe area, refresh rate).")

        @Flag(help: "List the landscape variants too.")
        var landscape = false

        func run() {
            let devices = landscape ? DeviceProfile.all : DeviceProfile.builtIn
            print(DeviceTable.render(devices, defaults: DeviceProfile.defaultMatrix), terminator: "")
            if !landscape { print(DeviceTable.landscapeNote) }
        }
    }
}
