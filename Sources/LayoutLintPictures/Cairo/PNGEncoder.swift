import CCairo

/// Encodes cairo's premultiplied ARGB32 pixels as an 8-bit PNG with zlib directly: RGB when
/// every pixel is opaque, else RGBA; pixels un-premultiplied as cairo's own encoder does; every
/// row Sub-filtered a pixel at a time; deflated with the run-length strategy. Pictures are
/// mostly flat colour, where this is several times faster than cairo's encoder (libpng at its
/// default level) at a similar size. Same pixels, same bytes.
enum PNGEncoder {
    /// The PNG of `height` rows of `width` ARGB32 words, row `y` starting at `words[y × stride]`.
    static func encode(
        words: UnsafeBufferPointer<UInt32>, stride: Int, width: Int, height: Int, description: String? = nil
    ) throws(CairoError) -> [UInt8] {
        precondition(width <= stride && stride * height <= words.count, "rows past the pixels")
        var opaque = true
        for y in 0..<height where opaque {
            let row = y * stride
            for x in 0..<width where words[row + x] >> 24 != 255 {
                opaque = false
                break
            }
        }
        let channels = opaque ? 3 : 4
        let rowBytes = width * channels
        // One spare byte: a pixel is stored as four bytes even when it has three. Every other
        // byte is written below, so the buffer is not cleared first.
        let count = height * (rowBytes + 1)
        let filtered = [UInt8](unsafeUninitializedCapacity: count + 1) { buffer, initialized in
            guard let start = buffer.baseAddress else { return }
            let base = UnsafeMutableRawPointer(start)
            for y in 0..<height {
                let row = y * stride
                var o = y * (rowBytes + 1)
                // Filter type 1 (Sub): each byte minus the same channel of the pixel to its left.
                base.storeBytes(of: 1, toByteOffset: o, as: UInt8.self)
                o += 1
                var previous: UInt32 = 0
                for x in 0..<width {
                    let pixel = rgba(words[row + x])
                    // Four bytes at o: within the buffer thanks to its spare byte.
                    assert(o + 4 <= buffer.count)
                    base.storeBytes(of: bytewiseDifference(pixel, previous).littleEndian, toByteOffset: o, as: UInt32.self)
                    previous = pixel
                    o += channels
                }
            }
            initialized = count
        }
        let compressed = try deflate(filtered)
        var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        var header: [UInt8] = []
        bigEndian(UInt32(width), into: &header)
        bigEndian(UInt32(height), into: &header)
        // 8 bits per channel, colour type 2 (RGB) or 6 (RGBA), deflate, adaptive filtering, no interlace.
        header += [8, opaque ? 2 : 6, 0, 0, 0]
        chunk("IHDR", header, into: &png)
        if let description {
            // An international text chunk (UTF-8): keyword, no compression, no language, no
            // translated keyword, then the text. Image viewers and `exiftool` show it.
            chunk("iTXt", Array(Self.descriptionKeyword.utf8) + [0, 0, 0, 0, 0] + Array(description.utf8), into: &png)
        }
        chunk("IDAT", compressed, into: &png)
        chunk("IEND", [], into: &png)
        return png
    }

    /// A premultiplied ARGB32 word as un-premultiplied R, G, B, A bytes in memory order
    /// (R in the low byte): (c × 255 + a / 2) / a per channel.
    @inline(__always) static func rgba(_ word: UInt32) -> UInt32 {
        let alpha = word >> 24
        if alpha == 255 {
            return (word >> 16 & 0xFF) | (word & 0xFF00) | (word & 0xFF) << 16 | 0xFF00_0000
        }
        guard alpha > 0 else { return 0 }
        func channel(_ value: UInt32) -> UInt32 { min(255, (value * 255 + alpha / 2) / alpha) }
        return channel(word >> 16 & 0xFF) | channel(word >> 8 & 0xFF) << 8 | channel(word & 0xFF) << 16 | alpha << 24
    }

    /// `a - b` in each of the four bytes separately (modulo 256).
    @inline(__always) static func bytewiseDifference(_ a: UInt32, _ b: UInt32) -> UInt32 {
        ((a | 0x8080_8080) &- (b & 0x7F7F_7F7F)) ^ ((a ^ ~b) & 0x8080_8080)
    }

    private static func deflate(_ input: [UInt8]) throws(CairoError) -> [UInt8] {
        var stream = z_stream()
        guard deflateInit2_(&stream, 6, Z_DEFLATED, 15, 8, Z_RLE, ZLIB_VERSION, Int32(MemoryLayout<z_stream>.size)) == Z_OK else {
            throw CairoError(message: "zlib could not start compressing")
        }
        defer { deflateEnd(&stream) }
        let bound = Int(deflateBound(&stream, uLong(input.count)))
        var status = Z_OK
        let output = [UInt8](unsafeUninitializedCapacity: bound) { destination, initialized in
            status = input.withUnsafeBufferPointer { source in
                // zlib only reads through next_in.
                stream.next_in = source.baseAddress.map { UnsafeMutablePointer(mutating: $0) }
                stream.avail_in = uInt(source.count)
                stream.next_out = destination.baseAddress
                stream.avail_out = uInt(destination.count)
                return CCairo.deflate(&stream, Z_FINISH)
            }
            initialized = status == Z_STREAM_END ? Int(stream.total_out) : 0
        }
        guard status == Z_STREAM_END else { throw CairoError(message: "zlib could not compress the picture (status \(status))") }
        return output
    }

    /// The keyword of the text chunk that says what a picture shows (PNG's registered "Description").
    static let descriptionKeyword = "Description"

    private static func chunk(_ type: String, _ data: [UInt8], into png: inout [UInt8]) {
        let typeBytes = Array(type.utf8)
        bigEndian(UInt32(data.count), into: &png)
        png += typeBytes
        png += data
        var crc = crc32(0, typeBytes, uInt(typeBytes.count))
        crc = data.withUnsafeBufferPointer { crc32(crc, $0.baseAddress, uInt($0.count)) }
        bigEndian(UInt32(crc), into: &png)
    }

    private static func bigEndian(_ value: UInt32, into bytes: inout [UInt8]) {
        bytes += [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
    }
}
