import Foundation
import LayoutLintTestSupport
import Testing

/// `layout`, `render` and `reuse` read `.layoutlint.yml` as `lint` does, through the built
/// binary: a label in a configured font family is laid out, and drawn, in the lines its file
/// measures; the configuration's devices are the ones laid out; `reuse` runs where the
/// configuration names text settings; an unusable configuration stops them as it stops `lint`.
@Suite struct ConfiguredCommandsTests {
    /// "Hello world" at 17 pt: two lines 120 pt wide in the fixture font (each letter 1 em), one
    /// in Inter.
    static let card = """
        {"screen": "Card", "devices": ["iPhone 15"], "root": {"id": "root", "background": "#FFFFFF", "style": {"alignItems": "flex-start"}, "children": [
            {"id": "title", "kind": "label", "background": "#FF0000", "numberOfLines": 0, "style": {"width": 120}, "font": {"size": 17, "family": "Fixture Sans"}, "text": "Hello world"}
        ]}}
        """

    /// A list of a single cell type, simulated by `reuse`.
    static let contacts = """
        {"screen": "Contacts", "devices": ["iPhone 15"], "root": {"id": "root", "background": "#FFFFFF", "children": [
          {"id": "contacts", "kind": "list", "style": {"flexGrow": 1},
           "list": {"cells": {"contact": {"height": 44}}, "rows": {"count": 200, "pattern": ["contact"]}, "poolLimit": {"contact": 40},
                    "scroll": [{"to": "end", "velocity": 3000}]}}
        ]}}
        """

    static let fonts = "fonts:\n  - {family: \"Fixture Sans\", file: \"Fonts/FixtureSans-Regular.ttf\"}\n"

    /// A folder with the card, the contacts, the fixture font under `Fonts/` and, when given, a
    /// `.layoutlint.yml`.
    static func folder(configuration: String?) throws -> URL {
        var files = ["card.json": card, "contacts.json": contacts]
        if let configuration { files[".layoutlint.yml"] = configuration }
        let folder = try BinaryRunner.folder(files)
        let fonts = folder.appendingPathComponent("Fonts")
        try FileManager.default.createDirectory(at: fonts, withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            at: Repository.url("Tests/Fixtures/Fonts/FixtureSans-Regular.ttf"), to: fonts.appendingPathComponent("FixtureSans-Regular.ttf"))
        return folder
    }

    /// The title's absolute frame in the last frame of each device `layout` printed, by device.
    static func titleFrames(_ json: String) throws -> [String: [Double]] {
        let document = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let screen = try #require((document["screens"] as? [[String: Any]])?.first)
        var frames: [String: [Double]] = [:]
        for device in try #require(screen["devices"] as? [[String: Any]]) {
            let name = try #require(device["device"] as? String)
            let last = try #require((device["frames"] as? [[String: Any]])?.last)
            let title = try #require((last["nodes"] as? [String: Any])?["title"] as? [String: Any])
            frames[name] = try #require(title["absolute"] as? [Double])
        }
        return frames
    }

    @Test func layoutMeasuresTheConfiguredFontOnTheConfiguredDevices() throws {
        let configured = try Self.folder(configuration: Self.fonts + "devices: [iPhone SE (3rd generation)]\n")
        let plain = try Self.folder(configuration: nil)
        defer {
            try? FileManager.default.removeItem(at: configured)
            try? FileManager.default.removeItem(at: plain)
        }
        guard let withFont = try BinaryRunner.run(["layout", "card.json"], in: configured),
            let withoutFont = try BinaryRunner.run(["layout", "card.json"], in: plain)
        else { return }
        #expect(withFont.status == 0, "\(withFont.errors)")
        #expect(withoutFont.status == 0, "\(withoutFont.errors)")
        let measured = try Self.titleFrames(withFont.output)
        let inter = try Self.titleFrames(withoutFont.output)
        #expect(Array(measured.keys) == ["iPhone SE (3rd generation)"], "\(measured)")
        #expect(Array(inter.keys) == ["iPhone 15"], "\(inter)")
        // Two lines of the fixture font's 17 pt line height, against one line of Inter.
        let fixtureHeight = try #require(measured["iPhone SE (3rd generation)"]?[3])
        let interHeight = try #require(inter["iPhone 15"]?[3])
        #expect(fixtureHeight == 34, "\(measured)")
        #expect(interHeight < 30, "\(inter)")
    }

    @Test func layoutTakesConfigAndStopsOnAnUnusableOne() throws {
        let folder = try Self.folder(configuration: "fonts:\n  - {family: \"Fixture Sans\", file: Fonts/Missing.ttf}\n")
        defer { try? FileManager.default.removeItem(at: folder) }
        try Self.fonts.write(to: folder.appendingPathComponent("brand.yml"), atomically: true, encoding: .utf8)
        for command in [["layout", "card.json"], ["render", "card.json", "--scale", "0.25"], ["reuse", "contacts.json"]] {
            guard let refused = try BinaryRunner.run(command, in: folder),
                let chosen = try BinaryRunner.run(command + ["--config", "brand.yml"], in: folder)
            else { return }
            #expect(refused.status == 2, "\(command)")
            #expect(refused.output.isEmpty, "\(command): \(refused.output)")
            #expect(
                refused.errors.contains(
                    ".layoutlint.yml:2:36: error: font file \"Fonts/Missing.ttf\" of family \"Fixture Sans\" cannot be read"),
                "\(command): \(refused.errors)")
            #expect(chosen.status == 0, "\(command): \(chosen.errors)")
        }
        guard let layout = try BinaryRunner.run(["layout", "card.json", "--config", "brand.yml"], in: folder) else { return }
        #expect(try Self.titleFrames(layout.output)["iPhone 15"]?[3] == 34, "\(layout.output)")
    }

    @Test func renderDrawsTheLinesTheConfiguredFontMeasures() throws {
        let configured = try Self.folder(configuration: Self.fonts)
        let plain = try Self.folder(configuration: nil)
        let devices = try Self.folder(configuration: "devices: [iPhone SE (3rd generation)]\n")
        defer {
            for folder in [configured, plain, devices] { try? FileManager.default.removeItem(at: folder) }
        }
        var pictures: [[UInt8]] = []
        for folder in [configured, plain] {
            guard let result = try BinaryRunner.run(["render", "card.json", "--pictures", "out", "--scale", "1"], in: folder) else {
                return
            }
            #expect(result.status == 0, "\(result.errors)")
            let frame = folder.appendingPathComponent("out/card/card/iphone-15/frame-0.png")
            pictures.append([UInt8](try Data(contentsOf: frame)))
        }
        // The red label is two lines tall in the fixture font, one in Inter: the pictures differ.
        let samePicture = pictures[0] == pictures[1]
        #expect(!samePicture, "frame-0.png is the same with and without the configuration's font")
        guard let onDevices = try BinaryRunner.run(["render", "card.json", "--pictures", "out", "--scale", "0.25"], in: devices) else {
            return
        }
        #expect(onDevices.status == 0, "\(onDevices.errors)")
        #expect(onDevices.output.contains("Card on iPhone SE (3rd generation): "), "\(onDevices.output)")
        #expect(!onDevices.output.contains("iPhone 15"), "\(onDevices.output)")
    }

    @Test func reuseRunsOnTheConfiguredDevicesOnceEachWhateverTextSettingsItNames() throws {
        let folder = try Self.folder(
            configuration: Self.fonts + "devices: [iPhone SE (3rd generation)]\ncontentSizes: [accessibility1]\nlocales: [de]\n")
        defer { try? FileManager.default.removeItem(at: folder) }
        guard let result = try BinaryRunner.run(["reuse", "contacts.json", "--reporter", "json"], in: folder) else { return }
        #expect(result.status == 0, "\(result.errors)")
        let document = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
        let rows = try #require(document["lists"] as? [[String: Any]])
        #expect(rows.map { $0["device"] as? String } == ["iPhone SE (3rd generation)"], "\(result.output)")
    }
}
