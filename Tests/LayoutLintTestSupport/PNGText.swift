/// The text chunks of a PNG file, read as an image viewer reads them.
public enum PNGText {
    /// The text of the first `iTXt` (uncompressed) or `tEXt` chunk with `keyword`
    /// ("Description"); nil when the file has none.
    public static func value(_ keyword: String, in png: [UInt8]) -> String? {
        var position = 8
        while position + 8 <= png.count {
            let length = png[position..<position + 4].reduce(0) { $0 << 8 | Int($1) }
            let type = String(decoding: png[position + 4..<position + 8], as: UTF8.self)
            let start = position + 8, end = start + length
            guard end + 4 <= png.count else { return nil }
            let data = Array(png[start..<end])
            if type == "iTXt" || type == "tEXt", let zero = data.firstIndex(of: 0),
                String(decoding: data[..<zero], as: UTF8.self) == keyword
            {
                if type == "tEXt" { return String(decoding: data[(zero + 1)...], as: UTF8.self) }
                // Compression flag and method, then the language tag and the translated keyword, each ending in 0.
                var index = zero + 3
                for _ in 0..<2 {
                    guard let next = data[index...].firstIndex(of: 0) else { return nil }
                    index = next + 1
                }
                return String(decoding: data[index...], as: UTF8.self)
            }
            position = end + 4
        }
        return nil
    }
}
