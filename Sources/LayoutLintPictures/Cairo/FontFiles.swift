import CCairo
import CInterFonts
import Foundation
import LayoutModel

// Font files loaded from memory for drawing labels: FreeType reads the bytes, Cairo draws with
// the face (cairo-ft). Every FreeType and cairo-ft call of LayoutLint is in this file.

/// A FreeType face over its own copy of a font file's bytes, in a FreeType library of its own:
/// the three are freed together, face first, when the value ends. The face reads the bytes as
/// long as it lives (FreeType does not copy them), and a library's end would free its faces, so
/// one owner keeps them in that order.
struct FreeTypeFace: ~Copyable {
    private let library: OpaquePointer
    private let bytes: UnsafeMutableBufferPointer<UInt8>
    /// The face; valid as long as this value.
    let face: FT_Face

    /// The first face in `fileBytes`; nil when FreeType cannot read them.
    init?(fileBytes: [UInt8]) {
        guard !fileBytes.isEmpty else { return nil }
        var library: FT_Library?
        guard FT_Init_FreeType(&library) == 0, let library else { return nil }
        let bytes = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: fileBytes.count)
        _ = bytes.initialize(from: fileBytes)
        var face: FT_Face?
        guard let base = bytes.baseAddress, FT_New_Memory_Face(library, base, FT_Long(bytes.count), 0, &face) == 0, let face else {
            bytes.deallocate()
            FT_Done_FreeType(library)
            return nil
        }
        self.library = library
        self.bytes = bytes
        self.face = face
    }

    deinit {
        FT_Done_Face(face)
        FT_Done_FreeType(library)
        bytes.deallocate()
    }
}

/// Keeps a `FreeTypeFace` alive for as long as Cairo keeps the font face made from it: Cairo's
/// own caches may hold the font face after its creator lets go, so the FreeType face is freed
/// by Cairo's destroy callback of the font face's user data, never before.
private final class FreeTypeFaceOwner {
    let face: FreeTypeFace

    init(_ face: consuming FreeTypeFace) {
        self.face = face
    }
}

/// One reference to a Cairo font face made from a FreeType face, released when the value ends.
struct CairoFontFace: ~Copyable {
    fileprivate let fontFace: OpaquePointer
    /// The FreeType face, for its character map and metrics: alive as long as `fontFace`.
    fileprivate let face: FT_Face

    /// The user data key under which a font face keeps its `FreeTypeFaceOwner`.
    nonisolated(unsafe) private static let ownerKey = UnsafeMutablePointer<cairo_user_data_key_t>.allocate(capacity: 1)

    /// A Cairo font face drawing `face` unhinted (the measured advances are unhinted); nil when
    /// Cairo fails.
    init?(_ face: consuming FreeTypeFace) {
        let pointer = face.face
        let owner = FreeTypeFaceOwner(face)
        guard let fontFace = cairo_ft_font_face_create_for_ft_face(pointer, Int32(FT_LOAD_NO_HINTING)) else { return nil }
        guard cairo_font_face_status(fontFace) == CAIRO_STATUS_SUCCESS else {
            cairo_font_face_destroy(fontFace)
            return nil
        }
        let retained = Unmanaged.passRetained(owner).toOpaque()
        let status = cairo_font_face_set_user_data(fontFace, Self.ownerKey, retained) { data in
            guard let data else { return }
            Unmanaged<FreeTypeFaceOwner>.fromOpaque(data).release()
        }
        guard status == CAIRO_STATUS_SUCCESS else {
            // Not attached: the font face must not outlive the FreeType face it reads.
            cairo_font_face_destroy(fontFace)
            Unmanaged<FreeTypeFaceOwner>.fromOpaque(retained).release()
            return nil
        }
        self.fontFace = fontFace
        self.face = pointer
    }

    deinit {
        cairo_font_face_destroy(fontFace)
    }
}

/// A font file ready to draw glyphs with: Inter compiled in, or an app's font file.
/// Shared across threads; `Canvas` uses it only under its font lock, as FreeType faces are not
/// safe to use from two threads at once.
final class DrawingFont: @unchecked Sendable {
    fileprivate let cairo: CairoFontFace
    /// The face's ascender and descender (positive below the baseline), in ems.
    let ascent: Double
    let descent: Double

    /// The font in `fileBytes`; nil when FreeType or Cairo cannot load it.
    init?(fileBytes: [UInt8]) {
        guard let face = FreeTypeFace(fileBytes: fileBytes), let cairo = CairoFontFace(face) else { return nil }
        let record = cairo.face.pointee
        let unitsPerEm = Double(max(1, record.units_per_EM))
        ascent = Double(record.ascender) / unitsPerEm
        descent = -Double(record.descender) / unitsPerEm
        self.cairo = cairo
    }

    /// The font face to draw with (valid while this font lives).
    var fontFace: OpaquePointer { cairo.fontFace }

    /// The glyph of `scalar` in the face's character map; nil when the face has none.
    /// Call under the canvas's font lock.
    func glyphIndex(of scalar: Unicode.Scalar) -> UInt32? {
        let index = FT_Get_Char_Index(cairo.face, FT_ULong(scalar.value))
        return index == 0 ? nil : UInt32(index)
    }
}

/// The fonts labels are drawn in, each loaded once per process: Inter's four weights, compiled
/// in (none when the compiler had no `#embed`), and each app font file, by its digest.
enum DrawingFonts {
    private final class Store: @unchecked Sendable {
        let lock = NSLock()
        var inter: [FontWeight: DrawingFont?] = [:]
        var faces: [UInt64: DrawingFont?] = [:]
    }

    private static let store = Store()

    /// True when Inter's files are compiled in and load.
    static var hasInter: Bool { inter(.regular) != nil }

    /// Inter at `weight`; nil when the binary was built without its files.
    static func inter(_ weight: FontWeight) -> DrawingFont? {
        store.lock.lock()
        defer { store.lock.unlock() }
        if let loaded = store.inter[weight] { return loaded }
        let font = interBytes(weight).flatMap { DrawingFont(fileBytes: $0) }
        store.inter[weight] = font
        return font
    }

    /// The app's font file of `face`; nil when FreeType cannot load it.
    static func font(of face: FontFace) -> DrawingFont? {
        store.lock.lock()
        defer { store.lock.unlock() }
        if let loaded = store.faces[face.fileDigest] { return loaded }
        let font = DrawingFont(fileBytes: face.fileBytes)
        store.faces[face.fileDigest] = font
        return font
    }

    /// The bytes of Inter's file at `weight`, as compiled in; nil without them.
    static func interBytes(_ weight: FontWeight) -> [UInt8]? {
        let number: Int32
        switch weight {
        case .regular: number = 0
        case .medium: number = 1
        case .semibold: number = 2
        case .bold: number = 3
        }
        var count = 0
        guard let bytes = layoutlint_inter_font(number, &count), count > 0 else { return nil }
        return Array(UnsafeBufferPointer(start: bytes, count: count))
    }
}
