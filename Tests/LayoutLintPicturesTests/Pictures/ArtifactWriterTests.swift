import Foundation
import LayoutLintTestSupport
import Testing

@testable import LayoutLintKit
@testable import LayoutLintPictures

@Suite struct ArtifactWriterTests {
    @Test func sanitisesScreenAndDeviceNames() {
        #expect(ArtifactWriter.slug("Daily puzzle") == "daily-puzzle")
        #expect(ArtifactWriter.slug("iPhone SE (3rd generation)") == "iphone-se-3rd-generation")
        #expect(ArtifactWriter.slug("  ../../etc/passwd ") == "etc-passwd")
        #expect(ArtifactWriter.slug("Café — menu") == "caf-menu")
        #expect(ArtifactWriter.slug("***") == "unnamed")
        #expect(
            ArtifactWriter.relativePath(screen: "Daily puzzle", device: "iPhone 15", file: "frame-1200.png")
                == "daily-puzzle/iphone-15/frame-1200.png")
    }

    @Test func longNamesAreShortenedAndStayDistinct() throws {
        let long = String(repeating: "Daily puzzle ", count: 23)  // 299 characters
        let a = ArtifactWriter.slug(long + "A"), b = ArtifactWriter.slug(long + "B")
        #expect(a.count == ArtifactWriter.maxSlugLength && b.count == ArtifactWriter.maxSlugLength)
        #expect(a.hasPrefix("daily-puzzle-daily-puzzle-"))
        #expect(a != b)
        #expect(a == ArtifactWriter.slug(long + "A"), "the same name always gives the same folder")
        #expect(ArtifactWriter.slug(String(repeating: "x", count: 80)) == String(repeating: "x", count: 80))
        // A 300-character screen name used to fail with "the folder cannot be created".
        let root = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let path = try ArtifactWriter(root: root.path).write([1], screen: long + "A", device: "iPhone 15", file: "blend.png")
        #expect(FileManager.default.contents(atPath: path) == Data([1]))
        #expect(path.hasSuffix("/\(a)/iphone-15/blend.png"))
    }

    @Test func writesTheBytesAndLeavesNoTemporaryFiles() throws {
        let root = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let writer = ArtifactWriter(root: root.path)
        let path = try writer.write([1, 2, 3], screen: "Daily puzzle", device: "iPhone 15", file: "blend.png")
        #expect(path == root.appendingPathComponent("daily-puzzle/iphone-15/blend.png").path)
        #expect(FileManager.default.contents(atPath: path) == Data([1, 2, 3]))
        // Writing again replaces the file whole.
        try writer.write([9, 9], screen: "Daily puzzle", device: "iPhone 15", file: "blend.png")
        #expect(FileManager.default.contents(atPath: path) == Data([9, 9]))
        let folder = root.appendingPathComponent("daily-puzzle/iphone-15").path
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["blend.png"])
    }

    @Test func aFileInTheWayIsATypedErrorNamingItAndWritesNothing() throws {
        let root = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let blocker = root.appendingPathComponent("out")
        try Data("not a folder".utf8).write(to: blocker)
        let writer = ArtifactWriter(root: blocker.path)
        #expect {
            try writer.write([1, 2, 3], screen: "Daily puzzle", device: "iPhone 15", file: "blend.png")
        } throws: { error in
            guard let error = error as? ArtifactWriteError else { return false }
            return error.path == blocker.path && error.description.contains("it is a file, not a folder")
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: root.path) == ["out"])
        #expect(FileManager.default.contents(atPath: blocker.path) == Data("not a folder".utf8))
    }

    @Test func aFileInTheWayOfTheScreenFolderIsAnError() throws {
        let root = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        try Data().write(to: root.appendingPathComponent("daily-puzzle"))
        let writer = ArtifactWriter(root: root.path)
        #expect(throws: ArtifactWriteError.self) {
            try writer.write([1], screen: "Daily puzzle", device: "iPhone 15", file: "frame-0.png")
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: root.path) == ["daily-puzzle"])
    }
}
