import ArgumentParser
import LayoutLintKit
import LayoutModel

/// `--device NAME` (repeatable), shared by the commands that lay screens out.
struct DeviceOptions: ParsableArguments {
    @Option(name: .customLong("device"), help: "Only these devices (repeatable); see `layoutlint devices`.")
    var names: [String] = []

    /// The profiles named, or a usage error naming the closest built-in one.
    func profiles() throws -> [DeviceProfile] {
        try names.map { name in
            guard let profile = DeviceProfile.named(name) else {
                let known = DeviceProfile.builtIn.map(\.name)
                let hint = Suggestions.closest(to: name, in: known).map { "; did you mean \"\($0)\"?" } ?? ""
                throw ValidationError("unknown device \"\(name)\"\(hint) (known: \(known.joined(separator: ", ")))")
            }
            return profile
        }
    }
}
