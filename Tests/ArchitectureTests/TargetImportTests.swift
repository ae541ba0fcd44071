import Foundation
import Testing

/// Every module a target imports is one of its declared dependencies in Package.swift. An
/// undeclared import can build on a machine whose build folder already holds the module and
/// fail on a clean clone, where the build order is free to compile the importer first.
@Suite struct TargetImportTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// A target of Package.swift: its name, folder and the modules it may import.
    struct Target {
        var name: String
        var path: String
        var dependencies: Set<String>
    }

    /// The targets declared in Package.swift, read from its text (each `.target(`,
    /// `.executableTarget(` or `.testTarget(` call up to its closing parenthesis).
    static func targets() throws -> [Target] {
        let manifest = try String(contentsOf: root.appendingPathComponent("Package.swift"), encoding: .utf8)
        let call = try NSRegularExpression(pattern: #"\.(target|executableTarget|testTarget)\("#)
        let quoted = try NSRegularExpression(pattern: #""([^"]+)""#)
        let product = try NSRegularExpression(pattern: #"\.product\(name: "([^"]+)""#)
        let characters = Array(manifest.utf16)
        var targets: [Target] = []
        for match in call.matches(in: manifest, range: NSRange(location: 0, length: characters.count)) {
            // The call's text: from its opening parenthesis to the matching closing one.
            var depth = 0
            var end = match.range.upperBound - 1
            for index in (match.range.upperBound - 1)..<characters.count {
                if characters[index] == UInt16(UInt8(ascii: "(")) { depth += 1 }
                if characters[index] == UInt16(UInt8(ascii: ")")) { depth -= 1 }
                if depth == 0 {
                    end = index
                    break
                }
            }
            let body = (manifest as NSString).substring(with: NSRange(location: match.range.location, length: end - match.range.location))
            let strings = quoted.matches(in: body, range: NSRange(location: 0, length: body.utf16.count)).map {
                (body as NSString).substring(with: $0.range(at: 1))
            }
            guard let name = strings.first else { continue }
            let kind = (manifest as NSString).substring(with: match.range(at: 1))
            var path = (kind == "testTarget" ? "Tests/" : "Sources/") + name
            if let pathRange = body.range(of: #"path: "([^"]+)""#, options: .regularExpression) {
                path = String(body[pathRange].dropFirst("path: \"".count).dropLast())
            }
            var dependencies = Set<String>()
            if let start = body.range(of: "dependencies: [") {
                let list = String(body[start.upperBound...])
                let products = product.matches(in: list, range: NSRange(location: 0, length: list.utf16.count)).map {
                    (list as NSString).substring(with: $0.range(at: 1))
                }
                let names = quoted.matches(in: list, range: NSRange(location: 0, length: list.utf16.count)).map {
                    (list as NSString).substring(with: $0.range(at: 1))
                }
                dependencies.formUnion(products)
                // Plain target names; a product's package name is quoted too but is never imported.
                dependencies.formUnion(names)
            }
            targets.append(Target(name: name, path: path, dependencies: dependencies))
        }
        return targets
    }

    /// The modules imported by the Swift files under `path`, each with a file that imports it.
    static func imports(under path: String) throws -> [String: String] {
        let folder = root.appendingPathComponent(path)
        let pattern = try NSRegularExpression(pattern: #"^(?:@testable )?import ([A-Za-z_][A-Za-z0-9_]*)"#, options: .anchorsMatchLines)
        var found: [String: String] = [:]
        let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
        while let file = enumerator?.nextObject() as? URL {
            guard file.pathExtension == "swift" else { continue }
            let text = try String(contentsOf: file, encoding: .utf8)
            for match in pattern.matches(in: text, range: NSRange(location: 0, length: text.utf16.count)) {
                let module = (text as NSString).substring(with: match.range(at: 1))
                found[module] = found[module] ?? file.path.replacingOccurrences(of: root.path + "/", with: "")
            }
        }
        return found
    }

    @Test func manifestDeclaresTheTargetsThatHoldTheCode() throws {
        let names = try Self.targets().map(\.name)
        for expected in ["LayoutModel", "LayoutLintKit", "LayoutLintPictures", "layoutlint", "LayoutLintTestSupport", "CommandLineTests"] {
            #expect(names.contains(expected), "Package.swift has no target \(expected)")
        }
    }

    @Test func everyImportedModuleOfThePackageIsADeclaredDependency() throws {
        let targets = try Self.targets()
        // Modules that come with the toolchain need no declaration.
        let system: Set<String> = [
            "Foundation", "FoundationEssentials", "Testing", "XCTest", "Dispatch", "Glibc", "Darwin", "Synchronization",
        ]
        var products: Set<String> = []
        for target in targets { products.formUnion(target.dependencies) }
        let packageModules = Set(targets.map(\.name)).union(products).union(["CCairo", "ArgumentParser", "Yams", "PackagePlugin"])
        for target in targets {
            for (module, file) in try Self.imports(under: target.path).sorted(by: { $0.key < $1.key }) {
                guard !system.contains(module), module != target.name, packageModules.contains(module) else { continue }
                #expect(target.dependencies.contains(module), "\(file) imports \(module), which target \(target.name) does not declare")
            }
        }
    }
}
