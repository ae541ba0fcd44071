/// The production measurer: Inter's glyph advances and kerning per weight (`GlyphMetrics`),
/// Apple's text style sizes and leading (`TextStyleTable`) at one content size, and
/// `LineBreaker`'s line breaking. Deterministic: the metrics are compiled in, so every machine
/// measures the same whatever fonts it has.
public struct GlyphTextMeasurer: TextMeasurer {
    /// The user's text size the fonts resolve at.
    public var contentSize: ContentSizeCategory

    public init(contentSize: ContentSizeCategory = .large) {
        self.contentSize = contentSize
    }

    public func lines(_ text: String, font: FontSpec, maxWidth: Double?) -> [TextLine] {
        LineBreaker.lines(text, font: resolve(font), maxWidth: maxWidth)
    }

    public func resolve(_ font: FontSpec) -> ResolvedFont {
        font.resolved(at: contentSize)
    }
}
