import ArgumentParser
import Foundation
import LayoutModel

extension LayoutLint {
    /// `layoutlint reuse FILE`: the reuse table of every list, per cell type and device.
    struct Reuse: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Simulate cell reuse of every list while its scroll script plays.",
            discussion: """
                Prints one row per list, cell type and device: cells allocated (in total and after the \
                first screenful), the most cells live and pooled at once, cells discarded by a full pool, \
                the configured pool limit and the smallest limit that avoids re-creating cells.
                """)

        @Argument(help: "A layout file.")
        var file: String

        @Option(name: .customLong("device"), help: "Simulate on this device instead of the screen's (repeatable).")
        var devices: [String] = []

        func run() throws {
            let limits = DecodingLimits()
            let bytes: [UInt8]
            switch SourceFiles.read(file, limit: limits.maxFileBytes) {
            case .success(let read): bytes = read
            case .failure(let error):
                Self.printError(error.description)
                throw ExitCode(2)
            }
            let decoded = DocumentDecoder(limits: limits, ruleIDs: RuleRegistry.ids).decode(bytes, file: file)
            let (rows, errors) = ReuseTable.rows(decoded, file: file, deviceNames: devices)
            for error in decoded.errors + errors { Self.printError(error.description) }
            if !rows.isEmpty { print(ReuseTable.render(rows), terminator: "") }
            if !decoded.errors.isEmpty || !errors.isEmpty { throw ExitCode(2) }
        }

        private static func printError(_ line: String) {
            FileHandle.standardError.write(Data((line + "\n").utf8))
        }
    }
}

/// The `reuse` command's table; pure, for the command and its tests.
enum ReuseTable {
    /// One line of the table.
    struct Row: Sendable, Hashable {
        var screen: String
        var list: String
        var device: String
        var reuse: Bool
        var cell: CellReuse
    }

    /// Simulates every list of every screen of `decoded` on each screen's devices (or the
    /// built-in or inline profiles named in `deviceNames`). Rows are grouped by screen, list
    /// (tree order), cell type (declaration order) and device (given order).
    static func rows(_ decoded: DecodedDocument, file: String, deviceNames: [String]) -> ([Row], [InputError]) {
        guard let document = decoded.document else { return ([], []) }
        var rows: [Row] = []
        var errors: [InputError] = []
        for screen in document.screens {
            var devices = screen.devices
            if !deviceNames.isEmpty {
                devices = []
                for name in deviceNames {
                    if let device = screen.devices.first(where: { $0.name == name }) ?? DeviceProfile.named(name) {
                        devices.append(device)
                    } else {
                        let known = DeviceProfile.builtIn.map(\.name).joined(separator: ", ")
                        errors.append(InputError(
                            file: file, location: screen.location,
                            message: "unknown device '\(name)'; use one of: \(known)"))
                    }
                }
            }
            var perDevice: [[ListReuse]] = []
            for device in devices {
                do {
                    perDevice.append(try ListAnalysis.analyze(screen: screen, device: device, file: file))
                } catch {
                    errors.append(error)
                }
            }
            guard perDevice.count == devices.count, let first = perDevice.first else { continue }
            for (listIndex, list) in first.enumerated() {
                for (typeIndex, cell) in list.result.types.enumerated() {
                    for (device, lists) in zip(devices, perDevice) where listIndex < lists.count {
                        let forDevice = lists[listIndex]
                        let counts = typeIndex < forDevice.result.types.count ? forDevice.result.types[typeIndex] : cell
                        rows.append(Row(screen: screen.name, list: list.id, device: device.name, reuse: list.reuse, cell: counts))
                    }
                }
            }
        }
        return (rows, errors.sorted())
    }

    /// Aligned columns; a `screen` column only when rows come from several screens.
    static func render(_ rows: [Row]) -> String {
        let severalScreens = Set(rows.map(\.screen)).count > 1
        var header = ["list", "type", "device", "allocations", "steady", "peak live", "peak pool", "discards", "pool limit", "recommended"]
        if severalScreens { header.insert("screen", at: 0) }
        let lines = rows.map { row in
            let limit = row.reuse ? row.cell.poolLimit.map(String.init) ?? "unlimited" : "no reuse"
            var line = [
                row.list, row.cell.type, row.device, String(row.cell.allocations), String(row.cell.steadyAllocations),
                String(row.cell.peakLive), String(row.cell.peakPool), String(row.cell.discards), limit,
                String(row.cell.recommendedPoolLimit),
            ]
            if severalScreens { line.insert(row.screen, at: 0) }
            return line
        }
        return TextTable.render(header: header, rows: lines)
    }
}
