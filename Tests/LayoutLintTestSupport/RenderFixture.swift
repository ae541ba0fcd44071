import Foundation

/// The daily puzzle screen the picture and `render` tests draw, and a file holding it.
public enum RenderFixture {
    /// The daily puzzle: a 50 pt banner slot whose adaptive banner arrives at 1200 ms
    /// at 61 pt on iPhone 15 (round(393 × 50 / 320) = 61), pushing the board down 11 pt.
    public static let daily = """
        {"screen": "Daily puzzle", "devices": ["iPhone 15"],
         "root": {"id": "root", "background": "#FFFFFF", "safeArea": true, "children": [
           {"id": "title", "kind": "label", "text": "Today", "style": {"height": 44}},
           {"id": "banner", "kind": "ad", "style": {"height": 50},
            "content": {"height": {"provider": "admob.anchoredAdaptiveBanner"}, "at": 1200}},
           {"id": "board", "style": {"flexGrow": 1, "padding": 16}, "background": "#F2F2F7", "children": [
             {"id": "hero", "kind": "image", "style": {"height": 180}, "cornerRadius": 12, "clipsToBounds": true},
             {"id": "caption", "kind": "label", "text": "Solve today's puzzle before midnight to keep your streak going",
              "style": {"marginTop": 12}},
             {"id": "card", "background": "#34C759", "opacity": 0.8, "cornerRadius": 16,
              "style": {"height": 120, "marginTop": 12, "padding": 12}, "children": [
               {"id": "card-title", "kind": "label", "text": "Streak: 12 days"},
               {"id": "loading", "kind": "spinner", "style": {"height": 30}}]}]}]},
         "timeline": [{"at": 900, "gesture": "board", "duration": 600}]}
        """

    /// Writes `layout` to a file in a fresh folder; returns the folder and the file's path.
    public static func layoutFile(_ layout: String = daily, name: String = #function) throws -> (folder: URL, file: String) {
        let folder = try temporaryFolder(name)
        let file = folder.appendingPathComponent("daily.json")
        try Data(layout.utf8).write(to: file)
        return (folder, file.path)
    }
}
