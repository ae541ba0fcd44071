import Testing

@testable import LayoutModel

/// One error per list problem. Each case is the `list` object of the node
/// `{"id": "feed", "kind": "list", "list": …}` written alone on line 2; the expected column is
/// 1 + the characters before the offending key or value on that line (the 39-character node
/// prefix included).
@Suite struct DecodingListErrorTests {
    @Test(arguments: [
        (
            ##"{"cells": {"post": {"height": 120}, "ad": {"height": 250}}, "rows": {"count": 10, "pattern": ["post", "psot"]}}"##, 142,
            "unknown cell type \"psot\"; did you mean \"post\"? (cells: post, ad)"
        ),
        (
            ##"{"cells": {"post": {"height": 120}, "ad": {"height": 250}}, "rows": {"types": ["post", "add"]}}"##, 127,
            "unknown cell type \"add\"; did you mean \"ad\"?"
        ),
        (
            ##"{"cells": {"post": {"height": 120}, "ad": {"height": 250}}, "rows": {"count": 10, "pattern": ["post"]}, "poolLimit": {"pots": 3}}"##,
            158, "unknown cell type \"pots\"; did you mean \"post\"?"
        ),
        (
            ##"{"cells": {"post": {"height": 120}, "ad": {"height": 250}}, "rows": {"count": 20000000, "pattern": ["post"]}}"##, 118,
            "\"count\" is 20000000 rows, over the limit of 10000000 rows"
        ),
        (
            ##"{"cells": {"post": {"height": 120}, "ad": {"height": 250}}, "rows": {"count": 2.5, "pattern": ["post"]}}"##, 118,
            "\"count\" must be a whole number, found 2.5"
        ),
        (
            ##"{"cells": {"post": {"height": 120}, "ad": {"height": 250}}, "rows": {"count": 10, "pattern": ["post"]}, "scroll": [{"to": "end", "velocity": -3000}]}"##,
            181, "\"velocity\" must be greater than 0, found -3000"
        ),
        (
            ##"{"cells": {"post": {"height": 120}, "ad": {"height": 250}}, "rows": {"count": 10, "pattern": ["post"]}, "scroll": [{"to": "top", "velocity": 3000}]}"##,
            162, "\"to\" must be \"end\" or an offset in points, found \"top\""
        ),
        (
            ##"{"cells": {"post": {"height": 120}, "ad": {"height": 250}}, "rows": {"count": 10, "pattern": ["post"]}, "prefetch": -1}"##,
            156, "\"prefetch\" must not be negative, found -1"
        ),
        (
            ##"{"cells": {"post": {"height": 120}, "ad": {"height": 250}}, "rows": {"count": 10, "pattern": ["post"]}, "reuse": "yes"}"##,
            153, "\"reuse\" must be true or false, found a string"
        ),
        (
            ##"{"cells": {"post": {"template": {"id": "p"}}}, "rows": {"count": 1, "pattern": ["post"]}}"##, 59,
            "cell is missing the required key \"height\""
        ),
        (
            ##"{"cells": {"post": {"height": 50, "template": {"id": "p", "children": [{"id": "t"}, {"id": "t"}]}}}, "rows": {"count": 1, "pattern": ["post"]}}"##,
            131, "duplicate id \"t\"; it is first used at 2:118"
        ),
        (
            ##"{"cells": {"post": {"height": 50, "template": {"id": "p", "children": [{"id": "t", "opacity": 2}]}}}, "rows": {"count": 1, "pattern": ["post"]}}"##,
            134, "\"opacity\" must be between 0 and 1, found 2"
        ),
        (
            ##"{"cells": {"post": {"height": 120}, "ad": {"height": 250}}, "rows": {"types": ["post"]}, "heights": [10, 20]}"##, 140,
            "\"heights\" has 2 entries but the list has 1 rows"
        ),
        (
            ##"{"cells": {"post": {"height": 120}, "ad": {"height": 250}}, "rows": {"count": 1, "pattern": ["post"], "types": ["post"]}}"##,
            108, "\"rows\" takes either \"types\" or \"count\" with \"pattern\", not both"
        ),
        (##"{"cells": {"post": {"height": 120}, "ad": {"height": 250}}}"##, 40, "list is missing the required key \"rows\""),
        (
            ##"{"cells": {"post": {"height": 120}, "ad": {"height": 250}}, "rows": {"count": 1, "pattern": ["post"]}, "pool": {}}"##, 143,
            "unknown key \"pool\" in list; did you mean \"poolLimit\"?"
        ),
        (
            ##"{"cells": {"post": {"height": "auto", "template": {"id": "p"}}}, "rows": {"count": 1, "pattern": ["post"]}}"##,
            70, "cell \"post\" is self-sizing (\"height\": \"auto\") and needs \"estimatedHeight\""
        ),
        (
            ##"{"cells": {"post": {"height": "auto", "estimatedHeight": 80}}, "rows": {"count": 1, "pattern": ["post"]}}"##,
            70, "cell \"post\" is self-sizing (\"height\": \"auto\") and needs a \"template\" to measure"
        ),
        (
            ##"{"cells": {"post": {"height": 50, "estimatedHeight": 80}}, "rows": {"count": 1, "pattern": ["post"]}}"##,
            93, "\"estimatedHeight\" is for self-sizing cells; write \"height\": \"auto\" or remove it"
        ),
        (
            ##"{"cells": {"post": {"height": "auto", "estimatedHeight": 0, "template": {"id": "p"}}}, "rows": {"count": 1, "pattern": ["post"]}}"##,
            97, "\"estimatedHeight\" must be greater than 0, found 0"
        ),
        (
            ##"{"cells": {"post": {"height": "auto", "estimatedHeight": 80, "template": {"id": "p"}}}, "rows": {"types": ["post"]}, "heights": [10]}"##,
            70, "self-sizing cells take no per-row \"heights\""
        ),
    ])
    func reportsListError(list: String, column: Int, fragment: String) {
        expectSingleError(DecodingFixture.list(list), line: 2, column: column, fragment)
    }

    /// Each cell has its own copy of its template: an event cannot name one of its nodes, and
    /// the error says how such content is written.
    @Test func anArriveEventForATemplateNodeSaysContentGoesInTheTemplate() {
        let text = """
            {"screen": "S", "root": {"id": "root", "children": [
            {"id": "feed", "kind": "list", "list": {"cells": {"post": {"height": 50, "template": {"id": "p", "children": [{"id": "photo"}]}}}, "rows": {"count": 3, "pattern": ["post"]}}}]},
            "timeline": [{"at": 100, "arrive": "photo", "height": 80}]}
            """
        let result = DecodingFixture.decode(text)
        #expect(result.errors.count == 1, "\(result.errors)")
        let message = result.errors.first?.message ?? ""
        #expect(message.contains(#""photo" is a node of cell "post"'s template in list "feed""#), "\(message)")
        #expect(message.contains(#"give it "content": {"at": ms after the cell appears on screen}"#))
    }
}
