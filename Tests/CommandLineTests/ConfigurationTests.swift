import Foundation
import LayoutLintTestSupport
import Testing

@testable import LayoutLintKit

/// `.layoutlint.yml`: found in the working directory or a parent, or given with `--config`;
/// its rule settings apply; its mistakes are located errors with suggestions and exit 2.
@Suite struct ConfigurationTests {
    static let screen = Fixtures.home

    @Test func aMisspeltOptionIsALocatedErrorWithASuggestion() throws {
        let yaml = """
            reporter: json
            rules:
              overdraw:
                severity: error
                maxFourXFractoin: 0.5
              slot-mismach: off
            devcies: [iPhone 15]
            """
        let folder = try BinaryRunner.folder([".layoutlint.yml": yaml, "home.json": Self.screen])
        defer { try? FileManager.default.removeItem(at: folder) }
        guard let result = try BinaryRunner.run(["lint", "home.json"], in: folder) else { return }
        #expect(result.status == 2)
        #expect(
            result.errors == """
                .layoutlint.yml:5:5: error: unknown option "maxFourXFractoin" for rule overdraw; did you mean "maxFourXFraction"?
                .layoutlint.yml:6:3: error: unknown rule "slot-mismach"; did you mean "slot-mismatch"? (`layoutlint rules` lists them)
                .layoutlint.yml:7:1: error: unknown key "devcies" in the configuration; did you mean "devices"? (valid: devices, contentSizes, locales, include, exclude, reporter, shiftThreshold, maxWork, rules, fonts)

                """)
    }

    @Test func outOfRangeAndWrongTypesAreRejected() {
        let (configuration, errors) = ConfigurationLoader().load(
            "rules:\n  overdraw: {maxFourXFraction: 2}\n  blended-layers: {maxLayers: many}\n", file: "c.yml")
        #expect(configuration == nil)
        #expect(
            errors.map(\.description) == [
                #"c.yml:2:32: error: option "maxFourXFraction" of rule overdraw must be a fraction from 0 to 1, found 2"#,
                #"c.yml:3:31: error: option "maxLayers" of rule blended-layers must be a whole number from 0 to 1000000, found "many""#,
            ])
    }

    @Test func aDeviceListedTwiceIsALocatedError() {
        let (configuration, errors) = ConfigurationLoader().load(
            "devices:\n  - iPhone 15\n  - iPhone SE (3rd generation)\n  - iPhone 15\n", file: "c.yml")
        #expect(configuration == nil)
        #expect(errors.map(\.description) == [#"c.yml:4:5: error: device "iPhone 15" is listed twice; it is first listed at 2:5"#])
    }

    @Test func fontsAreCheckedAsTheyAreRead() {
        let (configuration, errors) = ConfigurationLoader().load(
            """
            fonts:
              - {family: Brand, file: Fonts/Brand.ttf, weight: heavy}
              - {family: Brand, file: Fonts/Brand.woff2}
              - {family: Brand, fle: Fonts/Brand.otf}
              - Fonts/Brand.otf
            """, file: "c.yml")
        #expect(configuration == nil)
        #expect(
            errors.map(\.description) == [
                #"c.yml:2:52: error: unknown font weight "heavy" (valid: regular, medium, semibold, bold)"#,
                #"c.yml:3:27: error: a font's "file" must be a .ttf or .otf file, relative to the configuration"#,
                #"c.yml:4:5: error: a font needs a "family" and a "file""#,
                #"c.yml:4:21: error: unknown key "fle" in a font; did you mean "file"? (valid: family, file, weight)"#,
                #"c.yml:5:5: error: "fonts" must be a list of {family: "Brand Sans", file: "Fonts/BrandSans-Regular.ttf", weight: regular}"#,
            ])
        let (accepted, none) = ConfigurationLoader().load(
            "fonts:\n  - {family: Brand Sans, file: Fonts/Brand.ttf}\n  - {family: Brand Sans, file: Fonts/Brand-Bold.otf, weight: bold}\n",
            file: "c.yml")
        #expect(none.isEmpty)
        #expect(accepted?.fonts.map(\.family) == ["Brand Sans", "Brand Sans"])
        #expect(accepted?.fonts.map(\.weight) == [.regular, .bold])
    }

    @Test func settingsFromAParentFolderApplyAndTheCommandLineWins() throws {
        let yaml = "reporter: json\nrules:\n  clear-background: off\n  slot-mismatch: warning\n"
        let folder = try BinaryRunner.folder([".layoutlint.yml": yaml, "screens/home.json": Self.screen, "other.yml": "reporter: text\n"])
        defer { try? FileManager.default.removeItem(at: folder) }
        let inner = folder.appendingPathComponent("screens")
        guard let configured = try BinaryRunner.run(["lint", "home.json"], in: inner),
            let text = try BinaryRunner.run(["lint", "home.json", "--reporter", "text", "--color", "never"], in: inner),
            let other = try BinaryRunner.run(["lint", "home.json", "--config", "../other.yml", "--color", "never"], in: inner)
        else { return }
        // The config turns clear-background off; the screen's budget (slot-mismatch: error) overrides the config's warning.
        #expect(configured.output.hasPrefix("{"))
        #expect(!configured.output.contains("clear-background"))
        #expect(configured.status == 1)
        #expect(
            text.output == """
                home.json:4:5: error: 'ad' reserves a height other than its content's: 50pt for 90pt on iPhone 15; give 'ad' height 90 [slot-mismatch]
                home.json:4:5: note: fix: set style.height to 90 (`layoutlint lint --fix` applies it)

                """)
        #expect(other.output.contains("[clear-background]"))
    }

    @Test func yamlSyntaxErrorsAreLocatedWhereTheParserStopped() {
        let (configuration, errors) = ConfigurationLoader().load("rules:\n  overdraw: {maxFourXFraction: 0.1\ndevices: [a\n", file: "c.yml")
        #expect(configuration == nil)
        #expect(
            errors.map(\.description) == [
                "c.yml:3:8: error: not valid YAML: did not find expected ',' or '}' (while parsing a flow mapping that starts at 2:13)"
            ])
        let tab = ConfigurationLoader().load("rules:\n\toverdraw: off\n", file: "c.yml").errors.map(\.description)
        #expect(tab.first?.hasPrefix("c.yml:2:1: error: not valid YAML: found character that cannot start any token") == true, "\(tab)")
    }
}
