import Testing

@testable import LayoutModel

/// Valid documents decode to the model a user wrote.
@Suite struct DecodingDocumentTests {
    /// The example the format started from, verbatim.
    static let specExample = """
        {
          "screen": "Daily puzzle",
          "devices": ["iPhone SE (3rd generation)", "iPhone 15", "iPhone 15 Pro Max"],
          "root": {
            "id": "root", "background": "#FFFFFF", "safeArea": true,
            "children": [
              {"id": "title", "kind": "label", "text": "Today", "style": {"height": 44}},
              {"id": "board", "style": {"flexGrow": 1}, "background": "#F2F2F7"},
              {"id": "banner", "kind": "ad", "style": {"height": 50},
               "content": {"height": {"provider": "admob.anchoredAdaptiveBanner"}, "at": 1200}}
            ]
          },
          "timeline": [
            {"at": 900, "gesture": "board", "duration": 600}
          ]
        }
        """

    /// The format's list example, with a template filled in.
    static let listExample = """
        {"screen": "Feed", "root": {"id": "root", "children": [
          {"id": "feed", "kind": "list", "style": {"flexGrow": 1},
           "list": {
             "cells": {
               "post": {"height": 120, "template": {"id": "post", "children": [{"id": "avatar", "kind": "image", "image": {"hasAlpha": false}}]}},
               "ad":   {"height": 250}
             },
             "rows": {"count": 1000, "pattern": ["post", "post", "post", "post", "ad"]},
             "reuse": true,
             "poolLimit": {"post": 5, "ad": 5},
             "prefetch": 1,
             "scroll": [{"to": "end", "velocity": 3000}, {"to": 0, "velocity": 6000}]
           }}
        ]}}
        """

    @Test func specExampleDecodesToTheModel() throws {
        let result = DecodingFixture.decode(Self.specExample)
        #expect(result.errors == [])
        let document = try #require(result.document)
        let screen = try #require(document.screens.first)
        #expect(document.screens.count == 1)
        #expect(screen.name == "Daily puzzle")
        #expect(screen.location == SourceLocation(line: 1, column: 1))
        #expect(screen.devices.map(\.name) == ["iPhone SE (3rd generation)", "iPhone 15", "iPhone 15 Pro Max"])
        #expect(screen.devices[1].width == 393 && screen.devices[1].safeArea.top == 59)

        let nodes = screen.tree.nodes
        #expect(nodes.map(\.id) == ["root", "title", "board", "banner"])
        #expect(nodes[0].children == [1, 2, 3])
        #expect(nodes[1].parent == 0 && nodes[3].parent == 0)
        #expect(nodes[0].background == .white && nodes[0].safeArea)
        #expect(nodes[0].location == SourceLocation(line: 4, column: 11))

        let title = nodes[1]
        #expect(title.kind == .label && title.text == "Today")
        #expect(title.style.height == .length(.points(44)))
        // `{"id": "title", ..., "style": {"height": 44}}` on line 7: the 44 stands at column 77 (6 spaces of indent, then 70 characters).
        #expect(title.styleLocations == ["height": SourceLocation(line: 7, column: 77)])
        #expect(title.location == SourceLocation(line: 7, column: 7))
        #expect(title.idLocation == SourceLocation(line: 7, column: 14))

        let board = nodes[2]
        #expect(board.style.flexGrow == 1)
        #expect(board.background == Color(red: 0xF2, green: 0xF2, blue: 0xF7))
        #expect(board.draws)

        let banner = nodes[3]
        #expect(banner.kind == .ad && banner.style.height == .length(.points(50)))
        let content = try #require(banner.content)
        #expect(content.at == 1200)
        #expect(content.height == .adaptive(.provider(.anchoredAdaptiveBanner)))
        #expect(content.width == nil)

        #expect(
            screen.timeline == [
                TimelineEvent(at: 900, action: .gesture(id: "board", duration: 600), location: SourceLocation(line: 14, column: 5))
            ])
        #expect(screen.launchScreen == nil && screen.budgets.isEmpty && screen.disabledRules.isEmpty)
    }

    @Test func listExampleDecodesCellsRowsAndTemplates() throws {
        let result = DecodingFixture.decode(Self.listExample)
        #expect(result.errors == [])
        let screen = try #require(result.document?.screens.first)
        let list = try #require(screen.tree.nodes[1].list)
        #expect(list.cells.map(\.name) == ["post", "ad"])
        #expect(list.cells.map(\.height) == [120, 250])
        #expect(list.rows == .pattern(count: 1000, pattern: ["post", "post", "post", "post", "ad"]))
        #expect(list.reuse && list.prefetch == 1 && list.poolLimit == ["post": 5, "ad": 5])
        #expect(
            list.scroll == [
                ListSpec.ScrollSegment(to: .end, velocity: 3000), ListSpec.ScrollSegment(to: .offset(0), velocity: 6000),
            ])
        let template = try #require(list.cells[0].template)
        #expect(template.nodes.map(\.id) == ["post", "avatar"])
        #expect(template.nodes[1].kind == .image && !template.nodes[1].imageHasAlpha)
        #expect(list.cells[1].template == nil)
        // Template nodes belong to the template, not to the screen's tree.
        #expect(screen.tree.nodes.map(\.id) == ["root", "feed"])
    }

    @Test func nestedTemplatesAreAttachedToTheirOwners() throws {
        // A cell template holding a horizontal list whose cell has a template of its own.
        let inner =
            #"{"id": "carousel", "kind": "list", "list": {"cells": {"tile": {"height": 80, "template": {"id": "tile"}}}, "rows": {"types": ["tile", "tile"]}}}"#
        let text = DecodingFixture.list(
            #"{"cells": {"row": {"height": 100, "template": {"id": "row", "children": [\#(inner)]}}}, "rows": {"count": 3, "pattern": ["row"]}}"#
        )
        let result = DecodingFixture.decode(text)
        #expect(result.errors == [])
        let outer = try #require(result.document?.screens.first?.tree.nodes[1].list?.cells.first?.template)
        #expect(outer.nodes.map(\.id) == ["row", "carousel"])
        let innerTemplate = try #require(outer.nodes[1].list?.cells.first?.template)
        #expect(innerTemplate.nodes.map(\.id) == ["tile"])
        #expect(outer.nodes[1].list?.rows == .types(["tile", "tile"]))
    }

    @Test func multiScreenFileDecodesEveryScreen() throws {
        let text = """
            {"screens": [
              {"screen": "home", "root": {"id": "root"}, "devices": [{"name": "Square", "width": 500, "height": 500, "scale": 1, "refreshHz": 120, "safeArea": {"top": 10}}]},
              {"screen": "detail", "root": {"id": "root"}, "budgets": {"layout-shift": "off", "overdraw": {"maxAreaFraction": 0.1, "severity": "error"}, "offscreen-render": "info"}, "lint": {"disable": ["image-alpha"]}}
            ]}
            """
        let result = DecodingFixture.decode(text)
        #expect(result.errors == [])
        let screens = try #require(result.document?.screens)
        #expect(screens.map(\.name) == ["home", "detail"])
        #expect(
            screens[0].devices == [
                DeviceProfile(name: "Square", width: 500, height: 500, scale: 1, safeArea: Insets(top: 10), refreshRate: 120)
            ])
        #expect(screens[1].devices == DeviceProfile.defaultMatrix)
        #expect(screens[1].budgets["layout-shift"]?.enabled == false)
        #expect(screens[1].budgets["overdraw"]?.severity == .error)
        #expect(screens[1].budgets["overdraw"]?.options == ["maxAreaFraction": 0.1])
        #expect(screens[1].budgets["offscreen-render"]?.severity == .info)
        #expect(screens[1].disabledRules == ["image-alpha"])
    }

    @Test func everyEventKindDecodes() throws {
        let text = DecodingFixture.screen(
            """
            "timeline": [
              {"at": 0, "work": "sdk", "duration": 300, "thread": "main"},
              {"at": 0, "request": "feed", "duration": 80, "blocks": ["a"]},
              {"at": 10, "arrive": "a", "height": {"byWidth": [[320, 50], [400, 60]]}},
              {"at": 20, "hide": "a"}, {"at": 30, "show": "a"}, {"at": 40, "tap": "b"},
              {"at": 50, "insert": {"id": "n", "children": [{"id": "m"}]}, "into": "b", "index": 0},
              {"at": 60, "set": "n", "style": {"height": "50%", "marginTop": "auto"}},
              {"at": 70, "gesture": "m", "duration": 100},
              {"at": 80, "remove": "n"},
              {"at": 90, "work": "decode", "duration": 5, "thread": "background", "essential": true}
            ]
            """)
        let result = DecodingFixture.decode(text)
        #expect(result.errors == [])
        let actions = try #require(result.document?.screens.first?.timeline.map(\.action))
        var setStyle = Style()
        setStyle.height = .length(.percent(50))
        setStyle.margin.top = .auto
        let steps = [AdaptiveSize.WidthStep(width: 320, height: 50), AdaptiveSize.WidthStep(width: 400, height: 60)]
        #expect(actions.count == 11)
        #expect(actions[0] == .work(WorkEvent(name: "sdk", duration: 300, thread: .main, essential: false)))
        #expect(actions[1] == .request(RequestEvent(name: "feed", duration: 80, blocks: ["a"])))
        #expect(actions[2] == .arrive(id: "a", width: nil, height: .adaptive(.byWidth(steps))))
        #expect(actions[3] == .hide(id: "a") && actions[4] == .show(id: "a") && actions[5] == .tap(id: "b"))
        guard case .insert(let tree, "b", 0) = actions[6] else {
            Issue.record("expected an insert into b at 0, got \(actions[6])")
            return
        }
        #expect(tree.nodes.map(\.id) == ["n", "m"])
        #expect(actions[7] == .set(id: "n", style: setStyle, keys: ["height", "marginTop"]))
        #expect(actions[8] == .gesture(id: "m", duration: 100) && actions[9] == .remove(id: "n"))
        #expect(actions[10] == .work(WorkEvent(name: "decode", duration: 5, thread: .background, essential: true)))
    }

    @Test func everyStyleKeyDecodes() {
        let style = JSONValueFixture.object(
            """
            {"flexDirection": "row-reverse", "justifyContent": "space-evenly", "alignItems": "baseline",
             "alignSelf": "auto", "alignContent": "space-around", "flexWrap": "wrap-reverse", "flexGrow": 2,
             "flexShrink": 1, "flexBasis": "25%", "flex": -1, "width": {"aspectRatio": 2}, "height": "auto",
             "minWidth": 10, "maxWidth": "90%", "minHeight": {"provider": "admob.banner"}, "maxHeight": 500,
             "aspectRatio": 1.5, "margin": 1, "marginHorizontal": "auto", "paddingVertical": "5%", "paddingStart": 3,
             "borderEnd": 2, "gap": 4, "rowGap": "1%", "columnGap": 6, "position": "absolute", "left": -5,
             "end": "10%", "bottom": "auto", "display": "none", "overflow": "scroll"}
            """)
        let result = StyleDecoder.decode(style, file: "s.json")
        #expect(result.errors == [])
        var expected = Style()
        expected.flexDirection = .rowReverse
        expected.justifyContent = .spaceEvenly
        expected.alignItems = .baseline
        expected.alignSelf = .auto
        expected.alignContent = .spaceAround
        expected.flexWrap = .wrapReverse
        expected.flexGrow = 2
        expected.flexShrink = 1
        expected.flexBasis = .percent(25)
        expected.flex = -1
        expected.width = .adaptive(.aspectRatio(2))
        expected.height = .length(.auto)
        expected.minWidth = .points(10)
        expected.maxWidth = .percent(90)
        expected.minHeight = .adaptive(.provider(.banner))
        expected.maxHeight = .points(500)
        expected.aspectRatio = 1.5
        expected.margin.all = .points(1)
        expected.margin.horizontal = .auto
        expected.padding.vertical = .percent(5)
        expected.padding.start = .points(3)
        expected.border.end = .points(2)
        expected.gap = .points(4)
        expected.rowGap = .percent(1)
        expected.columnGap = .points(6)
        expected.positionType = .absolute
        expected.position.left = .points(-5)
        expected.position.end = .percent(10)
        expected.position.bottom = .auto
        expected.display = .none
        expected.overflow = .scroll
        #expect(result.style == expected)
        #expect(result.keys.count == 31 && result.keys.first == "flexDirection" && result.keys.last == "overflow")
        // `{"flexDirection": ` is 18 characters, so the value starts at column 19.
        #expect(result.locations["flexDirection"] == SourceLocation(line: 1, column: 19))
    }
}

enum JSONValueFixture {
    /// Parses `text`; a syntax error yields `null` so the calling test fails on its expectations.
    static func object(_ text: String) -> JSONValue {
        (try? JSONParser().parse(Array(text.utf8))) ?? JSONValue(.null, at: .start)
    }
}
