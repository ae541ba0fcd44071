/// A path pattern of `include`/`exclude`: `*` matches within one path segment, `**` any number
/// of whole segments (`layouts/**/*.json`), `?` one character other than `/`; everything else
/// matches itself. A pattern naming a folder (`layouts/legacy`) matches every file under it.
public struct Glob: Sendable, Hashable, CustomStringConvertible {
    /// The pattern as written.
    public var pattern: String
    private var tokens: [Token]

    private enum Token: Hashable {
        case character(Character), anyCharacter, star, anySegments
    }

    /// The glob `pattern`, relative (a leading `./` and trailing `/` are ignored).
    public init(_ pattern: String) {
        self.pattern = pattern
        var tokens: [Token] = []
        var characters = Array(pattern.hasPrefix("./") ? String(pattern.dropFirst(2)) : pattern)
        while characters.last == "/" { characters.removeLast() }
        var index = 0
        while index < characters.count {
            let character = characters[index]
            if character == "*", index + 1 < characters.count, characters[index + 1] == "*" {
                // `**/` is zero or more whole segments; a trailing `**` is anything.
                let followedBySlash = index + 2 < characters.count && characters[index + 2] == "/"
                tokens.append(.anySegments)
                index += followedBySlash ? 3 : 2
                if !followedBySlash { tokens.append(.star) }
                continue
            }
            tokens.append(character == "*" ? .star : character == "?" ? .anyCharacter : .character(character))
            index += 1
        }
        self.tokens = tokens
    }

    public var description: String { pattern }

    /// What is wrong with `pattern`, or nil. Brackets and braces are shell glob syntax
    /// (`[abc]`, `{a,b}`) these globs do not have: taken literally they would silently match
    /// nothing the author meant, so they are refused.
    public static func problem(_ pattern: String) -> String? {
        if pattern.isEmpty { return "a glob must not be empty" }
        guard let special = pattern.first(where: { "[]{}".contains($0) }) else { return nil }
        return
            "glob \"\(pattern)\" uses \"\(special)\", which globs here do not support (only *, ** and ?); name the files with * or list each one"
    }

    /// True when `path` (relative, `/`-separated) or one of the folders it is in matches.
    public func matches(_ path: String) -> Bool {
        let characters = Array(path)
        if matchesWhole(characters[...]) { return true }
        for (index, character) in characters.enumerated() where character == "/" {
            if matchesWhole(characters[..<index]) { return true }
        }
        return false
    }

    /// Wildcard matching with backtracking to the last `*` or `**` (iterative, linear in
    /// practice): `*` may not cross `/`, `**/` may consume whole segments only.
    private func matchesWhole(_ text: ArraySlice<Character>) -> Bool {
        // Each backtrack point: the token after the wildcard, and the text position it resumes at.
        var backtracks: [(token: Int, text: Int, crossesSlash: Bool)] = []
        var token = 0, position = text.startIndex
        while true {
            if token == tokens.count && position == text.endIndex { return true }
            if token < tokens.count {
                switch tokens[token] {
                case .character(let expected) where position < text.endIndex && text[position] == expected:
                    token += 1
                    position += 1
                    continue
                case .anyCharacter where position < text.endIndex && text[position] != "/":
                    token += 1
                    position += 1
                    continue
                case .star:
                    backtracks.append((token + 1, position, false))
                    token += 1
                    continue
                case .anySegments:
                    backtracks.append((token + 1, position, true))
                    token += 1
                    continue
                default:
                    break
                }
            }
            // Mismatch: let the latest wildcard take one more character (or segment) and retry.
            guard var last = backtracks.popLast() else { return false }
            if last.crossesSlash {
                guard let slash = text[last.text...].firstIndex(of: "/") else { continue }
                last.text = slash + 1
            } else {
                guard last.text < text.endIndex, text[last.text] != "/" else { continue }
                last.text += 1
            }
            backtracks.append(last)
            token = last.token
            position = last.text
        }
    }
}
