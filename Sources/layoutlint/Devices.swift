import ArgumentParser
import LayoutLintKit
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
