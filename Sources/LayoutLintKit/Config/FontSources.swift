import Foundation
import LayoutModel
import Yams

/// One of `.layoutlint.yml`'s `fonts`: a font file of the app's and the family and weight
/// labels name it by.
public struct FontSource: Sendable, Hashable {
    /// The family labels name in `font.family` (as written, case and spaces included).
    public var family: String
    /// The file as the configuration names it, relative to the configuration's folder.
    public var file: String
    /// The weight the file is (default regular).
    public var weight: FontWeight
    /// Where the configuration names the file: its `file` value.
    public var location: SourceLocation

    public init(family: String, file: String, weight: FontWeight = .regular, location: SourceLocation = .start) {
        self.family = family
        self.file = file
        self.weight = weight
        self.location = location
    }
}

extension Configuration {
    /// The largest font file read.
    static let fontFileLimit = 64 << 20

    /// The faces of `fonts`, read from `files` relative to the configuration's folder, and an
    /// error for every file that cannot be read or is no font, located at its `file` value in
    /// `configurationFile`.
    public func fontLibrary(from files: any FileStore, configurationFile: String) -> (library: FontLibrary, errors: [InputError]) {
        var library = FontLibrary()
        var errors: [InputError] = []
        for source in fonts {
            let path = source.file.hasPrefix("/") ? source.file : folder + "/" + source.file
            func fail(_ problem: String) {
                errors.append(InputError(file: configurationFile, location: source.location, message: problem))
            }
            switch files.read(path, limit: Self.fontFileLimit) {
            case .failure(let error):
                fail("font file \"\(source.file)\" of family \"\(source.family)\" cannot be read: \(error.message)")
            case .success(let bytes):
                do throws(FontFileError) {
                    library.add(try FontFileReader.read(bytes, file: source.file), family: source.family, weight: source.weight)
                } catch {
                    fail(error.description)
                }
            }
        }
        return (library, errors)
    }
}

extension ConfigurationLoader {
    /// The keys of one entry of `fonts`.
    static let fontKeys = ["family", "file", "weight"]

    /// The entries of `fonts`: a list of mappings with a `family`, a `file` (`.ttf` or `.otf`)
    /// and an optional `weight`; every problem reported through `fail`.
    func fontSources(
        _ node: Yams.Node, fail: (String, Yams.Node?) -> Void, unique: (Yams.Node.Mapping, String) -> [(key: Yams.Node, value: Yams.Node)]
    ) -> [FontSource] {
        let shape = "\"fonts\" must be a list of {family: \"Brand Sans\", file: \"Fonts/BrandSans-Regular.ttf\", weight: regular}"
        guard let list = node.sequence else {
            fail(shape, node)
            return []
        }
        var sources: [FontSource] = []
        for item in list {
            guard let mapping = item.mapping else {
                fail(shape, item)
                continue
            }
            var family: String?, file: String?, weight = FontWeight.regular
            var location = SourceLocation(line: item.mark?.line ?? 1, column: item.mark?.column ?? 1)
            var valid = true
            for (key, value) in unique(mapping, "a font") {
                let name = key.string ?? ""
                let text = value.scalar?.string ?? ""
                switch name {
                case "family":
                    if text.isEmpty {
                        fail("a font's \"family\" must be the name labels give in font.family", value)
                        valid = false
                    }
                    family = text
                case "file":
                    let lower = text.lowercased()
                    if !(lower.hasSuffix(".ttf") || lower.hasSuffix(".otf")) {
                        fail("a font's \"file\" must be a .ttf or .otf file, relative to the configuration", value)
                        valid = false
                    }
                    file = text
                    location = SourceLocation(line: value.mark?.line ?? 1, column: value.mark?.column ?? 1)
                case "weight":
                    if let parsed = FontWeight(rawValue: text) {
                        weight = parsed
                    } else {
                        let names = FontWeight.allCases.map(\.rawValue)
                        let hint = Suggestions.closest(to: text, in: names).map { "; did you mean \"\($0)\"?" } ?? ""
                        fail("unknown font weight \"\(text)\"\(hint) (valid: \(names.joined(separator: ", ")))", value)
                        valid = false
                    }
                default:
                    let hint = Suggestions.closest(to: name, in: Self.fontKeys).map { "; did you mean \"\($0)\"?" } ?? ""
                    fail("unknown key \"\(name)\" in a font\(hint) (valid: \(Self.fontKeys.joined(separator: ", ")))", key)
                    valid = false
                }
            }
            guard let family, let file else {
                fail("a font needs a \"family\" and a \"file\"", item)
                continue
            }
            if valid {
                if sources.contains(where: { $0.family == family && $0.weight == weight }) {
                    fail("family \"\(family)\" is given twice at weight \(weight.rawValue); keep one file", item)
                    continue
                }
                sources.append(FontSource(family: family, file: file, weight: weight, location: location))
            }
        }
        return sources
    }
}
