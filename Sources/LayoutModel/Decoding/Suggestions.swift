/// "Did you mean" suggestions by edit distance.
public enum Suggestions {
    /// The candidate closest to `word`, if one is close enough to be a plausible typo.
    ///
    /// Uses the optimal-string-alignment distance (insertions, deletions, substitutions and
    /// adjacent transpositions) on lower-cased text; accepts a distance up to max(2, length / 3),
    /// else a candidate that extends the word or that the word extends (at least 3 characters).
    /// Ties go to the earlier candidate, so the result is deterministic. O(candidates × n × m).
    public static func closest(to word: String, in candidates: [String]) -> String? {
        if let meaning = closestInMeaning(to: word, in: candidates) { return meaning }
        let target = Array(word.lowercased().unicodeScalars)
        guard !target.isEmpty else { return nil }
        var best: (name: String, distance: Int)?
        for candidate in candidates where candidate != word {
            let other = Array(candidate.lowercased().unicodeScalars)
            let limit = max(2, max(target.count, other.count) / 3)
            guard abs(other.count - target.count) <= limit else { continue }
            let distance = osaDistance(target, other)
            if distance <= limit, distance < (best?.distance ?? Int.max) {
                best = (candidate, distance)
            }
        }
        if let best { return best.name }
        // A truncated or extended name ("pool" for "poolLimit") is too far by distance alone.
        let lowered = word.lowercased()
        return candidates.first { candidate in
            let other = candidate.lowercased()
            return candidate != word && min(lowered.count, other.count) >= 3 && (other.hasPrefix(lowered) || lowered.hasPrefix(other))
        }
    }

    /// Words people use for what the format names otherwise ("swipe" for a `gesture`).
    static let synonyms: [String: String] = [
        "swipe": "gesture", "drag": "gesture", "pan": "gesture", "scroll": "gesture", "fling": "gesture",
        "click": "tap", "press": "tap", "touch": "tap", "appear": "show", "unhide": "show", "disappear": "hide",
        "delete": "remove", "add": "insert", "append": "insert", "load": "arrive", "loaded": "arrive",
    ]

    /// A candidate that means what `word` says, before spelling: a synonym ("swipe" → "gesture"),
    /// or the one candidate whose words include all of `word`'s, when it has two or more
    /// ("admob.adaptiveBanner" → "admob.anchoredAdaptiveBanner", not "admob.largeBanner").
    static func closestInMeaning(to word: String, in candidates: [String]) -> String? {
        if let synonym = synonyms[word.lowercased()], candidates.contains(synonym) { return synonym }
        let own = Set(words(word))
        guard own.count >= 2 else { return nil }
        let containing = candidates.filter { $0 != word && own.isSubset(of: Set(words($0))) }
        return containing.min { words($0).count < words($1).count }
    }

    /// The lower-cased words of a name: split at punctuation and camelCase humps.
    static func words(_ name: String) -> [String] {
        var words: [String] = []
        var current = ""
        for character in name {
            if !(character.isLetter || character.isNumber) {
                if !current.isEmpty { words.append(current) }
                current = ""
            } else if character.isUppercase, !current.isEmpty, current.last?.isLowercase == true {
                words.append(current)
                current = String(character).lowercased()
            } else {
                current += character.lowercased()
            }
        }
        if !current.isEmpty { words.append(current) }
        return words
    }

    /// `; did you mean "x"?` or the empty string.
    static func hint(for word: String, in candidates: [String]) -> String {
        guard let match = closest(to: word, in: candidates) else { return "" }
        return "; did you mean \"\(match)\"?"
    }

    /// Optimal string alignment distance, O(n × m) time and O(m) memory per row kept (three rows).
    static func osaDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous2 = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                var value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    value = min(value, previous2[j - 2] + 1)
                }
                current[j] = value
            }
            (previous2, previous, current) = (previous, current, previous2)
        }
        return previous[b.count]
    }
}
