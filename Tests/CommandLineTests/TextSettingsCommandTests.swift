import Foundation
import LayoutLintTestSupport
import Testing

/// Every screen at every text size and in every language, through the built binary: runs
/// multiply by content size and locale like devices, findings say where they happen, the
/// fixes hold at the largest size, pseudo-localisation lengthens strings, right-to-left
/// locales lay rows out from the right (a `direction: ltr` subtree keeps left to right), and
/// `render` draws each size and a contact sheet of them.
@Suite struct TextSettingsCommandTests {
    /// Three fixed-height `body` rows: they fit at the default size and not at the larger ones.
    static let settings = """
        {"screen": "Settings", "devices": ["iPhone SE (3rd generation)", "iPhone 15", "iPhone 15 Pro Max"],
         "contentSizes": ["large", "xLarge", "xxLarge", "xxxLarge", "accessibility1", "accessibility2", "accessibility3", "accessibility4", "accessibility5"],
         "root": {"id": "root", "background": "#FFFFFF", "style": {"padding": 16}, "children": [
          {"id": "wifi", "kind": "label", "font": "body", "background": "#FFFFFF", "style": {"height": 22}, "text": "Wi-Fi"},
          {"id": "bluetooth", "kind": "label", "font": "body", "background": "#FFFFFF", "style": {"height": 22}, "text": "Bluetooth"}
        ]}}
        """

    static func lint(_ arguments: [String], files: [String: String]) throws -> (BinaryRunner.Result, URL)? {
        let folder = try BinaryRunner.folder(files)
        guard let result = try BinaryRunner.run(["lint"] + arguments + ["--color", "never"], in: folder) else { return nil }
        return (result, folder)
    }

    @Test func fixedHeightRowsClipFromTheFirstSizeTooLargeAndTheFixHoldsAtAccessibility5() throws {
        let folder = try BinaryRunner.folder(["settings.json": Self.settings])
        defer { try? FileManager.default.removeItem(at: folder) }
        guard let atLarge = try BinaryRunner.run(["lint", "settings.json", "--content-size", "large"], in: folder),
            let before = try BinaryRunner.run(["lint", "settings.json", "--color", "never"], in: folder),
            let fixing = try BinaryRunner.run(["lint", "settings.json", "--fix"], in: folder),
            let after = try BinaryRunner.run(["lint", "settings.json", "--content-size", "accessibility5"], in: folder),
            let afterAll = try BinaryRunner.run(["lint", "settings.json"], in: folder)
        else { return }
        #expect(atLarge.status == 0 && atLarge.output.isEmpty, "\(atLarge.output)")
        #expect(atLarge.errors.contains("3 screen × device × text size runs"), "\(atLarge.errors)")
        #expect(before.status == 1)
        #expect(before.errors.contains("27 screen × device × text size runs"), "\(before.errors)")
        #expect(
            before.output.contains(
                "settings.json:4:3: error: 'wifi' clips its text: its fixed height is shorter than the lines the text needs: "
                    + "1 line need 29–62pt, the height is 22pt at 343–398pt wide on iPhone SE (3rd generation), iPhone 15 and "
                    + "iPhone 15 Pro Max from xxxLarge up; give 'wifi' height 62 [text-clipped]"), "\(before.output)")
        #expect(fixing.errors.contains("fixed 2 findings in 1 file"), "\(fixing.errors)")
        let fixed = try String(contentsOf: folder.appendingPathComponent("settings.json"), encoding: .utf8)
        #expect(fixed == Self.settings.replacingOccurrences(of: #"{"height": 22}"#, with: #"{"height": 62}"#))
        #expect(after.status == 0 && after.output.isEmpty, "\(after.output)")
        #expect(afterAll.status == 0 && afterAll.output.isEmpty, "\(afterAll.output)")
    }

    @Test func contentSizeOptionReplacesTheScreensAndReportersNameTheSizes() throws {
        let folder = try BinaryRunner.folder(["settings.json": Self.settings])
        defer { try? FileManager.default.removeItem(at: folder) }
        guard
            let json = try BinaryRunner.run(
                ["lint", "settings.json", "--device", "iPhone 15", "--content-size", "xxLarge,accessibility5", "--reporter", "json"],
                in: folder),
            let sarif = try BinaryRunner.run(
                [
                    "lint", "settings.json", "--device", "iPhone 15", "--content-size", "xxLarge", "--content-size", "accessibility5",
                    "--reporter", "sarif",
                ], in: folder),
            let unknown = try BinaryRunner.run(["lint", "settings.json", "--content-size", "accesibility5"], in: folder)
        else { return }
        let compact = json.output.replacingOccurrences(of: "\n", with: "").replacingOccurrences(of: " ", with: "")
        #expect(compact.contains(#""devices":["iPhone15"],"contentSizes":["accessibility5"]"#), "\(json.output)")
        #expect(compact.contains(#""device":"iPhone15","contentSize":"accessibility5","severity":"error""#), "\(json.output)")
        #expect(json.output.contains("on iPhone 15 at accessibility5;"), "\(json.output)")
        #expect(json.errors.contains("2 screen × device × text size runs"), "\(json.errors)")
        let sarifCompact = sarif.output.replacingOccurrences(of: "\n", with: "").replacingOccurrences(of: " ", with: "")
        #expect(sarifCompact.contains(#""devices":["iPhone15"],"contentSizes":["accessibility5"]"#), "\(sarif.output)")
        #expect(unknown.status == 2)
        #expect(
            unknown.errors.contains(#"unknown content size "accesibility5" for --content-size; did you mean "accessibility5"?"#),
            "\(unknown.errors)")
    }

    @Test func configurationContentSizesMultiplyTheRunsAndDefaultRunsNameNoSize() throws {
        let plain = Self.settings.replacingOccurrences(of: #"{"height": 22}"#, with: #"{"height": 30}"#)
            .replacingOccurrences(
                of:
                    #""contentSizes": ["large", "xLarge", "xxLarge", "xxxLarge", "accessibility1", "accessibility2", "accessibility3", "accessibility4", "accessibility5"],"#,
                with: "")
        let folder = try BinaryRunner.folder([
            "settings.json": plain, ".layoutlint.yml": "contentSizes: [large, accessibility2]\n",
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        guard let configured = try BinaryRunner.run(["lint", "settings.json", "--color", "never"], in: folder) else { return }
        try FileManager.default.removeItem(at: folder.appendingPathComponent(".layoutlint.yml"))
        guard let standard = try BinaryRunner.run(["lint", "settings.json", "--reporter", "json"], in: folder) else { return }
        #expect(configured.errors.contains("6 screen × device × text size runs"), "\(configured.errors)")
        #expect(configured.output.contains("from iPhone") == false)
        #expect(
            configured.output.contains(
                "1 line need 40pt, the height is 30pt at 343pt wide on iPhone SE (3rd generation) (375pt wide) at accessibility2, "
                    + "1 line need 40pt, the height is 30pt at 361pt wide on iPhone 15 (393pt wide) at accessibility2 and "
                    + "1 line need 40pt, the height is 30pt at 398pt wide on iPhone 15 Pro Max (430pt wide) at accessibility2; "
                    + "give 'wifi' height 40 [text-clipped]"),
            "\(configured.output)")
        // Without text settings nothing names a size: today's runs and reports.
        #expect(standard.status == 0 && !standard.output.contains("contentSize"), "\(standard.output)")
        #expect(standard.errors.contains("3 screen × device runs"), "\(standard.errors)")
    }

    /// A one-line label that holds its German string, until pseudo-localisation lengthens it.
    static let checkout = """
        {"screen": "Checkout", "devices": ["iPhone 15"], "locales": ["en", "de"],
         "root": {"id": "root", "background": "#FFFFFF", "style": {"padding": 16, "flexDirection": "row"}, "children": [
          {"id": "pay", "kind": "label", "font": "body", "numberOfLines": 1, "background": "#FFFFFF", "style": {"width": 160},
           "text": {"en": "Pay now", "de": "Jetzt bezahlen"}},
          {"id": "icon", "kind": "image", "image": {"hasAlpha": false}, "style": {"width": 24, "height": 24}}
        ]}}
        """

    @Test func pseudoLocalisationTruncatesAGermanLabelOfOneLine() throws {
        let folder = try BinaryRunner.folder(["checkout.json": Self.checkout])
        defer { try? FileManager.default.removeItem(at: folder) }
        guard let plain = try BinaryRunner.run(["lint", "checkout.json"], in: folder),
            let pseudo = try BinaryRunner.run(
                ["lint", "checkout.json", "--pseudo-locale", "--locale", "de", "--color", "never"], in: folder)
        else { return }
        #expect(plain.status == 0 && plain.output.isEmpty, "\(plain.output)")
        #expect(plain.errors.contains("2 screen × device × locale runs"), "\(plain.errors)")
        #expect(
            pseudo.output.contains(
                "checkout.json:3:3: warning: 'pay' is truncated: its text needs more lines than numberOfLines 1 allows: "
                    + "2 lines needed at 160pt wide, 1 allowed on iPhone 15 in de-x-pseudo;"), "\(pseudo.output)")
    }

    @Test func rightToLeftLocalesLayRowsOutFromTheRight() throws {
        let folder = try BinaryRunner.folder(["checkout.json": Self.checkout])
        defer { try? FileManager.default.removeItem(at: folder) }
        guard let english = try BinaryRunner.run(["layout", "checkout.json", "--locale", "en"], in: folder),
            let arabic = try BinaryRunner.run(["layout", "checkout.json", "--locale", "ar"], in: folder)
        else { return }
        let en = english.output.replacingOccurrences(of: "\n", with: "").replacingOccurrences(of: " ", with: "")
        let ar = arabic.output.replacingOccurrences(of: "\n", with: "").replacingOccurrences(of: " ", with: "")
        #expect(en.contains(#""locale":"en""#) && ar.contains(#""locale":"ar""#))
        // The row runs from the right: the label at the right edge, the icon to its left.
        #expect(en.contains(#""pay":{"absolute":[16,16,160,"#), "\(english.output)")
        #expect(en.contains(#""icon":{"absolute":[176,16,24,24]"#), "\(english.output)")
        #expect(ar.contains(#""pay":{"absolute":[217,16,160,"#), "\(arabic.output)")
        #expect(ar.contains(#""icon":{"absolute":[193,16,24,24]"#), "\(arabic.output)")
    }

    /// A right-to-left screen with a phone number field that stays left to right, and a
    /// physical `marginLeft` that stays on the left.
    static let contact = """
        {"screen": "Contact", "devices": ["iPhone 15"],
         "root": {"id": "root", "style": {"padding": 16}, "children": [
          {"id": "header", "style": {"flexDirection": "row", "height": 40}, "children": [
            {"id": "avatar", "style": {"width": 40, "marginStart": 8}},
            {"id": "name", "style": {"width": 100, "marginLeft": 4}}]},
          {"id": "phone", "style": {"direction": "ltr", "flexDirection": "row", "height": 30}, "children": [
            {"id": "code", "style": {"width": 50, "marginStart": 8}},
            {"id": "number", "style": {"width": 120}}]}
        ]}}
        """

    @Test func aLeftToRightSubtreeStaysLeftToRightInARightToLeftScreen() throws {
        let folder = try BinaryRunner.folder(["contact.json": Self.contact])
        defer { try? FileManager.default.removeItem(at: folder) }
        guard let arabic = try BinaryRunner.run(["layout", "contact.json", "--locale", "ar"], in: folder) else { return }
        #expect(arabic.status == 0, "\(arabic.errors)")
        let ar = arabic.output.replacingOccurrences(of: "\n", with: "").replacingOccurrences(of: " ", with: "")
        // iPhone 15 is 393 wide; the content box runs from 16 to 377. The header row starts at
        // the right: the avatar's start margin is on its right (377 − 8 − 40 = 329), the name
        // follows to its left with its physical left margin still on the left (329 − 100 = 229).
        #expect(ar.contains(#""avatar":{"absolute":[329,"#), "\(arabic.output)")
        #expect(ar.contains(#""name":{"absolute":[229,"#), "\(arabic.output)")
        // The phone field is `direction: ltr`: it starts at the left, its start margin on the left.
        #expect(ar.contains(#""code":{"absolute":[24,"#), "\(arabic.output)")
        #expect(ar.contains(#""number":{"absolute":[74,"#), "\(arabic.output)")
    }

    @Test func renderDrawsEachSizeAndAContactSheetOfThem() throws {
        let folder = try BinaryRunner.folder(["settings.json": Self.settings])
        defer { try? FileManager.default.removeItem(at: folder) }
        guard
            let result = try BinaryRunner.run(
                [
                    "render", "settings.json", "--device", "iPhone 15", "--content-size", "large,accessibility5", "--contact-sheet",
                    "--pictures", "out", "--scale", "1",
                ], in: folder)
        else { return }
        #expect(result.status == 0, "\(result.errors)")
        #expect(
            result.output.contains("Settings on iPhone 15 @accessibility5: 4 pictures in out/settings/settings/iphone-15-accessibility5"))
        let sheet = folder.appendingPathComponent("out/settings/settings/iphone-15/contact-sheet.png")
        let large = try Data(contentsOf: folder.appendingPathComponent("out/settings/settings/iphone-15-large/frame-0.png"))
        let largest = try Data(contentsOf: folder.appendingPathComponent("out/settings/settings/iphone-15-accessibility5/frame-0.png"))
        #expect(FileManager.default.fileExists(atPath: sheet.path))
        // The same screen drawn at two sizes: the text differs, so the pictures do.
        #expect(large != largest)
        let bytes = try Data(contentsOf: sheet)
        // PNG width (big-endian at byte 16): two 393pt panels and three 16pt gaps at 1×.
        let width = bytes.count > 20 ? bytes[16..<20].reduce(0) { $0 << 8 | Int($1) } : 0
        #expect(width == 2 * 393 + 3 * 16)
    }

    @Test func theWorkBudgetCountsEveryTextSetting() throws {
        let folder = try BinaryRunner.folder(["settings.json": Self.settings])
        defer { try? FileManager.default.removeItem(at: folder) }
        guard let result = try BinaryRunner.run(["lint", "settings.json", "--max-work", "2000"], in: folder) else { return }
        #expect(result.status == 2)
        #expect(result.output.contains(#"analysing "Settings" on its 3 devices at 9 text settings would take"#), "\(result.output)")
        #expect(result.output.contains(#"(27 runs of "Settings""#), "\(result.output)")
    }
}
