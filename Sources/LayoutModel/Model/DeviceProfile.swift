/// A device the screens are laid out on: size in points, pixel scale, safe area, refresh rate.
public struct DeviceProfile: Sendable, Hashable {
    public var name: String
    public var width: Double
    public var height: Double
    public var scale: Double
    public var safeArea: Insets
    /// Frames per second (Hz), written `refreshHz` in layout files; 60 unless the profile says
    /// otherwise, 120 for the built-in ProMotion phones.
    public var refreshRate: Double

    public init(name: String, width: Double, height: Double, scale: Double, safeArea: Insets = Insets(), refreshRate: Double = 60) {
        self.name = name
        self.width = width
        self.height = height
        self.scale = scale
        self.safeArea = safeArea
        self.refreshRate = refreshRate
    }

    /// The screen as a rectangle at the origin.
    public var bounds: Rect { Rect(x: 0, y: 0, width: width, height: height) }

    /// The built-in portrait profiles, in the order `layoutlint devices` lists them: the
    /// iPhones and iPads on sale, with older sizes kept for their users. Points, scale and
    /// refresh rate follow Apple's technical specifications (ProMotion displays at 120 Hz); safe
    /// areas follow the status bar, sensor housing and home indicator of each family.
    public static let builtIn: [DeviceProfile] = [
        phone("iPhone SE (3rd generation)", 375, 667, scale: 2, top: 20, bottom: 0),
        phone("iPhone 13 mini", 375, 812, top: 50),
        phone("iPhone 15", 393, 852, top: 59),
        phone("iPhone 15 Pro Max", 430, 932, top: 59, hz: 120),
        phone("iPhone 16e", 390, 844, top: 47),
        phone("iPhone 16", 393, 852, top: 59),
        phone("iPhone 16 Plus", 430, 932, top: 59),
        phone("iPhone 16 Pro", 402, 874, top: 62, hz: 120),
        phone("iPhone 16 Pro Max", 440, 956, top: 62, hz: 120),
        phone("iPhone 17", 402, 874, top: 62, hz: 120),
        phone("iPhone Air", 420, 912, top: 62, hz: 120),
        phone("iPhone 17 Pro", 402, 874, top: 62, hz: 120),
        phone("iPhone 17 Pro Max", 440, 956, top: 62, hz: 120),
        pad("iPad mini (A17 Pro)", 744, 1133),
        pad("iPad (A16)", 820, 1180),
        pad("iPad Air 11-inch", 820, 1180),
        pad("iPad Air 13-inch", 1024, 1366),
        pad("iPad Pro 11-inch", 834, 1210, hz: 120),
        pad("iPad Pro 13-inch", 1032, 1376, hz: 120),
    ]

    /// The landscape variant of each built-in profile, named "<name> landscape": width and
    /// height swapped; a phone's sensor housing becomes a side inset on both sides (none on the
    /// SE, whose status bar hides in landscape) and its home indicator a 21 pt bottom inset.
    public static let landscape: [DeviceProfile] = builtIn.map { $0.landscapeVariant }

    /// Every built-in profile: portrait, then landscape.
    public static var all: [DeviceProfile] { builtIn + landscape }

    /// This profile turned to landscape.
    var landscapeVariant: DeviceProfile {
        let isPad = name.hasPrefix("iPad")
        let side = isPad || safeArea.bottom == 0 ? 0 : safeArea.top
        let insets =
            isPad
            ? Insets(top: safeArea.top, bottom: safeArea.bottom)
            : Insets(top: 0, bottom: safeArea.bottom == 0 ? 0 : 21, left: side, right: side)
        return DeviceProfile(
            name: name + " landscape", width: height, height: width, scale: scale, safeArea: insets, refreshRate: refreshRate)
    }

    private static func phone(
        _ name: String, _ width: Double, _ height: Double, scale: Double = 3, top: Double, bottom: Double = 34, hz: Double = 60
    ) -> DeviceProfile {
        DeviceProfile(name: name, width: width, height: height, scale: scale, safeArea: Insets(top: top, bottom: bottom), refreshRate: hz)
    }

    private static func pad(_ name: String, _ width: Double, _ height: Double, hz: Double = 60) -> DeviceProfile {
        DeviceProfile(name: name, width: width, height: height, scale: 2, safeArea: Insets(top: 24, bottom: 20), refreshRate: hz)
    }

    /// The default matrix: SE, 15, 15 Pro Max, iPad Air 11-inch.
    public static let defaultMatrix: [DeviceProfile] = ["iPhone SE (3rd generation)", "iPhone 15", "iPhone 15 Pro Max", "iPad Air 11-inch"]
        .compactMap(named)

    /// The built-in profile (portrait or landscape) with this exact name.
    public static func named(_ name: String) -> DeviceProfile? {
        builtIn.first { $0.name == name } ?? landscape.first { $0.name == name }
    }
}

/// Insets on four edges, in points.
public struct Insets: Sendable, Hashable {
    public var top: Double
    public var bottom: Double
    public var left: Double
    public var right: Double

    public init(top: Double = 0, bottom: Double = 0, left: Double = 0, right: Double = 0) {
        self.top = top
        self.bottom = bottom
        self.left = left
        self.right = right
    }
}
