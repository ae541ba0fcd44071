import Foundation
import LayoutLintTestSupport
import LayoutModel
import Testing

@testable import LayoutLintKit
@testable import LayoutLintPictures

/// The rasterizer seam and the diff picture, checked pixel by pixel.
@Suite struct LaunchScreenPictureTests {
    static let grey = Color(red: 242, green: 242, blue: 247)
    static let red = Color(red: 255, green: 59, blue: 48)
    static let device = DeviceProfile(name: "Small", width: 100, height: 200, scale: 2)

    @Test func theCairoRasterizerDrawsTheSceneAtTheDeviceScale() throws {
        let tree = ViewNode("root") {
            ViewNode("top").height(100).background(Self.red)
        }.background(Self.grey).tree
        let layout = try EngineLayouter().layout(tree, on: Self.device)
        let picture = try CairoRasterizer().rasterize(RasterScene(frame: TreeLayout(tree: tree, layout: layout)), on: Self.device)
        #expect(picture.width == 200 && picture.height == 400 && picture.scale == 2)
        #expect(picture[10, 10] == Self.red)
        #expect(picture[10, 390] == Self.grey)
        // Half the screen red against all grey: half the pixels differ.
        let grey = PixelBuffer(width: 200, height: 400, scale: 2, fill: Self.grey)
        #expect(abs(PixelDiff(picture, grey).fraction - 0.5) <= 0.01)
    }

    @Test func aScrolledListIsDrawnFromItsOffset() throws {
        var spec = ListSpec(
            cells: [
                .init(name: "a", height: 50, template: ViewNode("a").background(Self.red).tree, location: .start),
                .init(name: "b", height: 50, template: ViewNode("b").background(.black).tree, location: .start),
            ],
            rows: .pattern(count: 40, pattern: ["a", "b"]), location: .start)
        spec.scroll = [.init(to: .end, velocity: 1000)]
        let tree = ViewNode("root") {
            ViewNode("list", kind: .list).flexGrow(1).with { $0.list = spec }
        }.tree
        let layout = TreeLayout(tree: tree, layout: try EngineLayouter().layout(tree, on: Self.device))
        let top = try CairoRasterizer().rasterize(RasterScene(frame: layout), on: Self.device)
        let scrolled = try CairoRasterizer().rasterize(RasterScene(frame: layout, scrollOffsets: [1: 50]), on: Self.device)
        // Rows alternate red and black every 50 pt; scrolled by one row, every row changes colour.
        #expect(top[50, 50] == Self.red && scrolled[50, 50] == .black)
        #expect(PixelDiff(top, scrolled).fraction > 0.9)
    }

    func halfRedDiff() -> (shown: PixelBuffer, first: PixelBuffer, diff: PixelDiff) {
        var shown = PixelBuffer(width: 200, height: 400, scale: 2, fill: Self.grey)
        shown.fill(Rect(x: 0, y: 100, width: 100, height: 100), with: Self.red)
        let first = PixelBuffer(width: 200, height: 400, scale: 2, fill: Self.grey)
        return (shown, first, PixelDiff(shown, first, keepsMask: true))
    }

    @Test func theDiffPictureShowsBothPicturesAndTheDifferenceInMagenta() throws {
        let (shown, first, diff) = halfRedDiff()
        let input = SnapshotDiffPicture.Input(
            device: Self.device, titles: ("LAUNCH SCREEN", "FIRST FRAME"), shown: shown, firstFrame: first, diff: diff,
            caption: "the launch screen differs from the first frame")
        let painter = SnapshotDiffPicture(scale: 1)
        let canvas = try painter.render(input)
        let panels = painter.panels(Self.device)
        // Three panels and margins across; header, panels, caption band down.
        #expect(canvas.pixelWidth == 3 * 100 + 4 * 16)
        #expect(canvas.pixelHeight == Int(16 + 30 + 200 + 16 + 64))
        func pixel(_ panel: Int, _ x: Double, _ y: Double) -> Pixel? {
            canvas.pixel(x: Int(panels[panel].x + x), y: Int(panels[panel].y + y))
        }
        #expect(pixel(0, 50, 150) == opaque(255, 59, 48))
        #expect(pixel(1, 50, 150) == opaque(242, 242, 247))
        // Differing: 75 % magenta over the first frame; the same: the first frame faded to a quarter of its contrast.
        #expect(pixel(2, 50, 150) == opaque(251, 60, 253))
        #expect(pixel(2, 50, 50) == opaque(251, 251, 253))
        // The caption band is drawn below the panels.
        #expect(canvas.pixel(x: 2, y: canvas.pixelHeight - 2) == opaque(30, 30, 40))
        #expect(try painter.render(input).pngData() == (try canvas.pngData()))
    }
}

/// The Swift API without LayoutLintPictures: text and spinners in the launch screen are still
/// found; pixels are compared only when a rasterizer is given.
@Suite struct LaunchScreenSwiftAPITests {
    func screen() -> Screen {
        var screen = Screen("Feed", devices: [DeviceProfile.named("iPhone 15")].compactMap { $0 }) {
            ViewNode("root") { ViewNode("bar").height(44).background(.white) }.background(Color(red: 242, green: 242, blue: 247))
        }
        screen.launchScreen =
            ViewNode("splash") {
                ViewNode.label("brand", "Daily News").height(44).background(.white)
                ViewNode("loading", kind: .spinner).height(40).background(.white)
            }.background(Color(red: 255, green: 59, blue: 48)).tree
        return screen
    }

    @Test func withoutARasterizerTextAndSpinnersAreFoundButPixelsAreNotCompared() {
        let report = Linter().lint([screen()])
        #expect(report.findings.map(\.node) == ["brand", "loading"])
        #expect(report.metrics.allSatisfy { $0.launchScreen == nil })
    }

    @Test func withTheCairoRasterizerThePixelsAreCompared() {
        var options = LintOptions()
        options.rasterizer = CairoRasterizer(layouter: options.layouter)
        let report = Linter(options: options).lint([screen()])
        #expect(report.findings.map(\.node) == ["brand", "loading", "splash"])
        // Everything differs but the top 84 pt: the white label over the white bar, and the white spinner
        // over the grey (#F2F2F7 is within 16/255 of white); their glyphs and ring do differ.
        let fraction = report.metrics.first?.launchScreen?.differentFraction ?? 0
        #expect(fraction > 1 - 84.0 / 852 && fraction < 0.92)
    }

    @Test func theBudgetSetsTheFractionThatIsReported() {
        var options = LintOptions()
        options.rasterizer = CairoRasterizer(layouter: options.layouter)
        var screen = screen()
        screen.budgets["launch-screen-mismatch"] = RuleSettings(options: ["maxDifferentFraction": 0.95])
        #expect(Linter(options: options).lint([screen]).findings.map(\.node) == ["brand", "loading"])
        screen.budgets["launch-screen-mismatch"] = RuleSettings(options: ["maxDifferentFraction": 0.5])
        let message = Linter(options: options).lint([screen]).findings.first { $0.node == "splash" }?.message ?? ""
        #expect(
            message.hasPrefix(
                "the launch screen differs from the first frame by more than the 50% budget: in 90.3% of pixels (first frame at 0ms): "
                    + "'bar' is missing; 'brand' is only on the launch screen"), "\(message)")
    }

    @Test func aRuleDisabledOnALaunchScreenNodeIsSilencedThere() {
        var screen = screen()
        let brand = screen.launchScreen?.index(of: "brand") ?? 0
        screen.launchScreen?.nodes[brand].disabledRules = ["launch-screen-mismatch"]
        #expect(Linter().lint([screen]).findings.map(\.node) == ["loading"])
    }

    @Test func aRelaunchOnAnotherTabNamesWhatTheSnapshotHadAndTheFirstFrameHas() {
        var options = LintOptions()
        options.rasterizer = CairoRasterizer(layouter: options.layouter)
        var screen = Screen("Tabs", devices: [DeviceProfile.named("iPhone 15")].compactMap { $0 }) {
            ViewNode("root") {
                ViewNode("home").flexGrow(1).background(.white)
                ViewNode("profile").flexGrow(1).background(Color(red: 0, green: 122, blue: 255)).style { $0.display = .none }
            }
        } timeline: {
            .hide("home", at: 3000)
            TimelineEvent.show("profile", at: 3000)
        }
        screen.restoration = Restoration(snapshotAt: 5000, restores: false)
        let findings = Linter(options: options).lint([screen]).findings
        #expect(
            findings.map(\.message) == [
                "a relaunch without restoration shows the first frame, which differs from the app-switcher snapshot (at 5000ms) by more than "
                    + "the 10% budget: in 100% of pixels: 'profile' is only in the snapshot; 'home' is only in the first frame on iPhone 15; "
                    + "restore the screen's state on relaunch (\"restores\": true)"
            ])
        screen.restoration = Restoration(snapshotAt: 5000, restores: true)
        #expect(Linter(options: options).lint([screen]).findings.isEmpty)
        screen.restoration = Restoration(snapshotAt: 1000, restores: false)
        #expect(Linter(options: options).lint([screen]).findings.isEmpty, "the snapshot is the first frame")
    }
}

/// The README's snippet: from Swift, a rasterizer gives the same pixel findings as the command line.
@Suite struct RasterizerFromSwiftTests {
    @Test func theReadmeSnippetComparesPixels() {
        let screen = LaunchScreenSwiftAPITests().screen()
        var options = LintOptions()
        options.rasterizer = CairoRasterizer(layouter: options.layouter)
        let report = Linter(options: options).lint([screen])
        #expect(report.findings.contains { $0.node == "splash" }, "\(report.findings.map { $0.message })")
        #expect(!Linter().lint([screen]).findings.contains { $0.node == "splash" })
    }
}
