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

    /// The lines `text` breaks into at `maxWidth` points (nil = no wrapping), as character counts.
    /// O(characters).
    public static func lineLengths(_ text: String, maxWidth: Double?) -> [Int] {
        let perLine: Int? = maxWidth.map { Swift.max(1, Int(($0 / characterAdvance).rounded(.down))) }
        var lines: [Int] = []
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            guard let limit = perLine else {
                lines.append(paragraph.count)
                continue
            }
            var current = 0
            for word in paragraph.split(separator: " ", omittingEmptySubsequences: false) {
                var length = word.count
                let needed = current == 0 ? length : current + 1 + length
                if needed <= limit {
                    current = needed
                    continue
                }
                if current > 0 {
                    lines.append(current)
                    current = 0
                }
                while length > limit {
                    lines.append(limit)
                    length -= limit
                }
                current = length
            }
            lines.append(current)
        }
        return lines
    }

    /// The size of `text` laid out in at most `maxWidth` points (nil = one line per paragraph).
    public static func size(of text: String, maxWidth: Double?) -> MeasuredSize {
        let lines = lineLengths(text, maxWidth: maxWidth)
        let widest = lines.max() ?? 0
        return MeasuredSize(width: Double(widest) * characterAdvance, height: Double(lines.count) * lineHeight)
    }
}
