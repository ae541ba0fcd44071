import Foundation
import LayoutLintPictures

/// True when every channel of `pixel` is within `tolerance` of `expected`.
public func close(_ pixel: Pixel?, _ expected: Pixel, tolerance: Int = 2) -> Bool {
    guard let pixel else { return false }
    return abs(Int(pixel.red) - Int(expected.red)) <= tolerance && abs(Int(pixel.green) - Int(expected.green)) <= tolerance
        && abs(Int(pixel.blue) - Int(expected.blue)) <= tolerance && abs(Int(pixel.alpha) - Int(expected.alpha)) <= tolerance
}

public func opaque(_ red: UInt8, _ green: UInt8, _ blue: UInt8) -> Pixel {
    Pixel(red: red, green: green, blue: blue, alpha: 255)
}

/// A fresh empty folder under the system's temporary folder.
public func temporaryFolder(_ name: String = #function) throws -> URL {
    let slug = name.filter { $0.isLetter || $0.isNumber }
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("layoutlint-\(slug)-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}
