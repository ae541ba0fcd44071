/// A deterministic stand-in for UIKit text measurement.
///
/// This is an approximation, not font metrics: every character (spaces included) advances
/// 0.5 em, which for the 17 pt system font is 8.5 pt, and every line is 22 pt tall (UIKit's
/// body line height). Text wraps greedily at spaces; a word wider than the line is broken
/// between characters. Explicit newlines start new lines. It is good enough to size labels
/// consistently across devices; it does not know real glyph widths.
public enum TextMeasure {
    /// Advance per character in points (17 pt × 0.5 em).
    public static let characterAdvance = 8.5
    /// Line height in points.
    public static let lineHeight = 22.0

    /// The lines `text` breaks into at `maxWidth` points (nil, or not a finite positive width:
    /// no wrapping). A break between words drops the one space it replaces. O(characters).
    public static func lines(_ text: String, maxWidth: Double?) -> [String] {
        var perLine: Int?
        if let maxWidth, maxWidth.isFinite {
            perLine = Int(Swift.min(Swift.max((maxWidth / characterAdvance).rounded(.down), 1), Double(Int32.max)))
        }
        var lines: [String] = []
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            guard let limit = perLine else {
                lines.append(String(paragraph))
                continue
            }
            var current = ""
            var currentCount = 0
            for word in paragraph.split(separator: " ", omittingEmptySubsequences: false) {
                var rest = Substring(word)
                let length = rest.count
                let needed = currentCount == 0 ? length : currentCount + 1 + length
                if needed <= limit {
                    current += currentCount == 0 ? String(rest) : " " + rest
                    currentCount = needed
                    continue
                }
                if currentCount > 0 {
                    lines.append(current)
                    current = ""
                    currentCount = 0
                }
                while rest.count > limit {
                    lines.append(String(rest.prefix(limit)))
                    rest = rest.dropFirst(limit)
                }
                current = String(rest)
                currentCount = rest.count
            }
            lines.append(current)
        }
        return lines
    }

    /// The lines of `lines(_:maxWidth:)` as character counts.
    public static func lineLengths(_ text: String, maxWidth: Double?) -> [Int] {
        lines(text, maxWidth: maxWidth).map(\.count)
    }

    /// The size of `text` laid out in at most `maxWidth` points (nil = one line per paragraph).
    public static func size(of text: String, maxWidth: Double?) -> MeasuredSize {
        let lines = lineLengths(text, maxWidth: maxWidth)
        let widest = lines.max() ?? 0
        return MeasuredSize(width: Double(widest) * characterAdvance, height: Double(lines.count) * lineHeight)
    }
}
