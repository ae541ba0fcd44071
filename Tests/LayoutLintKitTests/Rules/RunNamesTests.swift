import LayoutModel
import Testing

@testable import LayoutLintKit

/// Where a finding happens, in words: devices, then text sizes and locales.
@Suite struct RunNamesTests {
    func occurrence(_ device: String, _ width: Double, _ size: ContentSizeCategory?, _ locale: String? = nil) -> Occurrence {
        var occurrence = Occurrence(device: device, width: width, severity: .error, claim: "c")
        occurrence.contentSize = size
        occurrence.locale = locale
        return occurrence
    }

    @Test func sizesReadAsFromUpAtOneOrAList() {
        #expect(
            RunNames.sizePhrase([.xxxLarge, .accessibility1, .accessibility2, .accessibility3, .accessibility4, .accessibility5])
                == "from xxxLarge up")
        #expect(RunNames.sizePhrase([.accessibility5]) == "at accessibility5")
        #expect(RunNames.sizePhrase([.large, .accessibility5]) == "at large and accessibility5")
        #expect(RunNames.sizePhrase([]) == "")
    }

    @Test func devicesWithTheSameSizesShareThemAndOthersGetTheirOwn() {
        let same = [
            occurrence("iPhone 15", 393, .accessibility4), occurrence("iPhone SE", 375, .accessibility4),
            occurrence("iPhone 15", 393, .accessibility5), occurrence("iPhone SE", 375, .accessibility5),
        ]
        #expect(RunNames.on(same) == "on iPhone SE and iPhone 15 from accessibility4 up")
        let differing = [
            occurrence("iPhone SE", 375, .accessibility4), occurrence("iPhone SE", 375, .accessibility5),
            occurrence("iPhone 15", 393, .accessibility5),
        ]
        #expect(RunNames.on(differing) == "on iPhone SE from accessibility4 up and on iPhone 15 at accessibility5")
        #expect(
            RunNames.on([occurrence("iPhone 15", 393, nil, "de"), occurrence("iPhone 15", 393, nil, "fr")]) == "on iPhone 15 in de and fr")
        // No sizes or locales: the devices alone, as before.
        #expect(RunNames.on([occurrence("iPhone 15", 393, nil), occurrence("iPhone SE", 375, nil)]) == "on iPhone SE and iPhone 15")
    }
}
