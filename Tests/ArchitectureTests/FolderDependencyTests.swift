import Foundation
import Testing

/// Inside each library target, folders depend one way, in the order ARCHITECTURE.md lists them:
/// a folder uses only folders listed above it. The order is read from ARCHITECTURE.md's tables,
/// so the document is what the test checks. A folder uses another when one of its files names a
/// type, protocol, function or global declared at the top level of a file there, or a member
/// declared in an extension there whose name is declared nowhere else in the target.
@Suite struct FolderDependencyTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let sources = root.appendingPathComponent("Sources")

    /// The folders of `target` in the order its table in ARCHITECTURE.md lists them.
    static func order(of target: String) throws -> [String] {
        let architecture = try String(contentsOf: root.appendingPathComponent("ARCHITECTURE.md"), encoding: .utf8)
        let heading = try #require(
            architecture.range(of: "## \(target) (`Sources/\(target)`)"), "ARCHITECTURE.md has no section for \(target)")
        let section = architecture[heading.upperBound...].components(separatedBy: "\n## ")[0]
        return section.split(separator: "\n").compactMap { line -> String? in
            guard line.hasPrefix("| `"), let end = line.dropFirst(3).firstIndex(of: "`") else { return nil }
            let name = line[line.index(line.startIndex, offsetBy: 3)..<end]
            return name.hasSuffix("/") ? String(name.dropLast()) : nil
        }
    }

    /// Folder → folders it uses, each with a name that shows the use.
    static func dependencies(of target: String) throws -> [String: [String: String]] {
        let root = sources.appendingPathComponent(target)
        let topLevel = try NSRegularExpression(
            pattern:
                #"^(?:public |private |fileprivate |package )?(?:final )?(?:struct|enum|protocol|typealias|class|actor|func|let|var) ([A-Za-z_][A-Za-z0-9_]*)"#,
            options: .anchorsMatchLines)
        let extensionMember = try NSRegularExpression(
            pattern: #"^    (?:public |package )?(?:static )?(?:func|var|let) ([A-Za-z_][A-Za-z0-9_]*)"#, options: .anchorsMatchLines)
        let anyDeclaration = try NSRegularExpression(pattern: #"\b(?:func|var|let|case) ([A-Za-z_][A-Za-z0-9_]*)"#)
        let word = try NSRegularExpression(pattern: #"\b[A-Za-z_][A-Za-z0-9_]*\b"#)
        let member = try NSRegularExpression(pattern: #"\.([A-Za-z_][A-Za-z0-9_]*)\b"#)
        var declaredIn: [String: String] = [:]
        var memberFolders: [String: Set<String>] = [:]
        var declarations: [String: Int] = [:]
        var texts: [(folder: String, text: String)] = []
        for folder in try FileManager.default.contentsOfDirectory(atPath: root.path).sorted() {
            let url = root.appendingPathComponent(folder)
            for file in (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? [] where file.hasSuffix(".swift") {
                let text = try String(contentsOf: url.appendingPathComponent(file), encoding: .utf8)
                let range = NSRange(text.startIndex..., in: text)
                for match in topLevel.matches(in: text, range: range) {
                    if let name = Range(match.range(at: 1), in: text) { declaredIn[String(text[name])] = folder }
                }
                for match in anyDeclaration.matches(in: text, range: range) {
                    if let name = Range(match.range(at: 1), in: text) { declarations[String(text[name]), default: 0] += 1 }
                }
                // Members of extensions: each extension's body, up to the closing brace at the start of a line.
                for block in text.components(separatedBy: "\nextension ").dropFirst() {
                    let body = block.components(separatedBy: "\n}")[0]
                    let bodyRange = NSRange(body.startIndex..., in: body)
                    for match in extensionMember.matches(in: body, range: bodyRange) {
                        if let name = Range(match.range(at: 1), in: body) { memberFolders[String(body[name]), default: []].insert(folder) }
                    }
                }
                let code = text.split(separator: "\n").map {
                    $0.split(separator: "//", maxSplits: 1, omittingEmptySubsequences: false).first.map(String.init) ?? ""
                }
                texts.append((folder, code.joined(separator: "\n")))
            }
        }
        // Names declared in the other targets (an enum case `.tap` of the model is not a use of
        // the Swift API's `tap` builder).
        for other in try FileManager.default.contentsOfDirectory(atPath: sources.path) where other != target {
            guard let files = FileManager.default.enumerator(atPath: sources.appendingPathComponent(other).path) else { continue }
            for case let file as String in files where file.hasSuffix(".swift") {
                let text = try String(contentsOf: sources.appendingPathComponent(other).appendingPathComponent(file), encoding: .utf8)
                for match in anyDeclaration.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
                    if let name = Range(match.range(at: 1), in: text) { declarations[String(text[name]), default: 0] += 1 }
                }
            }
        }
        // Extension members declared once in all the sources (no other member, case or local
        // shares the name), used as `.name`.
        var memberIn: [String: String] = [:]
        for (name, folders) in memberFolders where folders.count == 1 && declarations[name] == 1 && declaredIn[name] == nil {
            memberIn[name] = folders.first
        }
        var uses: [String: [String: String]] = [:]
        for (folder, text) in texts {
            let range = NSRange(text.startIndex..., in: text)
            for match in word.matches(in: text, range: range) {
                guard let found = Range(match.range, in: text) else { continue }
                let name = String(text[found])
                guard let owner = declaredIn[name], owner != folder else { continue }
                uses[folder, default: [:]][owner] = name
            }
            for match in member.matches(in: text, range: range) {
                guard let found = Range(match.range(at: 1), in: text) else { continue }
                let name = String(text[found])
                guard let owner = memberIn[name], owner != folder else { continue }
                uses[folder, default: [:]][owner] = "." + name
            }
        }
        return uses
    }

    @Test(arguments: ["LayoutModel", "LayoutLintKit", "LayoutLintPictures"])
    func foldersUseOnlyFoldersListedAboveThem(target: String) throws {
        let order = try Self.order(of: target)
        let folders = try FileManager.default.contentsOfDirectory(atPath: Self.sources.appendingPathComponent(target).path)
            .filter { !$0.hasPrefix(".") }
        #expect(Set(order) == Set(folders), "ARCHITECTURE.md lists \(order.sorted()); Sources/\(target) has \(folders.sorted())")
        let uses = try Self.dependencies(of: target)
        #expect(!uses.isEmpty)
        var wrong: [String] = []
        for (folder, used) in uses {
            guard let position = order.firstIndex(of: folder) else { continue }
            for (other, name) in used {
                guard let otherPosition = order.firstIndex(of: other), otherPosition > position else { continue }
                wrong.append("\(folder)/ uses \(other)/ (\(name)), which ARCHITECTURE.md lists below it")
            }
        }
        // Listed in order, no folder can take part in a cycle: every use points up the list.
        #expect(wrong.isEmpty, "\(target): \(wrong.sorted().joined(separator: "; "))")
    }
}
