import Foundation
import LayoutLintTestSupport
import Testing

/// Through the built executable: a list without a scroll script plays the
/// stated default one, an empty folder is an error, JSON files that are not layouts are skipped
/// and counted, `render` takes folders and several files, `reuse` says when there are no lists.
@Suite struct NothingSkippedSilentlyTests {
    /// 200 rows, no reuse, no scroll script.
    static let contacts = """
        {"screen": "Contacts", "devices": ["iPhone 15"], "root": {"id": "root", "background": "#FFFFFF", "children": [
          {"id": "contacts", "kind": "list", "style": {"flexGrow": 1},
           "list": {"cells": {"contact": {"height": 44}}, "rows": {"count": 200, "pattern": ["contact"]}, "reuse": false}}
        ]}}
        """
    static let plain = """
        {"screen": "About", "devices": ["iPhone 15"], "root": {"id": "root", "background": "#FFFFFF", "children": [
          {"id": "title", "kind": "label", "text": "About", "background": "#FFFFFF", "style": {"height": 44}}
        ]}}
        """

    @Test func aListWithoutAScrollScriptPlaysTheDefaultOneAndSaysSo() throws {
        let folder = try BinaryRunner.folder(["contacts.json": Self.contacts])
        defer { try? FileManager.default.removeItem(at: folder) }
        guard let lint = try BinaryRunner.run(["lint", "contacts.json", "--reporter", "json"], in: folder),
            let reuse = try BinaryRunner.run(["reuse", "contacts.json"], in: folder)
        else { return }
        #expect(lint.status == 1)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(lint.output.utf8)) as? [String: Any])
        let findings = try #require(document["findings"] as? [[String: Any]])
        #expect(findings.map { $0["node"] as? String } == ["contacts"], "\(findings)")
        let metrics = try #require((document["metrics"] as? [[String: Any]])?.first)
        let list = try #require((metrics["lists"] as? [[String: Any]])?.first)
        #expect(list["defaultScroll"] as? Bool == true)
        #expect(reuse.output.contains("contacts* "), "\(reuse.output)")
        #expect(reuse.output.contains("* no scroll script: the default one played, to the end and back at 3000 pt/s"), "\(reuse.output)")
    }

    @Test func aFolderWithoutLayoutsIsAnError() throws {
        let folder = try BinaryRunner.folder(["empty/.keep": "", "assets/Contents.json": #"{"info": {"version": 1}}"#])
        defer { try? FileManager.default.removeItem(at: folder) }
        guard let empty = try BinaryRunner.run(["lint", "empty"], in: folder),
            let assets = try BinaryRunner.run(["lint", "assets"], in: folder)
        else { return }
        for result in [empty, assets] {
            #expect(result.status == 2)
            #expect(result.output.contains("error: no layout files in this folder"), "\(result.output)")
        }
        #expect(assets.errors.contains("1 JSON file skipped (not layout documents)"), "\(assets.errors)")
    }

    @Test func jsonFilesThatAreNotLayoutsAreSkippedAndCountedUnlessNamed() throws {
        let folder = try BinaryRunner.folder([
            "app/about.json": Self.plain, "app/Assets.xcassets/Contents.json": #"{"info": {"version": 1}}"#,
            "app/package.json": #"{"name": "app"}"#,
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        guard let searched = try BinaryRunner.run(["lint", "app", "--reporter", "json"], in: folder),
            let named = try BinaryRunner.run(["lint", "app/package.json"], in: folder)
        else { return }
        #expect(searched.status == 0, "\(searched.output)")
        #expect(searched.errors.contains("1 file, 1 screen × device run, 0 input errors, 2 JSON files skipped (not layout documents)"))
        let document = try #require(try JSONSerialization.jsonObject(with: Data(searched.output.utf8)) as? [String: Any])
        #expect((document["summary"] as? [String: Int])?["skipped"] == 2)
        // Named on the command line, it is linted (and is not a valid layout).
        #expect(named.status == 2)
        #expect(named.output.contains("app/package.json:1:1: error: "), "\(named.output)")
    }

    @Test func renderTakesFoldersAndSeveralFiles() throws {
        let folder = try BinaryRunner.folder([
            "screens/about.json": Self.plain, "screens/package.json": #"{"name": "app"}"#, "contacts.json": Self.contacts,
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        guard let result = try BinaryRunner.run(["render", "screens", "contacts.json", "--out", "pictures"], in: folder) else { return }
        #expect(result.status == 0, "\(result.errors)")
        #expect(result.output.contains("About on iPhone 15: "), "\(result.output)")
        #expect(result.output.contains("Contacts on iPhone 15: "), "\(result.output)")
        #expect(result.output.contains("(1 JSON file skipped: not layout documents)"), "\(result.output)")
        let manager = FileManager.default
        #expect(manager.fileExists(atPath: folder.appendingPathComponent("pictures/screens-about/about/iphone-15/frame-0.png").path))
        #expect(manager.fileExists(atPath: folder.appendingPathComponent("pictures/contacts/contacts/iphone-15/frame-0.png").path))
    }

    @Test func reuseSaysWhenThereAreNoLists() throws {
        let folder = try BinaryRunner.folder(["about.json": Self.plain])
        defer { try? FileManager.default.removeItem(at: folder) }
        guard let result = try BinaryRunner.run(["reuse", "about.json"], in: folder) else { return }
        #expect(result.status == 0)
        #expect(result.output == "no lists in about.json\n")
    }
}
