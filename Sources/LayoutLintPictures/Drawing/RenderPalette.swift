import LayoutLintKit

/// The colours and sizes every picture shares, so frames, diagrams and maps read alike.
enum RenderPalette {
    /// Behind everything: what shows where no node draws.
    static let screenBackground = RGBA(red: 1, green: 1, blue: 1)
    static let text = RGBA(red: 0, green: 0, blue: 0)
    /// Label text size in points (UIKit's body text).
    static let labelTextSize = 17.0
    static let imageOutline = RGBA(red: 0.55, green: 0.55, blue: 0.55)
    static let adFill = RGBA(red: 1, green: 0.85, blue: 0.45)
    static let adOutline = RGBA(red: 0.8, green: 0.55, blue: 0)
    static let spinner = RGBA(red: 0.45, green: 0.45, blue: 0.45)
    static let cellOutline = RGBA(red: 0.7, green: 0.7, blue: 0.75)
    /// Reserved slots whose content has not arrived: pale blue-grey, hatched, dashed outline.
    static let reservedFill = RGBA(red: 0.93, green: 0.94, blue: 0.97)
    static let reservedHatch = RGBA(red: 0.55, green: 0.6, blue: 0.72)
    static let reservedOutline = RGBA(red: 0.35, green: 0.4, blue: 0.55)
    /// Points between hatch lines, and their width.
    static let hatchSpacing = 6.0
    static let hatchWidth = 1.5
    /// Node id captions: small dark text on a translucent white tag.
    static let captionText = RGBA(red: 0.2, green: 0.2, blue: 0.3)
    static let captionBacking = RGBA(red: 1, green: 1, blue: 1, alpha: 0.75)
    static let captionSize = 9.0
    /// Numbers on nodes too small for their id: white on dark blue, so they stand out.
    static let numberText = RGBA(red: 1, green: 1, blue: 1)
    static let numberBacking = RGBA(red: 0.1, green: 0.25, blue: 0.6)

    /// Shift diagrams.
    static let moved = RGBA(red: 0.9, green: 0, blue: 0)
    /// The node whose change caused the shift.
    static let cause = RGBA(red: 0, green: 0.4, blue: 0.95)
    static let impact = RGBA(red: 1, green: 0, blue: 0, alpha: 0.22)
    /// A gesture under way during the shift: its node and the finger's path.
    static let gesture = RGBA(red: 0.55, green: 0.15, blue: 0.85)
    static let diagramBackground = RGBA(red: 0.93, green: 0.93, blue: 0.95)
    static let captionBand = RGBA(red: 0.12, green: 0.12, blue: 0.16)
    static let captionBandText = RGBA(red: 1, green: 1, blue: 1)
    static let captionBandAccent = RGBA(red: 1, green: 0.45, blue: 0.45)

    /// Blended-layers map (iOS Simulator's Color Blended Layers).
    static let blendNothing = RGBA(red: 0.15, green: 0.15, blue: 0.15)
    static let blendOpaque = RGBA(red: 0, green: 0.78, blue: 0)
    /// Each blended layer composites this over what is below after removing its green.
    /// A blended layer composites this over what is below after removing its green.
    static let blendBlended = RGBA(red: 1, green: 0, blue: 0, alpha: 0.6)
    static let mapCaptionText = RGBA(red: 1, green: 1, blue: 1)
    static let mapCaptionBacking = RGBA(red: 0, green: 0, blue: 0, alpha: 0.35)
    static let outline = RGBA(red: 0, green: 0, blue: 0, alpha: 0.35)
}
