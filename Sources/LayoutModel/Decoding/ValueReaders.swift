import Foundation

/// What range a number must lie in, and how to describe a violation.
struct NumberRule {
    var lower: Double
    var lowerInclusive = true
    var upper: Double
    var unit = ""
    var integer = false
    /// Describe violations as "must be between lower and upper" (for closed ranges like opacity).
    var between = false

    /// Points that cannot be negative (sizes, padding, radii).
    static let points = NumberRule(lower: 0, upper: 100_000, unit: " pt")
    /// Points that may be negative (margins, insets).
    static let signedPoints = NumberRule(lower: -100_000, upper: 100_000, unit: " pt")
    /// Strictly positive points (device sizes, cell heights).
    static let positivePoints = NumberRule(lower: 0, lowerInclusive: false, upper: 100_000, unit: " pt")
    /// Times and durations in ms: 0 up to 24 h.
    static let milliseconds = NumberRule(lower: 0, upper: 86_400_000, unit: " ms")
    /// A unitless non-negative factor (flexGrow, flexShrink).
    static let factor = NumberRule(lower: 0, upper: 100_000)
    /// A unitless factor of any sign (flex).
    static let signedFactor = NumberRule(lower: -100_000, upper: 100_000)
    /// A strictly positive ratio (aspectRatio).
    static let ratio = NumberRule(lower: 0, lowerInclusive: false, upper: 100_000)
    /// 0…1 (opacity).
    static let unitInterval = NumberRule(lower: 0, upper: 1, between: true)
    /// Scroll velocities in pt/s.
    static let velocity = NumberRule(lower: 0, lowerInclusive: false, upper: 1_000_000, unit: " pt/s")

    /// A whole number from 0 to `upper`.
    static func count(_ upper: Int) -> NumberRule {
        NumberRule(lower: 0, upper: Double(upper), integer: true)
    }
}

extension DecodingContext {
    /// A string, or nil after reporting the wrong type.
    mutating func string(_ value: JSONValue, _ name: String) -> String? {
        if let text = value.stringValue { return text }
        error("\"\(name)\" must be a string, found \(value.typeDescription)", at: value.location)
        return nil
    }

    /// A non-empty string (ids, names).
    mutating func name(_ value: JSONValue, _ name: String) -> String? {
        guard let text = string(value, name) else { return nil }
        if text.isEmpty {
            error("\"\(name)\" must not be empty", at: value.location)
            return nil
        }
        return withinNameLength(text, name, at: value.location) ? text : nil
    }

    /// True when `text` is no longer than the name limit, else false after reporting it.
    mutating func withinNameLength(_ text: String, _ name: String, at location: SourceLocation) -> Bool {
        let length = text.unicodeScalars.count
        guard length > limits.maxNameLength else { return true }
        error("\"\(name)\" is \(length) characters long, over the limit of \(limits.maxNameLength) for names; shorten it", at: location)
        return false
    }

    mutating func bool(_ value: JSONValue, _ name: String) -> Bool? {
        if case .bool(let flag) = value.kind { return flag }
        error("\"\(name)\" must be true or false, found \(value.typeDescription)", at: value.location)
        return nil
    }

    /// For a string with a unit where a plain number is expected ("1.8s", "250ms", "44pt"),
    /// the number to write instead; nil for other strings.
    static func unitExample(_ text: String, unit: String) -> String? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        let suffixes: [(suffix: String, factor: Double)] =
            unit == " ms" ? [("ms", 1), ("s", 1000)] : unit == " pt" ? [("pt", 1), ("px", 1)] : []
        guard !suffixes.isEmpty else { return nil }
        for (suffix, factor) in suffixes where trimmed.hasSuffix(suffix) {
            guard let number = Double(trimmed.dropLast(suffix.count).trimmingCharacters(in: .whitespaces)) else { continue }
            return Format.number(number * factor)
        }
        return Double(trimmed).map(Format.number)
    }

    /// A number within `rule`, or nil after reporting what is wrong with it.
    mutating func number(_ value: JSONValue, _ name: String, _ rule: NumberRule) -> Double? {
        guard let number = value.numberValue else {
            if let text = value.stringValue, text.hasSuffix("%") {
                error("\"\(name)\" must be a number; percentages are not allowed here, found \"\(text)\"", at: value.location)
            } else if let text = value.stringValue, let example = Self.unitExample(text, unit: rule.unit) {
                error(
                    "\"\(name)\" must be a number of\(rule.unit == " ms" ? " milliseconds" : " points"), e.g. \(example), found \"\(text)\"",
                    at: value.location)
            } else {
                let kind = rule.integer ? "a whole number" : "a number"
                error("\"\(name)\" must be \(kind), found \(value.typeDescription)", at: value.location)
            }
            return nil
        }
        return check(number, name, rule, at: value.location) ? number : nil
    }

    /// A whole number within `rule`.
    mutating func integer(_ value: JSONValue, _ name: String, _ rule: NumberRule) -> Int? {
        var whole = rule
        whole.integer = true
        return number(value, name, whole).map { Int($0) }
    }

    /// Checks `number` against `rule`, reporting at `location`.
    mutating func check(_ number: Double, _ name: String, _ rule: NumberRule, at location: SourceLocation) -> Bool {
        let shown = formatNumber(number)
        let below = rule.lowerInclusive ? number < rule.lower : number <= rule.lower
        if rule.between, below || number > rule.upper {
            error("\"\(name)\" must be between \(formatNumber(rule.lower)) and \(formatNumber(rule.upper)), found \(shown)", at: location)
            return false
        }
        if below {
            if rule.lower == 0 {
                let bound = rule.lowerInclusive ? "must not be negative" : "must be greater than 0"
                error("\"\(name)\" \(bound), found \(shown)", at: location)
            } else {
                error(
                    "\"\(name)\" is \(shown)\(rule.unit), absurdly large; the limit is \(formatNumber(rule.lower))\(rule.unit)",
                    at: location)
            }
            return false
        }
        if number > rule.upper {
            let limit = rule.unit == " ms" ? "24 h (\(formatNumber(rule.upper)) ms)" : formatNumber(rule.upper) + rule.unit
            let what = rule.integer ? "too large" : "absurdly large"
            error("\"\(name)\" is \(shown)\(rule.unit), \(what); the limit is \(limit)", at: location)
            return false
        }
        if rule.integer, number.rounded() != number {
            error("\"\(name)\" must be a whole number, found \(shown)", at: location)
            return false
        }
        return true
    }

    /// One of an enumeration's raw values; `allowed` restricts the accepted cases.
    mutating func enumValue<E: RawRepresentable & CaseIterable>(
        _ value: JSONValue, _ name: String, _ type: E.Type, allowed: [E]? = nil
    ) -> E? where E.RawValue == String {
        guard let text = string(value, name) else { return nil }
        let valid = (allowed ?? Array(E.allCases)).map(\.rawValue)
        if valid.contains(text), let result = E(rawValue: text) { return result }
        let hint = self.hint(for: text, in: valid)
        error("unknown \(name) \"\(text)\"\(hint) (valid: \(valid.joined(separator: ", ")))", at: value.location)
        return nil
    }

    /// A colour: `#RGB`, `#RRGGBB`, `#RRGGBBAA` or `clear`.
    mutating func color(_ value: JSONValue, _ name: String) -> Color? {
        guard let text = string(value, name) else { return nil }
        if let color = Color(parsing: text) { return color }
        error("\"\(text)\" is not a colour; use #RGB, #RRGGBB, #RRGGBBAA or clear", at: value.location)
        return nil
    }

    /// An array, or nil after reporting the wrong type.
    mutating func array(_ value: JSONValue, _ name: String) -> [JSONValue]? {
        if let elements = value.arrayElements { return elements }
        error("\"\(name)\" must be an array, found \(value.typeDescription)", at: value.location)
        return nil
    }

    /// An array of non-empty strings; wrong elements are reported and skipped.
    mutating func strings(_ value: JSONValue, _ name: String) -> [(String, SourceLocation)]? {
        guard let elements = array(value, name) else { return nil }
        var result: [(String, SourceLocation)] = []
        for element in elements {
            if let text = self.name(element, "\(name)[]") { result.append((text, element.location)) }
        }
        return result
    }
}
