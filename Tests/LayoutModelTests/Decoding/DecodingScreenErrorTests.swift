import Testing

@testable import LayoutModel

/// One error per screen-level problem: devices, budgets, lint, timeline events and their ids.
/// Each case's screen keys stand alone on line 2 of `DecodingFixture.screen` (root "r" with
/// children "a" and "b"; on line 1 the id "b" stands at column 70). The expected column is
/// 1 + the characters before the offending key or value on line 2.
@Suite struct DecodingScreenErrorTests {
    @Test(arguments: [
        (
            ##""devices": ["iPhone 51"]"##, 13,
            "unknown device \"iPhone 51\"; did you mean \"iPhone 15\"? (`layoutlint devices` lists the built-in ones)"
        ),
        (##""devices": [{"name": "Tall", "height": 900, "scale": 2}]"##, 13, "device is missing the required key \"width\""),
        (
            ##""devices": [{"name": "Tall", "width": 400, "height": 900, "scale": 2, "refreshhz": 120}]"##, 71,
            "unknown key \"refreshhz\" in device; did you mean \"refreshHz\"?"
        ),
        (
            ##""devices": [{"name": "Tall", "width": 400, "height": 900, "scale": 2, "refreshRate": 120}]"##, 71,
            "unknown key \"refreshRate\" in device; did you mean \"refreshHz\"?"
        ),
        (##""devices": []"##, 12, "\"devices\" is empty"),
        (##""devices": ["iPhone 15", "iPhone 15"]"##, 26, "device \"iPhone 15\" is listed twice; it is first listed at 2:13"),
        (##""budgets": {"layout-shift": "eror"}"##, 29, "unknown setting \"eror\" for \"layout-shift\"; did you mean \"error\"?"),
        (##""budgets": {"overdraw": {"maxAreaFraction": "5%"}}"##, 45, "percentages are not allowed here"),
        (##""lint": {"disabled": ["overdraw"]}"##, 10, "unknown key \"disabled\" in lint; did you mean \"disable\"?"),
        (##""timelime": []"##, 1, "unknown key \"timelime\" in screen; did you mean \"timeline\"?"),
        (##""timeline": [{"at": 900, "gesture": "board", "duration": 600}]"##, 37, "\"board\" is not a node of this screen"),
        (##""timeline": [{"at": 900, "gesture": "b2", "duration": 600}]"##, 37, "\"b2\" is not a node of this screen; did you mean \"b\"?"),
        (##""timeline": [{"at": -5, "tap": "a"}]"##, 21, "\"at\" must not be negative, found -5"),
        (##""timeline": [{"at": 5, "gesture": "a", "duration": -600}]"##, 52, "\"duration\" must not be negative, found -600"),
        (##""timeline": [{"at": 5, "gesture": "a"}]"##, 14, "\"gesture\" event is missing the required key \"duration\""),
        (##""timeline": [{"at": 5, "arive": "a"}]"##, 24, "unknown key \"arive\" in event; did you mean \"arrive\"?"),
        (##""timeline": [{"at": 5, "show": "a", "hide": "a"}]"##, 37, "an event has one action; found both \"show\" and \"hide\""),
        (##""timeline": [{"at": 5, "work": "sdk", "duration": 10, "thread": "ui"}]"##, 65, "unknown thread \"ui\""),
        (##""timeline": [{"at": 5, "tap": "a", "duration": 10}]"##, 36, "unknown key \"duration\" in \"tap\" event"),
        (
            ##""timeline": [{"at": 5, "set": "a", "style": {"heigth": 3}}]"##, 46,
            "unknown key \"heigth\" in style; did you mean \"height\"?"
        ),
        (##""timeline": [{"at": 5, "request": "feed", "duration": 80, "blocks": ["c"]}]"##, 70, "\"c\" is not a node of this screen"),
        (
            ##""timeline": [{"at": 5, "arrive": "a"}]"##, 14,
            "\"arrive\" needs \"width\" or \"height\" because node \"a\" has no \"content\""
        ),
        (
            ##""timeline": [{"at": 5, "remove": "r"}, {"at": 9, "tap": "a"}]"##, 57,
            "\"a\" was removed at 5 ms (by the event at 2:14); this event at 9 ms targets a node that is gone"
        ),
        (
            ##""timeline": [{"at": 9, "tap": "a"}, {"at": 5, "remove": "a"}]"##, 31,
            "\"a\" was removed at 5 ms (by the event at 2:37); this event at 9 ms targets a node that is gone"
        ),
        (
            ##""timeline": [{"at": 5, "tap": "n"}, {"at": 9, "insert": {"id": "n"}, "into": "a"}]"##, 31,
            "\"n\" is inserted only at 9 ms (by the event at 2:37); this event at 5 ms comes before it"
        ),
        (##""timeline": [{"at": 9, "insert": {"id": "b"}, "into": "a"}]"##, 41, "duplicate id \"b\"; it is first used at 1:70"),
        (
            ##""timeline": [{"at": 9, "insert": {"id": "n"}, "into": "a", "index": 3}]"##, 14,
            "\"index\" is 3 but \"a\" has 0 children at 9 ms; use 0…0"
        ),
        (##""launchScreen": {"id": "l", "children": [{"id": "l"}]}"##, 49, "duplicate id \"l\"; it is first used at 2:24"),
    ])
    func reportsScreenError(keys: String, column: Int, fragment: String) {
        expectSingleError(DecodingFixture.screen(keys), line: 2, column: column, fragment)
    }

    @Test func missingScreenAndRootAreReportedAtTheObject() {
        let result = DecodingFixture.decode("\n  {\"devices\": [\"iPhone 15\"]}")
        #expect(
            result.errors.map(\.description) == [
                "screens/test.json:2:3: error: screen is missing the required key \"root\"",
                "screens/test.json:2:3: error: screen is missing the required key \"screen\"",
            ])
    }

    @Test func aFileMustBeAnObject() {
        expectSingleError("[1, 2]", line: 1, column: 1, "a layout file must be an object with \"screen\" and \"root\"")
    }

    @Test func screensFileAllowsOnlyScreensAndUniqueNames() {
        let text = """
            {"screens": [
              {"screen": "home", "root": {"id": "r"}},
              {"screen": "home", "root": {"id": "r"}}
            ], "screen": "x"}
            """
        let result = DecodingFixture.decode(text)
        #expect(
            result.errors.map(\.description) == [
                "screens/test.json:3:3: error: duplicate screen name \"home\"; it is first used at 2:3",
                "screens/test.json:4:4: error: unknown key \"screen\" in a file with \"screens\"; did you mean \"screens\"?",
            ])
    }
}
