import LayoutModel

/// A finding's message, derived from its values: "CLAIM FIGURES on DEVICES; FIX".
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
                        let devices = group.occurrences.map { finding.figuresByDevice ? $0.deviceDescription : $0.device }
                        return (group.figures.isEmpty ? "" : group.figures + " ") + DeviceNames.on(devices)
                    }))
        } else {
            append(NumberedText.ranged(groups.map(\.figures)))
            append(DeviceNames.on(occurrences.map(\.device)))
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
