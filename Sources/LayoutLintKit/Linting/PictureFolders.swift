/// Names of the folders and files pictures are written to, from names people chose (layout
/// file paths, screen names, device names, list ids).
///
/// A name becomes its slug (`slug(_:)`: lower-case ASCII letters, digits and hyphens), which
/// reads well but loses case and punctuation: "Feed" and "feed", or the files `x/y.json` and
/// `x-y.json`, have the same slug. Where they would share a folder they would overwrite each
/// other's pictures (and on a case-insensitive file system, as macOS has by default, names
/// differing only in case collide anyway). `distinct(_:)` keeps each name's slug when no other
/// name beside it has the same one, and otherwise ends each of the colliding names with a
/// short hash of the name itself: stable across runs, independent of the order names come in,
/// and different for different names.
public enum PictureNames {
    /// "Daily puzzle" → "daily-puzzle", "iPhone SE (3rd generation)" → "iphone-se-3rd-generation":
    /// lower-case ASCII letters and digits, runs of anything else become one hyphen, no
    /// leading or trailing hyphen; "unnamed" when nothing is left. A slug longer than
    /// `maxSlugLength` keeps its first characters and ends with a hash of the whole slug, so
    /// long names still fit in a file name and stay distinct.
    public static func slug(_ name: String) -> String {
        let full = fullSlug(name)
        guard full.utf8.count > maxSlugLength else { return full }
        let suffix = hash(full, digits: 16)
        var prefix = String(full.prefix(maxSlugLength - suffix.count - 1))
        while prefix.hasSuffix("-") { prefix.removeLast() }
        return "\(prefix)-\(suffix)"
    }

    /// The longest slug kept whole (ASCII, so characters = bytes); file systems allow 255 bytes
    /// per name, and picture names, collision suffixes and temporary names add to the slug.
    public static let maxSlugLength = 80

    /// Digits of the hash that tells colliding names apart.
    static let suffixDigits = 8

    /// A folder (or file) name for each of `names`, distinct from the others' even ignoring
    /// case: the slug when no other of `names` has the same slug, else the slug, a hyphen and
    /// the first 8 hexadecimal digits of the name's FNV-1a hash ("Feed" → "feed-a1b2c3d4",
    /// "feed" → "feed-0f9e8d7c"). Should that still collide (with another name's plain slug,
    /// or two hashes agreeing), the names involved get 16 digits, then also their rank among
    /// `names` sorted. Depends only on the set of names, not their order.
    public static func distinct(_ names: [String]) -> [String: String] {
        let unique = Array(Set(names)).sorted()
        var result: [String: String] = [:]
        var bySlug: [String: [String]] = [:]
        for name in unique { bySlug[slug(name), default: []].append(name) }
        for (slug, members) in bySlug {
            for member in members { result[member] = members.count == 1 ? slug : "\(slug)-\(hash(member, digits: suffixDigits))" }
        }
        let rank = Dictionary(uniqueKeysWithValues: unique.enumerated().map { ($1, $0) })
        for round in 0..<2 {
            var owners: [String: [String]] = [:]
            for (name, folder) in result { owners[folder, default: []].append(name) }
            let clashing = owners.values.filter { $0.count > 1 }.flatMap { $0 }
            if clashing.isEmpty { break }
            for name in clashing {
                let longer = "\(slug(name))-\(hash(name, digits: 16))"
                result[name] = round == 0 ? longer : "\(longer)-\(rank[name] ?? 0)"
            }
        }
        return result
    }

    /// The FNV-1a hash of `text`'s UTF-8 bytes as `digits` (up to 16) lower-case hexadecimal
    /// digits: deterministic across runs and platforms.
    static func hash(_ text: String, digits: Int) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
        }
        let hex = String(hash, radix: 16)
        return String((String(repeating: "0", count: 16 - hex.count) + hex).prefix(digits))
    }

    private static func fullSlug(_ name: String) -> String {
        var result = ""
        var pendingHyphen = false
        for scalar in name.lowercased().unicodeScalars {
            if ("a"..."z").contains(scalar) || ("0"..."9").contains(scalar) {
                if pendingHyphen, !result.isEmpty { result.append("-") }
                pendingHyphen = false
                result.unicodeScalars.append(scalar)
            } else {
                pendingHyphen = true
            }
        }
        return result.isEmpty ? "unnamed" : result
    }

    /// The name a layout file's pictures are filed under before slugging: its path as given,
    /// without `.json`.
    public static func fileStem(_ file: String) -> String {
        file.hasSuffix(".json") ? String(file.dropLast(5)) : file
    }
}

/// Where the pictures of one screen × device go, relative to the pictures folder:
/// `<file>/<screen>/<device>`, each part a name from `PictureNames.distinct` among its
/// siblings (the run's files; the file's screens; the screen's devices).
public struct PictureFolder: Sendable, Hashable {
    /// The layout file's folder; nil for pictures not filed by layout file.
    public var file: String?
    public var screen: String
    public var device: String

    public init(file: String?, screen: String, device: String) {
        self.file = file
        self.screen = screen
        self.device = device
    }

    /// `<file>/<screen>/<device>` (without the file part when there is none).
    public var path: String {
        (file.map { $0 + "/" } ?? "") + "\(screen)/\(device)"
    }

    /// The folders of one layout file's screens × devices, given the file's folder name and its
    /// screens with their devices (in order): screen folders distinct among the file's screens,
    /// device folders distinct among each screen's devices. Indexed like `screens`, then devices.
    public static func folders(file: String?, screens: [(name: String, devices: [String])]) -> [[PictureFolder]] {
        let screenNames = PictureNames.distinct(screens.map(\.name))
        return screens.map { screen in
            let deviceNames = PictureNames.distinct(screen.devices)
            return screen.devices.map { device in
                PictureFolder(
                    file: file, screen: screenNames[screen.name] ?? PictureNames.slug(screen.name),
                    device: deviceNames[device] ?? PictureNames.slug(device))
            }
        }
    }
}
