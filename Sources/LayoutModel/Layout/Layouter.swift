/// Measures label text: the one place text sizes come from, used by the layout engine to size
/// labels, by the rules that check text fits, and by the pictures to break drawn text into the
/// same lines.
public protocol TextMeasurer: Sendable {
    /// The lines `text` breaks into in `font` at `maxWidth` points (nil = one line per
    /// paragraph), in order, with their widths. Explicit newlines start new lines.
    func lines(_ text: String, font: FontSpec, maxWidth: Double?) -> [TextLine]
    /// The font `font` resolves to (size, weight, line height) at the measurer's content size.
    func resolve(_ font: FontSpec) -> ResolvedFont
    /// This measurer at the user's text size `category`.
    func at(_ category: ContentSizeCategory) -> any TextMeasurer
    /// This measurer with the app's own fonts `fonts` (the families labels name).
    func using(_ fonts: FontLibrary) -> any TextMeasurer
    /// True when text in `family` is measured with that family's own metrics.
    func measures(family: String) -> Bool
    /// `line` (one of the lines `lines` gives, or a shortened one) in `font`, character by
    /// character where the measurer sets it, with the font file it sets it in; nil when the
    /// measurer does not measure glyphs.
    func placed(_ line: String, font: FontSpec) -> PlacedLine?
}

/// One line of text as a measurer sets it: what pictures need to draw it where it was measured.
public struct PlacedLine: Sendable {
    /// Each character where it is set, in points from the line's start.
    public var characters: [PlacedCharacter]
    /// The font at the measurer's content size.
    public var font: ResolvedFont
    /// The app's font file the characters of source `.face` are set in (nil: Inter only).
    public var face: FontFace?

    public init(characters: [PlacedCharacter], font: ResolvedFont, face: FontFace?) {
        self.characters = characters
        self.font = font
        self.face = face
    }

    /// The line's width: where its last character ends.
    public var width: Double { characters.last.map { $0.x + $0.advance } ?? 0 }
}

extension TextMeasurer {
    /// A measurer that knows no text sizes measures the same at all of them.
    public func at(_ category: ContentSizeCategory) -> any TextMeasurer { self }
    /// A measurer that reads no font files measures every family alike.
    public func using(_ fonts: FontLibrary) -> any TextMeasurer { self }
    /// A measurer that reads no font files measures no family with its own metrics.
    public func measures(family: String) -> Bool { false }
    /// A measurer that knows no glyphs places none: pictures draw its lines in a font of their own.
    public func placed(_ line: String, font: FontSpec) -> PlacedLine? { nil }

    /// The size of `text` in `font` laid out in at most `maxWidth` points, showing at most
    /// `numberOfLines` lines (0: all): the widest shown line (rounded up to whole points, as
    /// UILabel rounds its size) by the shown lines' height.
    public func size(of text: String, font: FontSpec, numberOfLines: Int = 0, maxWidth: Double?) -> MeasuredSize {
        let all = lines(text, font: font, maxWidth: maxWidth)
        let shown = numberOfLines > 0 ? all.prefix(numberOfLines) : all[...]
        let widest = shown.map(\.width).max() ?? 0
        return MeasuredSize(width: widest.rounded(.up), height: Double(shown.count) * resolve(font).lineHeight)
    }

    /// A measure function for `text` with Yoga's contract: wraps at the width unless its mode
    /// is undefined; an exact width or height is answered as given, an at-most size caps it.
    public func measureFunction(for text: String, font: FontSpec = .body, numberOfLines: Int = 0) -> MeasureFunction {
        { width, widthMode, height, heightMode in
            let wrapWidth: Double? = widthMode == .undefined || width.isNaN ? nil : width
            var size = self.size(of: text, font: font, numberOfLines: numberOfLines, maxWidth: wrapWidth)
            switch widthMode {
            case .exactly: size.width = width
            case .atMost: size.width = Swift.min(size.width, width)
            case .undefined: break
            }
            switch heightMode {
            case .exactly: size.height = height
            case .atMost: size.height = Swift.min(size.height, height)
            case .undefined: break
            }
            return size
        }
    }
}

/// Lays a node tree out on a device: the one seam every layout in LayoutLint goes through
/// (timeline frames, list-cell templates, pictures), so a test can substitute fixed
/// rectangles anywhere and a better text measurer can be swapped in one place.
public protocol Layouter: Sendable {
    /// Lays `tree` out on `device`; the result's arrays are indexed like `tree.nodes`.
    func layout(_ tree: NodeTree, on device: DeviceProfile) throws(LayoutError) -> LayoutResult
    /// The measurer labels are sized with.
    var textMeasurer: any TextMeasurer { get }
    /// A session that lays `tree` out on `device` and then lays out again only what changes,
    /// with the results of `layout(_:on:)`; nil when the layouter has none (the timeline then
    /// lays every frame out whole).
    func session(for tree: NodeTree, on device: DeviceProfile) throws(LayoutError) -> LayoutSession?
    /// This layouter for a screen shown at `setting`: text measured at its content size, and
    /// the root laid out right to left for a right-to-left locale.
    func adapted(to setting: TextSetting) -> any Layouter
    /// This layouter measuring text with the app's own fonts `fonts` as well.
    func using(_ fonts: FontLibrary) -> any Layouter
}

extension Layouter {
    /// A layouter that knows no text settings lays out the same at all of them.
    public func adapted(to setting: TextSetting) -> any Layouter { self }
    /// A layouter that measures no text with fonts lays out the same with any.
    public func using(_ fonts: FontLibrary) -> any Layouter { self }

    /// No session: every frame is laid out whole.
    public func session(for tree: NodeTree, on device: DeviceProfile) throws(LayoutError) -> LayoutSession? { nil }
}

/// The production layouter: `ScreenLayout` on the Yoga-compatible engine.
public struct EngineLayouter: Layouter {
    /// Engine options; the point scale and screen height are taken from each device.
    public var options: LayoutOptions
    public var textMeasurer: any TextMeasurer

    public init(options: LayoutOptions = LayoutOptions(), textMeasurer: any TextMeasurer = GlyphTextMeasurer()) {
        self.options = options
        self.textMeasurer = textMeasurer
    }

    public func layout(_ tree: NodeTree, on device: DeviceProfile) throws(LayoutError) -> LayoutResult {
        try ScreenLayout.layout(tree, on: device, options: options, measurer: textMeasurer)
    }

    /// A session laying `tree` out as `layout(_:on:)` does, in either direction.
    public func session(for tree: NodeTree, on device: DeviceProfile) throws(LayoutError) -> LayoutSession? {
        try LayoutSession(tree: tree, on: device, options: options, measurer: textMeasurer)
    }

    public func using(_ fonts: FontLibrary) -> any Layouter {
        var layouter = self
        layouter.textMeasurer = textMeasurer.using(fonts)
        return layouter
    }

    public func adapted(to setting: TextSetting) -> any Layouter {
        var layouter = self
        layouter.textMeasurer = textMeasurer.at(setting.category)
        layouter.options.rightToLeft = setting.isRightToLeft
        return layouter
    }
}
