/// A font as the measurer uses it: a size in points, a weight with metrics, and the height of
/// one line.
public struct ResolvedFont: Sendable, Hashable {
    public var size: Double
    public var weight: FontWeight
    public var lineHeight: Double

    public init(size: Double, weight: FontWeight, lineHeight: Double) {
        self.size = size
        self.weight = weight
        self.lineHeight = lineHeight
    }
}

/// Apple's Dynamic Type sizes for iOS: each text style's point size and leading (line height)
/// at every content size category, and its weight, as the Human Interface Guidelines' "Dynamic
/// Type sizes" tables publish them.
public enum TextStyleTable {
    /// (size, leading) per category, in `ContentSizeCategory.allCases` order: xSmall, small,
    /// medium, large, xLarge, xxLarge, xxxLarge, accessibility1 … accessibility5.
    static let sizes: [TextStyle: [(size: Double, leading: Double)]] = [
        .largeTitle: [
            (31, 38), (32, 39), (33, 40), (34, 41), (36, 43), (38, 46), (40, 48), (44, 52), (48, 57), (52, 61), (56, 66), (60, 70),
        ],
        .title1: [(25, 31), (26, 32), (27, 33), (28, 34), (30, 37), (32, 39), (34, 41), (38, 46), (43, 51), (48, 57), (53, 62), (58, 68)],
        .title2: [(19, 24), (20, 25), (21, 26), (22, 28), (24, 30), (26, 32), (28, 34), (34, 41), (39, 47), (44, 52), (50, 59), (56, 66)],
        .title3: [(17, 22), (18, 23), (19, 24), (20, 25), (22, 28), (24, 30), (26, 32), (31, 38), (37, 44), (43, 51), (49, 58), (55, 65)],
        .headline: [
            (14, 19), (15, 20), (16, 21), (17, 22), (19, 24), (21, 26), (23, 29), (28, 34), (33, 40), (40, 48), (47, 56), (53, 62),
        ],
        .body: [(14, 19), (15, 20), (16, 21), (17, 22), (19, 24), (21, 26), (23, 29), (28, 34), (33, 40), (40, 48), (47, 56), (53, 62)],
        .callout: [(13, 18), (14, 19), (15, 20), (16, 21), (18, 23), (20, 25), (22, 28), (26, 32), (32, 39), (38, 46), (44, 52), (51, 60)],
        .subheadline: [
            (12, 16), (13, 18), (14, 19), (15, 20), (17, 22), (19, 24), (21, 28), (25, 31), (30, 37), (36, 43), (42, 50), (49, 58),
        ],
        .footnote: [
            (12, 16), (12, 16), (12, 16), (13, 18), (15, 20), (17, 22), (19, 24), (23, 29), (27, 33), (33, 40), (38, 46), (44, 52),
        ],
        .caption1: [
            (11, 13), (11, 13), (11, 13), (12, 16), (14, 19), (16, 21), (18, 23), (22, 28), (26, 32), (32, 39), (37, 44), (43, 51),
        ],
        .caption2: [
            (11, 13), (11, 13), (11, 13), (11, 13), (13, 18), (15, 20), (17, 22), (20, 25), (24, 30), (29, 35), (34, 41), (40, 48),
        ],
    ]

    /// The style's weight (the same at every size): headline is semibold, the rest regular.
    public static func weight(of style: TextStyle) -> FontWeight {
        style == .headline ? .semibold : .regular
    }

    /// The style's point size and leading at `category`.
    public static func metrics(of style: TextStyle, at category: ContentSizeCategory = .large) -> (size: Double, leading: Double) {
        let row = sizes[style] ?? []
        let index = ContentSizeCategory.allCases.firstIndex(of: category) ?? 3
        return row.indices.contains(index) ? row[index] : (17, 22)
    }

    /// The text style whose default size is closest to `size` points (ties: the larger style,
    /// listed first), for advice on a fixed size.
    public static func closestStyle(toSize size: Double, weight: FontWeight = .regular) -> TextStyle {
        var best = TextStyle.body
        var bestDistance = Double.infinity
        for style in TextStyle.allCases {
            let distance = abs(metrics(of: style).size - size) + (Self.weight(of: style) == weight ? 0 : 0.5)
            if distance < bestDistance {
                best = style
                bestDistance = distance
            }
        }
        return best
    }
}

extension FontSpec {
    /// This font at `category`: a text style's size, weight and leading; a custom font's size
    /// (scaled by body's size at `category` over body's default when it scales), its own line
    /// height scaled likewise, or else Inter's natural line height at that size.
    public func resolved(at category: ContentSizeCategory = .large) -> ResolvedFont {
        switch self {
        case .style(let style):
            let metrics = TextStyleTable.metrics(of: style, at: category)
            return ResolvedFont(size: metrics.size, weight: TextStyleTable.weight(of: style), lineHeight: metrics.leading)
        case .custom(let font):
            let scale = font.scales ? TextStyleTable.metrics(of: .body, at: category).size / TextStyleTable.metrics(of: .body).size : 1
            let size = font.size * scale
            let lineHeight = font.lineHeight.map { $0 * scale } ?? GlyphMetrics.naturalLineHeight(size: size)
            return ResolvedFont(size: size, weight: font.weight, lineHeight: lineHeight)
        }
    }
}
