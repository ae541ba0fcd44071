/// One of Apple's text styles: a role whose size, weight and leading follow the user's text
/// size (Dynamic Type).
public enum TextStyle: String, Sendable, Hashable, CaseIterable {
    case largeTitle, title1, title2, title3, headline, body, callout, subheadline, footnote, caption1, caption2
}

/// A font weight the measurer has metrics for.
public enum FontWeight: String, Sendable, Hashable, CaseIterable {
    case regular, medium, semibold, bold
}

/// The user's preferred text size (Settings › Display & Brightness › Text Size, and the larger
/// accessibility sizes). `large` is the default.
public enum ContentSizeCategory: String, Sendable, Hashable, CaseIterable {
    case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
    case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5
}

/// A node's `font`: a text style, or a size and weight of its own.
public enum FontSpec: Sendable, Hashable {
    /// A text style (`"body"`): its size, weight and leading for the content size.
    case style(TextStyle)
    /// A font of its own: `size` points at the default content size, scaled with Dynamic Type
    /// (as UIFontMetrics scales it, relative to `body`) when `scales`; `lineHeight` points per
    /// line when given, else the font's natural line height.
    case custom(CustomFont)

    /// The font labels get when they name none.
    public static let body = FontSpec.style(.body)

    /// A size and weight of the document's own.
    public struct CustomFont: Sendable, Hashable {
        public var size: Double
        public var weight: FontWeight
        public var scales: Bool
        /// The family named in the document: measured with its font file when the app's fonts
        /// have it (`GlyphTextMeasurer.fonts`), else with Inter's metrics.
        public var family: String?
        public var lineHeight: Double?

        public init(size: Double, weight: FontWeight = .regular, scales: Bool = true, family: String? = nil, lineHeight: Double? = nil) {
            self.size = size
            self.weight = weight
            self.scales = scales
            self.family = family
            self.lineHeight = lineHeight
        }
    }
}
