/// The text a screen is laid out with besides its device: the user's text size (Dynamic Type)
/// and the language of its strings. Each screen is linted on every device at every setting it
/// asks for (`contentSizes` × `locales`); with none asked for, the one setting is `standard`:
/// the default size, the strings as written, and findings that name neither.
public struct TextSetting: Sendable, Hashable {
    /// The content size category; nil when none was asked for (fonts resolve at `large`, and
    /// findings do not name the size).
    public var contentSize: ContentSizeCategory?
    /// The locale whose strings are shown (a key of the nodes' `text` tables); nil when none
    /// was asked for.
    public var locale: String?
    /// Whether the strings are pseudo-localised (`--pseudo-locale`): lengthened as
    /// `PseudoLocalization` says.
    public var pseudo: Bool

    /// A setting of `contentSize`, `locale` and `pseudo`.
    public init(contentSize: ContentSizeCategory? = nil, locale: String? = nil, pseudo: Bool = false) {
        self.contentSize = contentSize
        self.locale = locale
        self.pseudo = pseudo
    }

    /// No size or locale asked for: what every screen was linted at before text settings existed.
    public static let standard = TextSetting()

    /// The content size category fonts resolve at.
    public var category: ContentSizeCategory { contentSize ?? .large }

    /// The locale as findings and reports name it: the locale ("de"), with BCP 47's private-use
    /// subtag `-x-pseudo` when pseudo-localised ("de-x-pseudo", or "x-pseudo" without a locale);
    /// nil when neither was asked for.
    public var localeName: String? {
        switch (locale, pseudo) {
        case (let locale?, false): locale
        case (let locale?, true): locale + "-x-pseudo"
        case (nil, true): "x-pseudo"
        case (nil, false): nil
        }
    }

    /// Whether the locale is written right to left (Arabic, Hebrew, Persian, Urdu, …): its
    /// screens are laid out with a right-to-left root (`LayoutOptions.rightToLeft`).
    public var isRightToLeft: Bool {
        guard let locale else { return false }
        let language = locale.split(whereSeparator: { $0 == "-" || $0 == "_" }).first.map { $0.lowercased() } ?? ""
        return Self.rightToLeftLanguages.contains(language)
    }

    /// Whether `name` reads as a locale: letters, digits, `-` and `_`, starting with a letter,
    /// at most 35 characters (BCP 47's longest tags).
    public static func isLocaleName(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, name.unicodeScalars.count <= 35, isLetter(first) else { return false }
        return name.unicodeScalars.allSatisfy { isLetter($0) || ("0"..."9").contains($0) || $0 == "-" || $0 == "_" }
    }

    private static func isLetter(_ scalar: Unicode.Scalar) -> Bool {
        ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
    }

    /// ISO 639 codes of the languages written right to left that iOS is localised into or
    /// apps commonly are.
    static let rightToLeftLanguages: Set<String> = ["ar", "he", "iw", "fa", "ur", "ps", "sd", "ug", "yi", "dv", "ckb"]

    /// What is appended to a device's name to name one run of a screen (its pictures' folder,
    /// its timing): "" for `standard`, else " @accessibility2", " de" or " @xLarge de-x-pseudo".
    public var runSuffix: String {
        var suffix = ""
        if let contentSize { suffix += " @" + contentSize.rawValue }
        if let localeName { suffix += " " + localeName }
        return suffix
    }

    /// Every setting of `contentSizes` × `locales` (in that order), with `pseudo`; an empty list
    /// stands for "not asked for".
    public static func all(contentSizes: [ContentSizeCategory], locales: [String], pseudo: Bool) -> [TextSetting] {
        let sizes: [ContentSizeCategory?] = contentSizes.isEmpty ? [nil] : contentSizes
        let languages: [String?] = locales.isEmpty ? [nil] : locales
        return sizes.flatMap { size in languages.map { TextSetting(contentSize: size, locale: $0, pseudo: pseudo) } }
    }
}

extension ContentSizeCategory {
    /// The category's position from `xSmall` (0) to `accessibility5` (11).
    public var rank: Int { Self.allCases.firstIndex(of: self) ?? 3 }

    /// Whether it is one of the larger accessibility sizes.
    public var isAccessibility: Bool { rank >= Self.accessibility1.rank }
}
