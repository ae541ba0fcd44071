import Testing

@testable import LayoutModel

/// One error per node-level problem. Each case is the child node written alone on line 2 of
/// `DecodingFixture.child`; the expected column is 1 + the characters before the offending key
/// or value on that line (the root's id "r" stands at 1:32 on line 1).
@Suite struct DecodingNodeErrorTests {
    @Test(arguments: [
        (##"{"id": "a", "style": {"heigth": 10}}"##, 23, "unknown key \"heigth\" in style; did you mean \"height\"?"),
        (##"{"id": "a", "backgroud": "#FFF"}"##, 13, "unknown key \"backgroud\" in node; did you mean \"background\"?"),
        (##"{"id": "a", "opacity": "0.5"}"##, 24, "\"opacity\" must be a number, found a string"),
        (##"{"id": "a", "clipsToBounds": 1}"##, 30, "\"clipsToBounds\" must be true or false, found a number"),
        (##"{"id": "a", "children": {}}"##, 25, "\"children\" must be an array, found an object"),
        (##"{"id": "a", "children": [1]}"##, 26, "each child must be an object, found a number"),
        (##"{"id": 7}"##, 8, "\"id\" must be a string, found a number"),
        (##"{"id": "a", "opacity": 1.5}"##, 24, "\"opacity\" must be between 0 and 1, found 1.5"),
        (##"{"id": "a", "opacity": "50%"}"##, 24, "percentages are not allowed here"),
        (##"{"id": "a", "background": "#12345"}"##, 27, "\"#12345\" is not a colour; use #RGB, #RRGGBB, #RRGGBBAA or clear"),
        (
            ##"{"id": "a", "kind": "lable"}"##, 21,
            "unknown kind \"lable\"; did you mean \"label\"? (valid: view, label, image, ad, list, spinner)"
        ),
        (##"{"kind": "label"}"##, 1, "node is missing the required key \"id\""),
        (
            ##"{"id": "a", "font": "bodyy"}"##, 21,
            "unknown font \"bodyy\"; did you mean \"body\"? (valid: largeTitle, title1, title2, title3, headline, body, callout, subheadline, footnote, caption1, caption2)"
        ),
        (##"{"id": "a", "font": 17}"##, 21, "\"font\" must be a text style name or an object with \"size\", found a number"),
        (##"{"id": "a", "font": {"weight": "bold"}}"##, 21, "font is missing the required key \"size\""),
        (##"{"id": "a", "font": {"size": 0}}"##, 30, "\"size\" must be greater than 0, found 0"),
        (##"{"id": "a", "font": {"size": 15, "weight": "heavy"}}"##, 44, "unknown weight \"heavy\""),
        (##"{"id": "a", "font": {"size": 15, "sclaes": false}}"##, 34, "unknown key \"sclaes\" in font; did you mean \"scales\"?"),
        (##"{"id": "a", "numberOfLines": 1.5}"##, 30, "\"numberOfLines\" must be a whole number, found 1.5"),
        (##"{"id": "a", "numberOfLines": -1}"##, 30, "\"numberOfLines\" must not be negative, found -1"),
        (##"{"id": "a", "style": {"height": -5}}"##, 33, "\"height\" must not be negative, found -5"),
        (##"{"id": "a", "style": {"width": 250000}}"##, 32, "\"width\" is 250000 pt, absurdly large; the limit is 100000 pt"),
        (##"{"id": "a", "style": {"flexGrow": "50%"}}"##, 35, "\"flexGrow\" must be a number; percentages are not allowed here"),
        (##"{"id": "a", "cornerRadius": "10%"}"##, 29, "\"cornerRadius\" must be a number; percentages are not allowed here"),
        (##"{"id": "a", "content": {"at": "10%", "height": 50}}"##, 31, "\"at\" must be a number; percentages are not allowed here"),
        (##"{"id": "a", "content": {"at": -1, "height": 50}}"##, 31, "\"at\" must not be negative, found -1"),
        (
            ##"{"id": "a", "content": {"at": 90000000, "height": 50}}"##, 31,
            "\"at\" is 90000000 ms, absurdly large; the limit is 24 h (86400000 ms)"
        ),
        (
            ##"{"id": "a", "style": {"borderTop": "10%"}}"##, 36,
            "\"borderTop\" must be a number of points; percentages are not allowed here"
        ),
        (##"{"id": "a", "style": {"minWidth": "auto"}}"##, 35, "\"minWidth\" cannot be \"auto\""),
        (
            ##"{"id": "a", "style": {"width": "wide"}}"##, 32,
            "\"width\" must be a number, \"N%\", \"auto\" or an adaptive size object, found \"wide\""
        ),
        (
            ##"{"id": "a", "style": {"width": "0x10%"}}"##, 32,
            "\"width\" must be a number, \"N%\", \"auto\" or an adaptive size object, found \"0x10%\""
        ),
        (##"{"id": "a", "style": {"maxHeight": {"aspectRatio": 2}}}"##, 36, "\"maxHeight\" cannot be adaptive"),
        (
            ##"{"id": "a", "style": {"height": {"provider": "admob.baner"}}}"##, 46,
            "unknown provider \"admob.baner\"; did you mean \"admob.banner\"? (known providers: admob.anchoredAdaptiveBanner, admob.banner, admob.largeBanner, admob.mediumRectangle, admob.leaderboard)"
        ),
        (
            ##"{"id": "a", "style": {"height": {"byWidth": [[375, 50], [320, 60]]}}}"##, 58,
            "\"byWidth\" widths must increase; 320 follows 375"
        ),
        (##"{"id": "a", "style": {"alignItems": "centre"}}"##, 37, "unknown alignItems \"centre\"; did you mean \"center\"?"),
        (##"{"id": "a", "style": {"position": "fixed"}}"##, 35, "(valid: relative, absolute, static)"),
        (##"{"id": "a", "style": 5}"##, 22, "\"style\" must be an object, found a number"),
        (##"{"id": "a", "shadow": {"path": true}}"##, 23, "shadow is missing the required key \"radius\""),
        (
            ##"{"id": "a", "list": {"cells": {"c": {"height": 10}}, "rows": {"types": ["c"]}}}"##, 13,
            "\"list\" is only valid on nodes of kind \"list\""
        ),
        (##"{"id": "a", "image": {"hasAlpha": false}}"##, 13, "\"image\" is only valid on nodes of kind \"image\""),
        (##"{"id": "a", "content": {"at": 5, "size": 4}}"##, 34, "unknown key \"size\" in content"),
        (##"{"id": "a", "lint": {"disable": "overdraw"}}"##, 33, "\"disable\" must be an array, found a string"),
        (##"{"id": "r"}"##, 8, "duplicate id \"r\"; it is first used at 1:32"),
    ])
    func reportsNodeError(node: String, column: Int, fragment: String) {
        expectSingleError(DecodingFixture.child(node), line: 2, column: column, fragment)
    }

    @Test func rejectsUnknownRuleIDsWhenGivenTheRules() {
        let text = DecodingFixture.child(#"{"id": "a", "lint": {"disable": ["overdraw", "overdraws"]}}"#)
        let result = DecodingFixture.decode(text, ruleIDs: ["overdraw", "layout-shift"])
        #expect(
            result.errors.map(\.description) == [
                // "overdraws" starts after `{"id": "a", "lint": {"disable": ["overdraw", ` (45 characters).
                "screens/test.json:2:46: error: unknown rule \"overdraws\"; did you mean \"overdraw\"? (`layoutlint rules` lists them)"
            ])
    }
}
