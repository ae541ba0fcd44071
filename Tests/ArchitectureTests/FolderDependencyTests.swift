import Foundation
import Testing

/// Inside each library target, folders depend one way (ARCHITECTURE.md): no folder uses a
/// type declared in a folder that uses one of its own. The check reads the sources: a folder
/// uses another when one of its files names a type, protocol or function declared at the top
/// level of a file there.
@Suite struct FolderDependencyTests {
    static let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Sources")

    /// Folder → folders it uses.
    static func dependencies(of target: String) throws -> [String: Set<String>] {
        let root = sources.appendingPathComponent(target)
        let declaration = try NSRegularExpression(
            pattern:
                #"^(?:public |private |fileprivate )?(?:final )?(?:struct|enum|protocol|typealias|class|func) ([A-Za-z_][A-Za-z0-9_]*)"#,
            options: .anchorsMatchLines)
        let word = try NSRegularExpression(pattern: #"\b[A-Za-z_][A-Za-z0-9_]*\b"#)
        var declaredIn: [String: String] = [:]
        var texts: [(folder: String, text: String)] = []
        for folder in try FileManager.default.contentsOfDirectory(atPath: root.path).sorted() {
            let url = root.appendingPathComponent(folder)
            for file in (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? [] where file.hasSuffix(".swift") {
                let text = try String(contentsOf: url.appendingPathComponent(file), encoding: .utf8)
                let range = NSRange(text.startIndex..., in: text)
                for match in declaration.matches(in: text, range: range) {
                    if let name = Range(match.range(at: 1), in: text) { declaredIn[String(text[name])] = folder }
                }
                let code = text.split(separator: "\n").map {
                    $0.split(separator: "//", maxSplits: 1, omittingEmptySubsequences: false).first.map(String.init) ?? ""
                }
                texts.append((folder, code.joined(separator: "\n")))
            }
        }
        var uses: [String: Set<String>] = [:]
        for (folder, text) in texts {
            for match in word.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
                guard let range = Range(match.range, in: text), let owner = declaredIn[String(text[range])], owner != folder else {
                    continue
                }
                uses[folder, default: []].insert(owner)
            }
        }
        return uses
    }

    @Test(arguments: ["LayoutLintKit", "LayoutLintPictures", "LayoutModel"])
    func foldersDependOneWay(target: String) throws {
        let uses = try Self.dependencies(of: target)
        #expect(!uses.isEmpty)
        var cycles: [String] = []
        for (folder, used) in uses {
            for other in used where uses[other]?.contains(folder) == true && folder < other {
                cycles.append("\(folder) ⇄ \(other)")
            }
        }
        #expect(cycles.isEmpty, "\(target): \(cycles.sorted())")
    }
}
