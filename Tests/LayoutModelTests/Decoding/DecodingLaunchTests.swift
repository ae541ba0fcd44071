import Testing

@testable import LayoutModel

/// The launch parts of the format: `after` waits, `onMain`, `ad`, `refreshHz`,
/// sizeless `content` and `restoration` — what they decode to, and one located error for each
/// way to get them wrong. Keys stand alone on line 2 of `DecodingFixture.screen`; the column is
/// 1 + the characters before the offending key or value on that line.
@Suite struct DecodingLaunchTests {
    @Test(arguments: [
        (
            ##""timeline": [{"at": 0, "work": "config", "duration": 5, "thread": "main"}, {"at": 0, "request": "home", "duration": 5, "after": ["confg"]}]"##,
            130, "\"confg\" is not a work or request of this screen; did you mean \"config\"?"
        ),
        (
            ##""timeline": [{"at": 0, "request": "home", "duration": 5, "after": ["xyz"]}]"##, 68,
            "\"xyz\" is not a work or request of this screen (\"after\" names work or requests of the screen, or \"firstFrame\")"
        ),
        (
            ##""timeline": [{"at": 0, "request": "home", "duration": 5, "after": ["firstFame"]}]"##, 68,
            "\"firstFame\" is not a work or request of this screen; did you mean \"firstFrame\"?"
        ),
        (
            ##""timeline": [{"at": 0, "work": "a1", "duration": 5, "thread": "main", "after": ["b1"]}, {"at": 0, "work": "b1", "duration": 5, "thread": "main", "after": ["a1"]}]"##,
            156,
            "waiting for \"a1\" closes a cycle: \"a1\" waits for \"b1\", which waits for \"a1\"; none of them can ever start, so remove one of these waits"
        ),
        (
            ##""timeline": [{"at": 0, "request": "r1", "duration": 5, "after": ["r1"]}]"##, 66,
            "\"r1\" waits for itself, so it can never start; remove \"r1\" from its \"after\""
        ),
        (
            ##""timeline": [{"at": 0, "work": "firstFrame", "duration": 5, "thread": "main"}]"##, 32,
            "\"firstFrame\" is reserved: in \"after\" it means the first frame on screen; give this work another name"
        ),
        (
            ##""timeline": [{"at": 0, "request": "ads", "duration": 5, "ad": {"unit": "feed", "priority": "urgent"}}]"##, 92,
            "unknown priority \"urgent\" (valid: high, normal, low)"
        ),
        (
            ##""timeline": [{"at": 0, "request": "ads", "duration": 5, "ad": {"unit": "feed", "count": 0}}]"##, 89,
            "\"count\" must be greater than 0, found 0"
        ),
        (
            ##""timeline": [{"at": 0, "request": "ads", "duration": 5, "ad": {"unit": "feed", "count": 2.5}}]"##, 89,
            "\"count\" must be a whole number, found 2.5"
        ),
        (##""timeline": [{"at": 0, "request": "ads", "duration": 5, "ad": {"count": 2}}]"##, 63, "ad is missing the required key \"unit\""),
        (
            ##""timeline": [{"at": 0, "request": "ads", "duration": 5, "ad": {"unit": "feed", "refesh": true}}]"##, 80,
            "unknown key \"refesh\" in ad; did you mean \"refresh\"?"
        ),
        (
            ##""timeline": [{"at": 0, "request": "ads", "duration": 5, "ad": {"unit": "feed", "refresh": "yes"}}]"##, 91,
            "\"refresh\" must be true or false, found a string"
        ),
        (##""timeline": [{"at": 0, "request": "ads", "duration": 5, "onMain": -3}]"##, 67, "\"onMain\" must not be negative, found -3"),
        (
            ##""timeline": [{"at": 0, "work": "w", "duration": 5, "thread": "main", "onMain": 3}]"##, 70,
            "unknown key \"onMain\" in \"work\" event"
        ),
        (
            ##""timeline": [{"at": 0, "work": "w", "duration": 5, "thread": "main", "after": "config"}]"##, 79,
            "\"after\" must be an array, found a string"
        ),
        (
            ##""timeline": [{"at": 0, "work": "w", "duration": 5, "thread": "main", "afterr": ["x"]}]"##, 70,
            "unknown key \"afterr\" in \"work\" event; did you mean \"after\"?"
        ),
        (##""restoration": {"restores": true}"##, 16, "restoration is missing the required key \"snapshotAt\""),
        (##""restoration": {"snapshotAt": -1}"##, 31, "\"snapshotAt\" must not be negative, found -1"),
        (##""restoration": {"snapshotAt": 5, "restore": true}"##, 34, "unknown key \"restore\" in restoration; did you mean \"restores\"?"),
        (##""restoration": 5"##, 16, "\"restoration\" must be an object, found a number"),
        (##""restoratoin": {"snapshotAt": 5}"##, 1, "unknown key \"restoratoin\" in screen; did you mean \"restoration\"?"),
        (
            ##""devices": [{"name": "Tall", "width": 400, "height": 900, "scale": 2, "refreshHz": 0}]"##, 84,
            "\"refreshHz\" must be greater than 0, found 0"
        ),
    ])
    func reportsLaunchError(keys: String, column: Int, message: String) {
        expectSingleError(DecodingFixture.screen(keys), line: 2, column: column, message)
    }

    @Test func workAndRequestsDecodeTheirWaitsMainThreadWorkAndAds() throws {
        let text = DecodingFixture.screen(
            """
            "timeline": [
              {"at": 0, "work": "sdk", "duration": 300, "thread": "main", "after": ["firstFrame"]},
              {"at": 0, "request": "config", "duration": 800, "onMain": 20},
              {"at": 0, "request": "home", "duration": 600, "blocks": ["a"], "after": ["config", "sdk"], "onMain": 0},
              {"at": 5, "request": "ads", "duration": 900, "ad": {"unit": "feed-native"}},
              {"at": 9, "request": "ads2", "duration": 900, "ad": {"unit": "feed-native", "count": 3, "priority": "low", "refresh": true}}
            ]
            """)
        let result = DecodingFixture.decode(text)
        #expect(result.errors == [])
        let actions = try #require(result.document?.screens.first?.timeline.map(\.action))
        #expect(
            actions == [
                .work(WorkEvent(name: "sdk", duration: 300, thread: .main, essential: false, after: ["firstFrame"])),
                .request(RequestEvent(name: "config", duration: 800, onMain: 20)),
                .request(RequestEvent(name: "home", duration: 600, blocks: ["a"], after: ["config", "sdk"], onMain: 0)),
                .request(
                    RequestEvent(
                        name: "ads", duration: 900, ad: AdRequest(unit: "feed-native", count: 1, priority: .normal, refresh: false))),
                .request(
                    RequestEvent(name: "ads2", duration: 900, ad: AdRequest(unit: "feed-native", count: 3, priority: .low, refresh: true))),
            ])
    }

    @Test func contentMayOmitBothSizes() throws {
        let text = DecodingFixture.child(
            #"{"id": "board", "primary": true, "content": {"at": 50}, "children": [{"id": "cell", "content": {}}]}"#)
        let result = DecodingFixture.decode(text)
        #expect(result.errors == [])
        let nodes = try #require(result.document?.screens.first?.tree.nodes)
        #expect(nodes[1].content?.at == 50 && nodes[1].content?.width == nil && nodes[1].content?.height == nil)
        #expect(nodes[2].content != nil && nodes[2].content?.at == nil)
    }

    @Test func restorationDecodesWithRestoresDefaultingToFalse() throws {
        let restoring = DecodingFixture.decode(DecodingFixture.screen(#""restoration": {"snapshotAt": 4000, "restores": true}"#))
        #expect(
            restoring.document?.screens.first?.restoration
                == Restoration(snapshotAt: 4000, restores: true, location: .init(line: 2, column: 16)))
        let plain = DecodingFixture.decode(DecodingFixture.screen(#""restoration": {"snapshotAt": 0}"#))
        #expect(plain.document?.screens.first?.restoration?.restores == false)
        #expect(DecodingFixture.decode(DecodingFixture.screen(#""lint": {"disable": []}"#)).document?.screens.first?.restoration == nil)
    }

    @Test func refreshHzDefaultsTo60AndTheProPhonesRefreshAt120() throws {
        let text = DecodingFixture.screen(
            #""devices": [{"name": "Plain", "width": 400, "height": 800, "scale": 2}, {"name": "Fast", "width": 400, "height": 800, "scale": 2, "refreshHz": 90}, "iPhone 15", "iPhone 15 Pro Max", "iPhone 16 Pro"]"#
        )
        let result = DecodingFixture.decode(text)
        #expect(result.errors == [])
        let devices = try #require(result.document?.screens.first?.devices)
        #expect(devices.map(\.refreshRate) == [60, 90, 60, 120, 120])
        #expect(
            DeviceProfile.builtIn.filter { $0.refreshRate == 120 }.map(\.name) == [
                "iPhone 15 Pro Max", "iPhone 16 Pro", "iPhone 16 Pro Max", "iPhone 17", "iPhone Air", "iPhone 17 Pro", "iPhone 17 Pro Max",
                "iPad Pro 11-inch", "iPad Pro 13-inch",
            ])
    }

    @Test func aLongCycleIsNamedByItsFirstNamesAndItsLength() {
        // w0 waits for w1, w1 for w2, …, w19 for w0: the wait of w19 closes the cycle.
        let events = (0..<20).map {
            #"{"at": 0, "work": "w\#($0)", "duration": 1, "thread": "background", "after": ["w\#(($0 + 1) % 20)"]}"#
        }
        let result = DecodingFixture.decode(DecodingFixture.screen("\"timeline\": [" + events.joined(separator: ",\n") + "]"))
        #expect(result.errors.count == 1)
        let message = result.errors.first?.message ?? ""
        #expect(message.hasPrefix("waiting for \"w0\" closes a cycle: \"w0\" waits for \"w1\", which waits for \"w2\""))
        #expect(message.contains("which waits for \"w11\", … (20 waits in all, back to \"w0\"); none of them can ever start"))
        #expect(result.errors.first?.location == LayoutModel.SourceLocation(line: 21, column: 75))
    }

    @Test func everyBadWaitIsReportedOnce() {
        let text = DecodingFixture.screen(
            """
            "timeline": [{"at": 0, "work": "a1", "duration": 5, "thread": "main", "after": ["b1", "nope"]},
            {"at": 0, "work": "b1", "duration": 5, "thread": "main", "after": ["a1"]},
            {"at": 0, "work": "b1", "duration": 5, "thread": "main", "after": ["a1", "a1"]}]
            """)
        let result = DecodingFixture.decode(text)
        #expect(
            result.errors.map(\.description) == [
                "screens/test.json:2:87: error: \"nope\" is not a work or request of this screen (\"after\" names work or requests of the screen, or \"firstFrame\")",
                "screens/test.json:3:68: error: waiting for \"a1\" closes a cycle: \"a1\" waits for \"b1\", which waits for \"a1\"; none of them can ever start, so remove one of these waits",
                "screens/test.json:4:68: error: waiting for \"a1\" closes a cycle: \"a1\" waits for \"b1\", which waits for \"a1\"; none of them can ever start, so remove one of these waits",
            ])
    }
}
