import Testing

@testable import LayoutModel

/// Main-thread work that yields to the run loop: `"pieces": n` on a main-thread `work` and
/// `"onMain": {"pieces": n, "each": ms}` on a request — what they decode to, and one located
/// error for each way to get them wrong. Keys stand alone on line 2 of `DecodingFixture.screen`;
/// the column is 1 + the characters before the offending key or value on that line.
@Suite struct DecodingPiecesTests {
    @Test(arguments: [
        (
            ##""timeline": [{"at": 0, "work": "w", "duration": 32, "thread": "background", "pieces": 4}]"##, 77,
            "\"pieces\" only applies to main-thread work; background work runs in parallel and never holds up a frame, so remove \"pieces\" or run the work on \"main\""
        ),
        (
            ##""timeline": [{"at": 0, "work": "w", "duration": 32, "thread": "main", "pieces": 0}]"##, 81,
            "\"pieces\" must be greater than 0, found 0"
        ),
        (
            ##""timeline": [{"at": 0, "work": "w", "duration": 32, "thread": "main", "pieces": -2}]"##, 81,
            "\"pieces\" must be greater than 0, found -2"
        ),
        (
            ##""timeline": [{"at": 0, "work": "w", "duration": 32, "thread": "main", "pieces": 2.5}]"##, 81,
            "\"pieces\" must be a whole number, found 2.5"
        ),
        (
            ##""timeline": [{"at": 0, "work": "w", "duration": 32, "thread": "main", "pieces": 10001}]"##, 81,
            "\"pieces\" is 10001, too large; the limit is 10000"
        ),
        (
            ##""timeline": [{"at": 0, "work": "w", "duration": 32, "thread": "main", "pieces": "4"}]"##, 81,
            "\"pieces\" must be a whole number, found a string"
        ),
        (
            ##""timeline": [{"at": 0, "work": "w", "duration": 32, "thread": "main", "peices": 4}]"##, 71,
            "unknown key \"peices\" in \"work\" event; did you mean \"pieces\"?"
        ),
        (
            ##""timeline": [{"at": 0, "work": "w", "duration": 32, "thread": "main", "each": 8}]"##, 71,
            "unknown key \"each\" in \"work\" event; a work's \"duration\" is split into equal pieces by \"pieces\": n"
        ),
        (
            ##""timeline": [{"at": 0, "request": "r", "duration": 5, "pieces": 4}]"##, 55,
            "unknown key \"pieces\" in \"request\" event; a request's response work is split in \"onMain\": {\"pieces\": n, \"each\": ms}"
        ),
        (
            ##""timeline": [{"at": 0, "request": "r", "duration": 5, "onMain": {"pieces": 4, "each": -8}}]"##, 87,
            "\"each\" must not be negative, found -8"
        ),
        (
            ##""timeline": [{"at": 0, "request": "r", "duration": 5, "onMain": {"pieces": 0, "each": 8}}]"##, 76,
            "\"pieces\" must be greater than 0, found 0"
        ),
        (
            ##""timeline": [{"at": 0, "request": "r", "duration": 5, "onMain": {"pieces": 1.5, "each": 8}}]"##, 76,
            "\"pieces\" must be a whole number, found 1.5"
        ),
        (
            ##""timeline": [{"at": 0, "request": "r", "duration": 5, "onMain": {"peices": 4, "each": 8}}]"##, 66,
            "unknown key \"peices\" in onMain; did you mean \"pieces\"?"
        ),
        (
            ##""timeline": [{"at": 0, "request": "r", "duration": 5, "onMain": {"count": 4, "each": 8}}]"##, 66,
            "unknown key \"count\" in onMain; did you mean \"pieces\"?"
        ),
        (
            ##""timeline": [{"at": 0, "request": "r", "duration": 5, "onMain": {"pieces": 4, "ms": 8}}]"##, 79,
            "unknown key \"ms\" in onMain; did you mean \"each\"?"
        ),
        (
            ##""timeline": [{"at": 0, "request": "r", "duration": 5, "onMain": {"pieces": 4}}]"##, 65,
            "onMain is missing the required key \"each\""
        ),
        (
            ##""timeline": [{"at": 0, "request": "r", "duration": 5, "onMain": "fast"}]"##, 65,
            "\"onMain\" must be a number of milliseconds or {\"pieces\": n, \"each\": ms}, found a string"
        ),
        (
            ##""timeline": [{"at": 0, "request": "r", "duration": 5, "onMain": [4, 8]}]"##, 65,
            "\"onMain\" must be a number of milliseconds or {\"pieces\": n, \"each\": ms}, found an array"
        ),
        (
            ##""timeline": [{"at": 0, "request": "r", "duration": 5, "onMain": {"pieces": 10000, "each": 10000}}]"##, 91,
            "\"onMain\" is 10000 pieces of 10000 ms, 100000000 ms in all, absurdly large; the limit is 24 h (86400000 ms)"
        ),
        (
            ##""timeline": [{"at": 0, "request": "r", "duration": 5, "onMain": {"pieces": 4, "each": NaN}}]"##, 87,
            "NaN is not a JSON number; use a finite number"
        ),
    ])
    func reportsPiecesError(keys: String, column: Int, message: String) {
        expectSingleError(DecodingFixture.screen(keys), line: 2, column: column, message)
    }

    @Test func piecesDecodeOnMainWorkAndInOnMain() throws {
        let text = DecodingFixture.screen(
            """
            "timeline": [
              {"at": 0, "work": "parse", "duration": 3000, "thread": "main", "pieces": 400},
              {"at": 0, "work": "plain", "duration": 30, "thread": "main"},
              {"at": 0, "work": "once", "duration": 30, "thread": "main", "pieces": 1},
              {"at": 0, "request": "feed", "duration": 80, "onMain": {"pieces": 4, "each": 8}},
              {"at": 0, "request": "config", "duration": 80, "onMain": 12},
              {"at": 0, "request": "empty", "duration": 80, "onMain": {"pieces": 3, "each": 0}}
            ]
            """)
        let result = DecodingFixture.decode(text)
        let actions = try #require(result.document?.screens.first?.timeline.map(\.action), "\(result.errors)")
        #expect(
            actions == [
                .work(WorkEvent(name: "parse", duration: 3000, thread: .main, pieces: 400)),
                .work(WorkEvent(name: "plain", duration: 30, thread: .main)),
                .work(WorkEvent(name: "once", duration: 30, thread: .main, pieces: 1)),
                .request(RequestEvent(name: "feed", duration: 80, onMain: 32, onMainPieces: 4)),
                .request(RequestEvent(name: "config", duration: 80, onMain: 12)),
                .request(RequestEvent(name: "empty", duration: 80, onMain: 0, onMainPieces: 3)),
            ])
        #expect(WorkEvent(name: "w", duration: 1, thread: .main).pieces == 1)
        #expect(RequestEvent(name: "r", duration: 1, onMain: 5).onMainPieces == 1)
    }
}
