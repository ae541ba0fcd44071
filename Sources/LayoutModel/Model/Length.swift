/// A length in a style: points, a percentage of the containing block, `auto`, or unset.
public enum Length: Sendable, Hashable {
    /// Not given; the property's default applies.
    case undefined
    case points(Double)
    /// Percent of the containing block's size (50 means 50 %).
    case percent(Double)
    case auto

    /// True unless `.undefined`.
    public var isDefined: Bool {
        // A pattern, not `!=`: the synthesized equality compares payloads through a call.
        if case .undefined = self { return false }
        return true
    }
}

/// A size that may be adaptive: resolved per device from the node's width.
public enum SizeValue: Sendable, Hashable {
    case length(Length)
    case adaptive(AdaptiveSize)

    /// The plain length, or nil when adaptive.
    public var length: Length? {
        if case .length(let l) = self { return l }
        return nil
    }
}

/// An adaptive size: a height that follows from the width it is laid out at.
public enum AdaptiveSize: Sendable, Hashable {
    /// height = width / ratio.
    case aspectRatio(Double)
    /// The height of the largest step whose width is ≤ the width (steps sorted by width).
    case byWidth([WidthStep])
    /// A named rule such as `admob.anchoredAdaptiveBanner`.
    case provider(SizeProvider)

    /// One row of a `byWidth` table.
    public struct WidthStep: Sendable, Hashable {
        public var width: Double
        public var height: Double
        public init(width: Double, height: Double) {
            self.width = width
            self.height = height
        }
    }

    /// Resolves the size for a node `width` points wide on a screen `screenHeight` points tall.
    public func resolve(width: Double, screenHeight: Double) -> Double {
        switch self {
        case .aspectRatio(let ratio):
            return width / ratio
        case .byWidth(let steps):
            var result = steps.first?.height ?? 0
            for step in steps where step.width <= width {
                result = step.height
            }
            return result
        case .provider(let provider):
            return provider.resolve(width: width, screenHeight: screenHeight)
        }
    }
}

/// The built-in named size rules.
public enum SizeProvider: String, Sendable, Hashable, CaseIterable {
    case anchoredAdaptiveBanner = "admob.anchoredAdaptiveBanner"
    case banner = "admob.banner"
    case largeBanner = "admob.largeBanner"
    case mediumRectangle = "admob.mediumRectangle"
    case leaderboard = "admob.leaderboard"

    /// The height this provider yields for a slot `width` points wide.
    ///
    /// `admob.anchoredAdaptiveBanner` is an approximation: Google publishes no formula, so
    /// LayoutLint uses clamp(round(width × 50 / 320), 50, min(90, 15 % of the screen height)).
    /// Where real measurements differ, write a `byWidth` table instead.
    public func resolve(width: Double, screenHeight: Double) -> Double {
        switch self {
        case .anchoredAdaptiveBanner:
            let upper = min(90, (screenHeight * 0.15).rounded(.down))
            return min(max((width * 50 / 320).rounded(), 50), max(upper, 50))
        case .banner: return 50
        case .largeBanner: return 100
        case .mediumRectangle: return 250
        case .leaderboard: return 90
        }
    }
}
