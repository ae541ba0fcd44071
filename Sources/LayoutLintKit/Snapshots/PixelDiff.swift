import LayoutModel

/// Two pictures of a screen compared pixel by pixel: how much of the screen a user
/// sees change, and where.
///
/// - A pixel **differs** when one of its red, green, blue or alpha values differs by more than
///   `channelTolerance` (16 of 255, about 6 %): colour rounding and blending noise do not count.
/// - A differing pixel **counts** only when it belongs to a 3 × 3 block of differing pixels
///   (a morphological opening of the differing pixels). Antialiased edges, sub-point offsets
///   and hairlines — differences one or two device pixels wide — never count; any shape at
///   least three pixels across counts entirely, so half a screen painted red differs in
///   exactly half of its pixels.
/// - **Regions** are the counted pixels grouped on a grid of `regionCell` points (cells that
///   touch, diagonals included, form one region, so the glyphs of one label make one region),
///   each with the bounding box of its counted pixels in points; the `maxRegions` largest are
///   kept, largest first.
///
/// Pictures of different sizes are compared over the larger size; pixels only one picture has
/// differ. Cost: O(pixels) time, one byte per pixel of memory.
public struct PixelDiff: Sendable, Hashable {
    /// The largest difference of one channel (of 255) that still counts as the same colour.
    public static let channelTolerance = 16
    /// The side of the blocks, in device pixels, that a difference must fill to count.
    public static let minimumBlock = 3
    /// The grid, in points, on which counted pixels are grouped into regions.
    public static let regionCell = 8.0
    /// How many regions are kept.
    public static let maxRegions = 10

    /// Width in pixels (the larger picture's).
    public let width: Int
    /// Height in pixels (the larger picture's).
    public let height: Int
    /// Pixels per point.
    public let scale: Double
    /// How many pixels count as different.
    public let differentPixels: Int
    /// `differentPixels` over all pixels (0 for empty pictures).
    public let fraction: Double
    /// The largest regions of counted pixels, largest first (ties top to bottom, left to right).
    public let regions: [DiffRegion]
    /// Per pixel (row by row), 1 when it counts as different; kept only when asked (pictures).
    public let mask: [UInt8]?

    /// Compares `first` and `second`; keeps the per-pixel mask when `keepsMask` is set.
    public init(_ first: PixelBuffer, _ second: PixelBuffer, keepsMask: Bool = false) {
        let width = max(first.width, second.width), height = max(first.height, second.height)
        self.width = width
        self.height = height
        scale = first.scale > 0 ? first.scale : second.scale
        let raw = Self.differing(first, second, width: width, height: height)
        let counted = Self.opened(raw, width: width, height: height)
        var total = 0
        for value in counted { total += Int(value) }
        differentPixels = total
        fraction = width * height > 0 ? Double(total) / Double(width * height) : 0
        regions = Self.regions(counted, width: width, height: height, scale: scale)
        mask = keepsMask ? counted : nil
    }

    /// 1 where the pictures differ beyond the tolerance (or only one picture has the pixel).
    static func differing(_ first: PixelBuffer, _ second: PixelBuffer, width: Int, height: Int) -> [UInt8] {
        var raw = [UInt8](repeating: 1, count: width * height)
        let common = (min(first.width, second.width), min(first.height, second.height))
        first.rgba.withUnsafeBufferPointer { a in
            second.rgba.withUnsafeBufferPointer { b in
                raw.withUnsafeMutableBufferPointer { out in
                    let tolerance = UInt8(channelTolerance)
                    for y in 0..<common.1 {
                        var i = y * first.width * 4, j = y * second.width * 4, k = y * width
                        for _ in 0..<common.0 {
                            var same = true
                            for channel in 0...3 {
                                let x = a[i + channel], y = b[j + channel]
                                if (x > y ? x - y : y - x) > tolerance { same = false }
                            }
                            out[k] = same ? 0 : 1
                            i += 4
                            j += 4
                            k += 1
                        }
                    }
                }
            }
        }
        return raw
    }

    /// The pixels of `raw` that lie in a 3 × 3 block of set pixels inside the picture.
    static func opened(_ raw: [UInt8], width: Int, height: Int) -> [UInt8] {
        guard width >= minimumBlock, height >= minimumBlock else { return [UInt8](repeating: 0, count: raw.count) }
        // full[i]: the 3 × 3 block centred on i is set; then counted = raw ∧ (a full block covers it).
        var horizontal = [UInt8](repeating: 0, count: raw.count)
        var full = [UInt8](repeating: 0, count: raw.count)
        var counted = [UInt8](repeating: 0, count: raw.count)
        raw.withUnsafeBufferPointer { raw in
            horizontal.withUnsafeMutableBufferPointer { row in
                for y in 0..<height {
                    let base = y * width
                    for x in 1..<(width - 1) { row[base + x] = raw[base + x - 1] & raw[base + x] & raw[base + x + 1] }
                }
            }
            horizontal.withUnsafeBufferPointer { row in
                full.withUnsafeMutableBufferPointer { full in
                    for y in 1..<(height - 1) {
                        let base = y * width
                        for x in 1..<(width - 1) { full[base + x] = row[base + x - width] & row[base + x] & row[base + x + width] }
                    }
                }
            }
            // Dilate the full blocks back (vertically, then horizontally) and keep the set pixels they cover.
            var vertical = [UInt8](repeating: 0, count: raw.count)
            full.withUnsafeBufferPointer { full in
                vertical.withUnsafeMutableBufferPointer { out in
                    for y in 0..<height {
                        let base = y * width
                        let up = y > 0 ? base - width : base, down = y < height - 1 ? base + width : base
                        for x in 0..<width { out[base + x] = full[up + x] | full[base + x] | full[down + x] }
                    }
                }
            }
            vertical.withUnsafeBufferPointer { column in
                counted.withUnsafeMutableBufferPointer { out in
                    for y in 0..<height {
                        let base = y * width
                        for x in 0..<width where raw[base + x] != 0 {
                            let left = x > 0 ? x - 1 : x, right = x < width - 1 ? x + 1 : x
                            out[base + x] = column[base + left] | column[base + x] | column[base + right]
                        }
                    }
                }
            }
        }
        return counted
    }

    /// The counted pixels grouped on the region grid: connected cells (8-neighbours), found
    /// with an explicit stack. O(pixels + cells).
    static func regions(_ counted: [UInt8], width: Int, height: Int, scale: Double) -> [DiffRegion] {
        let cell = max(1, Int((regionCell * max(scale, 0)).rounded()))
        let columns = (width + cell - 1) / cell, rows = (height + cell - 1) / cell
        guard columns > 0, rows > 0 else { return [] }
        // Per cell: counted pixels and their bounding box in pixels.
        var count = [Int](repeating: 0, count: columns * rows)
        var box = [(x0: Int, y0: Int, x1: Int, y1: Int)](repeating: (Int.max, Int.max, -1, -1), count: columns * rows)
        counted.withUnsafeBufferPointer { counted in
            for y in 0..<height {
                let base = y * width
                for column in 0..<columns {
                    // The row's run of pixels in this cell: its count and its first and last set pixel.
                    var pixels = 0, low = -1, high = -1
                    for x in (column * cell)..<min(width, (column + 1) * cell) where counted[base + x] != 0 {
                        pixels += 1
                        if low < 0 { low = x }
                        high = x
                    }
                    guard pixels > 0 else { continue }
                    let c = (y / cell) * columns + column
                    count[c] += pixels
                    box[c] = (min(box[c].x0, low), min(box[c].y0, y), max(box[c].x1, high), max(box[c].y1, y))
                }
            }
        }
        var seen = [Bool](repeating: false, count: columns * rows)
        var found: [DiffRegion] = []
        for start in count.indices where count[start] > 0 && !seen[start] {
            var stack = [start]
            seen[start] = true
            var pixels = 0
            var bounds = (x0: Int.max, y0: Int.max, x1: -1, y1: -1)
            while let c = stack.popLast() {
                pixels += count[c]
                bounds = (min(bounds.x0, box[c].x0), min(bounds.y0, box[c].y0), max(bounds.x1, box[c].x1), max(bounds.y1, box[c].y1))
                let row = c / columns, column = c % columns
                for r in max(0, row - 1)...min(rows - 1, row + 1) {
                    for k in max(0, column - 1)...min(columns - 1, column + 1) {
                        let next = r * columns + k
                        if count[next] > 0, !seen[next] {
                            seen[next] = true
                            stack.append(next)
                        }
                    }
                }
            }
            let perPoint = scale > 0 ? scale : 1
            let rect = Rect(
                x: Double(bounds.x0) / perPoint, y: Double(bounds.y0) / perPoint,
                width: Double(bounds.x1 - bounds.x0 + 1) / perPoint, height: Double(bounds.y1 - bounds.y0 + 1) / perPoint)
            found.append(DiffRegion(rect: rect, pixels: pixels))
        }
        found.sort { ($1.pixels, $0.rect.y, $0.rect.x) < ($0.pixels, $1.rect.y, $1.rect.x) }
        return Array(found.prefix(maxRegions))
    }
}

/// A region of the screen that differs: the bounding box of its counted pixels, in points.
public struct DiffRegion: Sendable, Hashable {
    /// The bounding box of the region's counted pixels, in points.
    public var rect: Rect
    /// How many device pixels in it count as different.
    public var pixels: Int

    public init(rect: Rect, pixels: Int) {
        self.rect = rect
        self.pixels = pixels
    }
}
