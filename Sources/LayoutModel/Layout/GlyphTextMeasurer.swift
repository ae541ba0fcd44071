/// The production measurer: Inter's glyph advances and kerning per weight (`GlyphMetrics`), or
/// those of the app's own font files for the families `fonts` has, Apple's text style sizes and
/// leading (`TextStyleTable`) at one content size, and `LineBreaker`'s line breaking.
/// Deterministic: Inter's metrics are compiled in and an app's fonts are read from the files it
/// names, so every machine measures the same whatever fonts it has installed.
public struct GlyphTextMeasurer: TextMeasurer {
    /// The user's text size the fonts resolve at.
    public var contentSize: ContentSizeCategory
    /// The app's own fonts, by family (`.layoutlint.yml`'s `fonts`); empty: everything is Inter.
    public var fonts: FontLibrary

    public init(contentSize: ContentSizeCategory = .large, fonts: FontLibrary = FontLibrary()) {
        self.contentSize = contentSize
        self.fonts = fonts
    }

    public func lines(_ text: String, font: FontSpec, maxWidth: Double?) -> [TextLine] {
        LineBreaker.lines(text, font: resolve(font), maxWidth: maxWidth, face: face(of: font))
    }

    /// The font at the content size; a family of the app's own without a `lineHeight` has its
    /// file's natural line height.
    public func resolve(_ font: FontSpec) -> ResolvedFont {
        var resolved = font.resolved(at: contentSize)
        if case .custom(let custom) = font, custom.lineHeight == nil, let face = face(of: font) {
            resolved.lineHeight = face.naturalLineHeight(size: resolved.size)
        }
        return resolved
    }

    public func at(_ category: ContentSizeCategory) -> any TextMeasurer {
        GlyphTextMeasurer(contentSize: category, fonts: fonts)
    }

    public func using(_ fonts: FontLibrary) -> any TextMeasurer {
        GlyphTextMeasurer(contentSize: contentSize, fonts: fonts)
    }

    public func measures(family: String) -> Bool {
        fonts.contains(family: family)
    }

    public func placed(_ line: String, font: FontSpec) -> PlacedLine? {
        let face = face(of: font), resolved = resolve(font)
        return PlacedLine(characters: LineBreaker.placed(line, font: resolved, face: face), font: resolved, face: face)
    }

    /// The app's face `font` names, if it names a family `fonts` has.
    func face(of font: FontSpec) -> FontFace? {
        guard !fonts.isEmpty, case .custom(let custom) = font, let family = custom.family else { return nil }
        return fonts.face(family: family, weight: custom.weight)
    }
}
