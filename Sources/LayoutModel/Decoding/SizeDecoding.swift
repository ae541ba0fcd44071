/// Which forms a length may take at a given key.
struct LengthForms {
    var percent = true
    var auto = false
    var negative = false
    var adaptive = false

    static let size = LengthForms(auto: true, adaptive: true)
    static let minMax = LengthForms()
    static let basis = LengthForms(auto: true)
    static let margin = LengthForms(auto: true, negative: true)
    static let inset = LengthForms(auto: true, negative: true)
    static let padding = LengthForms()
    static let border = LengthForms(percent: false)
    static let gap = LengthForms()
    /// `content.width` / `content.height` and `arrive` sizes.
    static let contentSize = LengthForms(auto: true, adaptive: true)
}

extension DecodingContext {
    /// A length: points, `"N%"` or `"auto"` as `forms` allows.
    mutating func length(_ value: JSONValue, _ name: String, _ forms: LengthForms) -> Length? {
        switch value.kind {
        case .number(let number, _):
            return check(number, name, forms.negative ? .signedPoints : .points, at: value.location) ? .points(number) : nil
        case .string(let text):
            if text == "auto" {
                if forms.auto { return .auto }
                error("\"\(name)\" cannot be \"auto\"; use a number of points\(forms.percent ? " or \"N%\"" : "")", at: value.location)
                return nil
            }
            let digits = text.dropLast()
            if text.hasSuffix("%"), !digits.isEmpty, digits.allSatisfy({ "0123456789.-".contains($0) }),
                let percent = Double(digits)
            {
                guard forms.percent else {
                    error("\"\(name)\" must be a number of points; percentages are not allowed here", at: value.location)
                    return nil
                }
                let rule = NumberRule(lower: forms.negative ? -10_000 : 0, upper: 10_000, unit: "%")
                return check(percent, name, rule, at: value.location) ? .percent(percent) : nil
            }
            error("\"\(name)\" must be \(describe(forms)), found \"\(text)\"", at: value.location)
            return nil
        case .object where !forms.adaptive:
            error(
                "\"\(name)\" cannot be adaptive; adaptive sizes are allowed only in width, height, minHeight and content.width/height",
                at: value.location)
            return nil
        default:
            error("\"\(name)\" must be \(describe(forms)), found \(value.typeDescription)", at: value.location)
            return nil
        }
    }

    /// A size: a length, or an adaptive size where `forms.adaptive` allows it.
    mutating func size(_ value: JSONValue, _ name: String, _ forms: LengthForms) -> SizeValue? {
        if forms.adaptive, value.objectMembers != nil {
            return adaptiveSize(value, name).map(SizeValue.adaptive)
        }
        return length(value, name, forms).map(SizeValue.length)
    }

    private func describe(_ forms: LengthForms) -> String {
        var options = ["a number"]
        if forms.percent { options.append("\"N%\"") }
        if forms.auto { options.append("\"auto\"") }
        if forms.adaptive { options.append("an adaptive size object") }
        if options.count == 1 { return "a number of points" }
        return options.dropLast().joined(separator: ", ") + " or " + (options.last ?? "")
    }

    /// `{"aspectRatio": r}`, `{"byWidth": [[w, h], …]}` or `{"provider": NAME}`.
    mutating func adaptiveSize(_ value: JSONValue, _ name: String) -> AdaptiveSize? {
        let keys = FormatKeys.adaptiveSize.keys
        guard let reader = ObjectReader(value, name: "\"\(name)\"", place: "adaptive size", validKeys: keys, context: &self) else {
            return nil
        }
        let present = reader.members.filter { keys.contains($0.key) }
        guard present.count == 1, let member = present.first else {
            let problem = present.isEmpty ? "needs one of" : "takes only one of"
            error("adaptive size \"\(name)\" \(problem) \"aspectRatio\", \"byWidth\" or \"provider\"", at: value.location)
            return nil
        }
        switch member.key {
        case "aspectRatio":
            return number(member.value, "aspectRatio", .ratio).map(AdaptiveSize.aspectRatio)
        case "byWidth":
            return widthSteps(member.value).map(AdaptiveSize.byWidth)
        default:
            guard let text = string(member.value, "provider") else { return nil }
            if let provider = SizeProvider(rawValue: text) { return .provider(provider) }
            let known = SizeProvider.allCases.map(\.rawValue)
            let hint = self.hint(for: text, in: known)
            error("unknown provider \"\(text)\"\(hint) (known providers: \(known.joined(separator: ", ")))", at: member.value.location)
            return nil
        }
    }

    /// A `byWidth` table: a non-empty array of `[width, height]` pairs with increasing widths.
    private mutating func widthSteps(_ value: JSONValue) -> [AdaptiveSize.WidthStep]? {
        guard let rows = array(value, "byWidth") else { return nil }
        if rows.isEmpty {
            error("\"byWidth\" must list at least one [width, height] pair", at: value.location)
            return nil
        }
        var steps: [AdaptiveSize.WidthStep] = []
        var valid = true
        for row in rows {
            guard let pair = row.arrayElements, pair.count == 2 else {
                error("each \"byWidth\" entry must be a [width, height] pair of numbers", at: row.location)
                valid = false
                continue
            }
            guard let width = number(pair[0], "byWidth width", .points), let height = number(pair[1], "byWidth height", .points) else {
                valid = false
                continue
            }
            if let last = steps.last, width <= last.width {
                error("\"byWidth\" widths must increase; \(formatNumber(width)) follows \(formatNumber(last.width))", at: pair[0].location)
                valid = false
            }
            steps.append(AdaptiveSize.WidthStep(width: width, height: height))
        }
        return valid ? steps : nil
    }
}
