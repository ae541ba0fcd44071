/// Pseudo-localisation: a string made as long as a translation of it may be, so that a layout
/// can be checked for the room translations need before any translation exists.
///
/// The expansion follows IBM's globalisation guideline A3 ("Providing for UI expansion"), which
/// gives the extra room a translation from English needs by the length of the text: up to 10
/// characters 100–200 %, 11–20 80–100 %, 21–30 60–80 %, 31–50 40–60 %, 51–70 31–40 %, over 70
/// 30 %. The string is lengthened by the lower figure of its row, so a layout that cannot take
/// it cannot take most translations either. As pseudo-locales usually do (Android's `en-XA`,
/// Xcode's accented pseudolanguage), Basic Latin letters are replaced by accented ones (which
/// Inter has, at about the same width), the text is bracketed to show where it ends, and the
/// extra characters are the text's own letters again after a space, so lines can break before
/// them: "Save" → "[Šàvé Š]".
public enum PseudoLocalization {
    /// `text` pseudo-localised; each paragraph (newline-separated) on its own.
    public static func expand(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { expandParagraph(String($0)) }.joined(separator: "\n")
    }

    /// The extra characters, as a fraction of the length, for a text of `length` characters.
    public static func expansion(forLength length: Int) -> Double {
        switch length {
        case ...10: 1.0
        case ...20: 0.8
        case ...30: 0.6
        case ...50: 0.4
        case ...70: 0.31
        default: 0.3
        }
    }

    private static func expandParagraph(_ paragraph: String) -> String {
        let characters = Array(paragraph)
        guard !characters.isEmpty else { return paragraph }
        let accented = characters.map { accents[$0] ?? $0 }
        let target = Int((Double(characters.count) * (1 + expansion(forLength: characters.count))).rounded(.up))
        // Brackets and the space before the filler count toward the extra characters.
        let fillerCount = max(0, target - characters.count - 3)
        let letters = accented.filter { !$0.isWhitespace }
        var filler: [Character] = []
        if !letters.isEmpty {
            for index in 0..<fillerCount { filler.append(letters[index % letters.count]) }
        }
        return "[" + String(accented) + (filler.isEmpty ? "" : " " + String(filler)) + "]"
    }

    /// An accented form of each Basic Latin letter, from Latin-1 and Latin Extended-A.
    static let accents: [Character: Character] = {
        let plain = Array("AaCcEeIiNnOoSsUuYyZzGgDdLlRrTtWwHhJjKk")
        let marked = Array("ÀàÇçÉéÎîÑñÖöŠšÛûÝýŽžĜĝĎďĹĺŔŕŤťŴŵĤĥĴĵĶķ")
        var table: [Character: Character] = [:]
        for (index, character) in plain.enumerated() where index < marked.count { table[character] = marked[index] }
        return table
    }()
}

extension Screen {
    /// The screen as shown at `setting`: every node's text in its locale (a `text` table's
    /// entry for it, else the text as written), pseudo-localised when the setting is. Content
    /// sizes and the direction are the layouter's (`Layouter.adapted(to:)`).
    public func showing(_ setting: TextSetting) -> Screen {
        guard setting.locale != nil || setting.pseudo else { return self }
        var screen = self
        screen.tree = tree.showing(setting)
        screen.launchScreen = launchScreen?.showing(setting)
        screen.timeline = timeline.map { event in
            guard let added = event.action.change?.added else { return event }
            var shown = event
            shown.action = event.action.adding(added.showing(setting))
            return shown
        }
        return screen
    }
}

extension NodeTree {
    /// The tree with each node's text (and the text its content brings) in `setting`'s locale,
    /// pseudo-localised when it is.
    func showing(_ setting: TextSetting) -> NodeTree {
        var tree = self
        func shown(_ text: String?, _ localized: [String: String]) -> String? {
            var text = text
            if let locale = setting.locale, let translated = localized[locale] { text = translated }
            if setting.pseudo, let plain = text { text = PseudoLocalization.expand(plain) }
            return text
        }
        for index in tree.nodes.indices {
            tree.nodes[index].text = shown(tree.nodes[index].text, tree.nodes[index].localizedText)
            if let content = tree.nodes[index].content, content.text != nil {
                tree.nodes[index].content?.text = shown(content.text, content.localizedText)
            }
        }
        return tree
    }
}
