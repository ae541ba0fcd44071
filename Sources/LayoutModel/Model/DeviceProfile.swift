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

    /// The built-in profiles of SPEC §2.7, in the order `layoutlint devices` lists them. The Pro
    /// phones have ProMotion displays and refresh at 120 Hz.
    public static let builtIn: [DeviceProfile] = [
        DeviceProfile(name: "iPhone SE (3rd generation)", width: 375, height: 667, scale: 2, safeArea: Insets(top: 20, bottom: 0)),
        DeviceProfile(name: "iPhone 13 mini", width: 375, height: 812, scale: 3, safeArea: Insets(top: 50, bottom: 34)),
        DeviceProfile(name: "iPhone 15", width: 393, height: 852, scale: 3, safeArea: Insets(top: 59, bottom: 34)),
        DeviceProfile(name: "iPhone 15 Pro Max", width: 430, height: 932, scale: 3, safeArea: Insets(top: 59, bottom: 34), refreshRate: 120),
        DeviceProfile(name: "iPhone 16 Pro", width: 402, height: 874, scale: 3, safeArea: Insets(top: 62, bottom: 34), refreshRate: 120),
        DeviceProfile(name: "iPad mini (A17 Pro)", width: 744, height: 1133, scale: 2, safeArea: Insets(top: 24, bottom: 20)),
        DeviceProfile(name: "iPad Air 11-inch", width: 820, height: 1180, scale: 2, safeArea: Insets(top: 24, bottom: 20)),
    ]

    /// The default matrix: SE, 15, 15 Pro Max, iPad Air 11-inch.
    public static let defaultMatrix: [DeviceProfile] = ["iPhone SE (3rd generation)", "iPhone 15", "iPhone 15 Pro Max", "iPad Air 11-inch"]
        .compactMap(named)

    /// The built-in profile with this exact name.
    public static func named(_ name: String) -> DeviceProfile? {
        builtIn.first { $0.name == name }
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
