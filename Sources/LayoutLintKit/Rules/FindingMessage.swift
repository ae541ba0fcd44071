import LayoutModel

/// A finding's message, derived from its values: "CLAIM FIGURES on DEVICES; FIX", the devices
/// followed by the text sizes and locales when the run named them ("on iPhone 15 from
/// accessibility2 up in de"; `RunNames`).
///
/// - The claim is what holds on every device, its numbers as ranges where they differ.
/// - Figures that are the same on every device are written once, before the devices.
/// - Figures that differ: each device's beside its name and width when the finding lists
///   them by device ("50pt for 59pt on iPhone SE (3rd generation) (375pt wide), 50pt for 61pt
///   on iPhone 15 (393pt wide)"), at most `listedGroups` of them; else as ranges when they
///   differ only in their numbers ("46–49% of the screen on A, B and C").
/// - The fix is the one valid on every device.
public enum FindingMessage {
    /// The most groups of devices a message lists figure by figure.
    public static let listedGroups = 4

    public static func text(of finding: Finding) -> String {
        let occurrences = finding.occurrences
        var groups: [(figures: String, occurrences: [Occurrence])] = []
        for occurrence in occurrences {
            if let index = groups.firstIndex(where: { $0.figures == occurrence.figures }) {
                groups[index].occurrences.append(occurrence)
            } else {
                groups.append((occurrence.figures, [occurrence]))
            }
        }
        var message = finding.claim
        func append(_ words: String) {
            guard !words.isEmpty else { return }
            message += message.isEmpty ? words : " " + words
        }
        let sameShape = NumberedText.shareTemplate(groups.map(\.figures))
        if groups.count > 1, finding.figuresByDevice || !sameShape, groups.count <= listedGroups || !sameShape {
            append(
                DeviceNames.list(
                    groups.map { group in
                        (group.figures.isEmpty ? "" : group.figures + " ")
                            + RunNames.on(group.occurrences, describingDevices: finding.figuresByDevice)
                    }))
        } else {
            append(NumberedText.ranged(groups.map(\.figures)))
            append(RunNames.on(occurrences))
        }
        if let fix = finding.fix, !fix.words.isEmpty { message += "; " + fix.words }
        return message
    }
}

/// Devices as every message names them: "on iPhone SE (3rd generation), iPhone 15 and iPhone 15 Pro Max".
public enum DeviceNames {
    /// "on A", "on A and B", "on A, B and C".
    public static func on(_ devices: [String]) -> String {
        devices.isEmpty ? "" : "on " + list(devices)
    }

    /// "A", "A and B", "A, B and C".
    public static func list(_ items: [String]) -> String {
        guard let last = items.last else { return "" }
        if items.count == 1 { return last }
        return items.dropLast().joined(separator: ", ") + " and " + last
    }
}

/// Where a finding occurs, as messages say it: the devices, and when the run named them the
/// text sizes and locales of each.
///
/// - Devices narrowest first: "on iPhone SE (3rd generation) and iPhone 15".
/// - Text sizes: "at xxxLarge" for one; "from accessibility2 up" for every size from one to
///   `accessibility5`; else "at large, xxxLarge and accessibility5".
/// - Locales: "in de", "in de and fr", "in de-x-pseudo".
/// - Devices whose sizes or locales differ are listed each with its own: "on iPhone SE (3rd
///   generation) from accessibility1 up and on iPhone 15 from accessibility2 up".
public enum RunNames {
    /// "on DEVICES[ SIZES][ LOCALES]" for `occurrences`; device names with their widths when
    /// `describingDevices`.
    public static func on(_ occurrences: [Occurrence], describingDevices: Bool = false) -> String {
        var devices: [(name: String, width: Double, described: String)] = []
        var sizes: [String: Set<ContentSizeCategory>] = [:]
        var locales: [String: [String]] = [:]
        for occurrence in occurrences {
            if !devices.contains(where: { $0.name == occurrence.device }) {
                devices.append((occurrence.device, occurrence.deviceWidth, occurrence.deviceDescription))
            }
            if let size = occurrence.contentSize { sizes[occurrence.device, default: []].insert(size) }
            if let locale = occurrence.locale, !(locales[occurrence.device] ?? []).contains(locale) {
                locales[occurrence.device, default: []].append(locale)
            }
        }
        devices.sort { ($0.width, $0.name) < ($1.width, $1.name) }
        var places: [(phrase: String, devices: [String])] = []
        for device in devices {
            let phrase = [sizePhrase(sizes[device.name] ?? []), localePhrase(locales[device.name] ?? [])].filter { !$0.isEmpty }
                .joined(separator: " ")
            let name = describingDevices ? device.described : device.name
            if let index = places.firstIndex(where: { $0.phrase == phrase }) {
                places[index].devices.append(name)
            } else {
                places.append((phrase, [name]))
            }
        }
        return DeviceNames.list(places.map { DeviceNames.on($0.devices) + ($0.phrase.isEmpty ? "" : " " + $0.phrase) })
    }

    /// "at X", "from X up" or "at A, B and C"; empty for no sizes.
    public static func sizePhrase(_ sizes: Set<ContentSizeCategory>) -> String {
        let sorted = sizes.sorted { $0.rank < $1.rank }
        guard let first = sorted.first else { return "" }
        if sorted.count == 1 { return "at " + first.rawValue }
        if sorted.count == ContentSizeCategory.accessibility5.rank - first.rank + 1 { return "from \(first.rawValue) up" }
        return "at " + DeviceNames.list(sorted.map(\.rawValue))
    }

    /// "in de", "in de and fr"; empty for no locales.
    public static func localePhrase(_ locales: [String]) -> String {
        locales.isEmpty ? "" : "in " + DeviceNames.list(locales)
    }
}
