/// Text with numbers in it, read so that the same words with other numbers are recognised
/// and written as one: "46% of the screen" and "49% of the screen" → "46–49% of the screen".
///
/// A number is an optional minus sign, digits and an optional fraction, not glued to a letter,
/// digit, `#`, `.` or `_` before it (so `'photo1'`, `#F9F9F9` and `v1.2` are words), and not
/// inside quotes (ids such as `'row 3'` and JSON strings are words too).
public enum NumberedText {
    /// One piece of text: words, or a number as it was written.
    enum Piece: Hashable {
        case words(Substring)
        case number(Substring, Double)
    }

    /// The text with each number replaced by `#`: texts with the same template differ only in
    /// their numbers.
    public static func template(_ text: String) -> String {
        var out = ""
        for piece in pieces(text) {
            switch piece {
            case .words(let words): out += words.replacingOccurrences(of: "#", with: "##")
            case .number: out += "#"
            }
        }
        return out
    }

    /// True when the texts differ at most in their numbers.
    public static func shareTemplate(_ texts: [String]) -> Bool {
        guard let first = texts.first else { return true }
        let shape = pieces(first).map(\.kind)
        return texts.allSatisfy { pieces($0).map(\.kind) == shape }
    }

    /// The texts as one: the text itself when they are all the same; else, when they share a
    /// template, each number as the range of its values ("1200–1208.3", "-8.3 to -4.5") with
    /// numbers that agree kept once; else the texts joined with " / " in order of first
    /// appearance. Empty for no texts.
    public static func ranged(_ texts: [String]) -> String {
        var distinct: [String] = []
        for text in texts where !distinct.contains(text) { distinct.append(text) }
        guard distinct.count > 1 else { return distinct.first ?? "" }
        let split = distinct.map(pieces)
        let shape = split[0].map(\.kind)
        guard split.allSatisfy({ $0.map(\.kind) == shape }) else { return distinct.joined(separator: " / ") }
        var out = ""
        for (index, piece) in split[0].enumerated() {
            switch piece {
            case .words(let words): out += words
            case .number:
                let values = split.compactMap { pieces -> (text: Substring, value: Double)? in
                    if case .number(let text, let value) = pieces[index] { return (text, value) }
                    return nil
                }
                guard let low = values.min(by: { $0.value < $1.value }), let high = values.max(by: { $0.value < $1.value }) else {
                    continue
                }
                if low.text == high.text {
                    out += low.text
                } else {
                    out += low.value < 0 ? "\(low.text) to \(high.text)" : "\(low.text)–\(high.text)"
                }
            }
        }
        return out
    }

    /// The text split into words and numbers.
    static func pieces(_ text: String) -> [Piece] {
        let scalars = Array(text.unicodeScalars)
        var pieces: [Piece] = []
        var wordsStart = text.unicodeScalars.startIndex
        var index = text.unicodeScalars.startIndex
        var position = 0
        var quote: Unicode.Scalar?
        func isGlue(_ scalar: Unicode.Scalar) -> Bool {
            scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "#" || scalar == "." || scalar == "_"
        }
        func isDigit(_ offset: Int) -> Bool { offset < scalars.count && ("0"..."9").contains(scalars[offset]) }
        while position < scalars.count {
            let scalar = scalars[position]
            if let open = quote {
                if scalar == open { quote = nil }
            } else if scalar == "'" || scalar == "\"" {
                // An apostrophe inside a word ("don't") opens nothing.
                if scalar == "\"" || position == 0 || !scalars[position - 1].properties.isAlphabetic { quote = scalar }
            } else {
                let signed = scalar == "-" && isDigit(position + 1)
                let startsNumber = (isDigit(position) || signed) && (position == 0 || !isGlue(scalars[position - 1]))
                if startsNumber {
                    var end = position + (signed ? 1 : 0)
                    while isDigit(end) { end += 1 }
                    if end + 1 < scalars.count, scalars[end] == ".", isDigit(end + 1) {
                        end += 1
                        while isDigit(end) { end += 1 }
                    }
                    let startIndex = index
                    let endIndex = text.unicodeScalars.index(index, offsetBy: end - position)
                    let literal = Substring(text.unicodeScalars[startIndex..<endIndex])
                    if let value = Double(String(literal)) {
                        if wordsStart < startIndex { pieces.append(.words(Substring(text.unicodeScalars[wordsStart..<startIndex]))) }
                        pieces.append(.number(literal, value))
                        wordsStart = endIndex
                        index = endIndex
                        position = end
                        continue
                    }
                }
            }
            index = text.unicodeScalars.index(after: index)
            position += 1
        }
        if wordsStart < text.unicodeScalars.endIndex { pieces.append(.words(Substring(text.unicodeScalars[wordsStart...]))) }
        return pieces
    }
}

extension NumberedText.Piece {
    /// Words compare by their text, numbers only by being numbers.
    var kind: String {
        switch self {
        case .words(let words): String(words)
        case .number: "#"
        }
    }
}
