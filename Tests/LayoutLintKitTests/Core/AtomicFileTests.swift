import Foundation
import LayoutLintTestSupport
import Testing

@testable import LayoutLintKit

/// Reports and pictures replace their file whole or not at all.
@Suite struct AtomicFileTests {
    func temporaryFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("layoutlint-atomic-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    @Test func replacesTheFileByRenamingSoAnOpenReaderKeepsTheOldWholeFile() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let report = folder.appendingPathComponent("report.sarif").path
        try AtomicFile.write("old report", to: report)
        // A hard link stands for a reader that opened the old file: writing in place would
        // change what it sees; a rename gives the name a new file and leaves the old one whole.
        let reader = folder.appendingPathComponent("reader").path
        try FileManager.default.linkItem(atPath: report, toPath: reader)
        try AtomicFile.write("new report", to: report)
        #expect(FileManager.default.contents(atPath: report) == Data("new report".utf8))
        #expect(FileManager.default.contents(atPath: reader) == Data("old report".utf8))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == ["reader", "report.sarif"])
    }

    @Test func aFailedWriteLeavesWhatWasThereAndNoTemporaryFile() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        // A folder in the way: the bytes are written, the rename fails.
        let taken = folder.appendingPathComponent("report.json")
        try FileManager.default.createDirectory(at: taken, withIntermediateDirectories: false)
        try Data("keep".utf8).write(to: taken.appendingPathComponent("inside"))
        #expect {
            try AtomicFile.write("{}", to: taken.path)
        } throws: { error in
            guard let error = error as? AtomicFileError else { return false }
            return error.path == taken.path && error.description.hasPrefix("cannot write \(taken.path): ")
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["report.json"])
        #expect(FileManager.default.contents(atPath: taken.appendingPathComponent("inside").path) == Data("keep".utf8))
    }

    @Test func aReplacedFileKeepsItsPermissions() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let layout = folder.appendingPathComponent("home.json").path
        try AtomicFile.write("{}", to: layout)
        #expect(try FileManager.default.attributesOfItem(atPath: layout)[.posixPermissions] as? Int == 0o644)
        try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: layout)
        try AtomicFile.write("{\"screen\": \"Home\"}", to: layout)
        #expect(try FileManager.default.attributesOfItem(atPath: layout)[.posixPermissions] as? Int == 0o600)
        #expect(FileManager.default.contents(atPath: layout) == Data("{\"screen\": \"Home\"}".utf8))
    }

    @Test func aMissingFolderIsAnErrorNamingThePath() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("missing/report.txt").path
        #expect(throws: AtomicFileError(path: path, reason: "no such file or directory")) {
            try AtomicFile.write("text", to: path)
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
    }

}
