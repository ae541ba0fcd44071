import LayoutLintKit
import LayoutModel

/// Writes the reuse plots of a screen's lists on one device.
enum ReusePlotWriter {
    /// `reuse-<list>.png` for each of `ids` (a screen's lists), each distinct from the others
    /// (`PictureNames.distinct`: lists "Feed" and "feed" get different files).
    static func fileNames(lists ids: [String]) -> [String: String] {
        PictureNames.distinct(ids).mapValues { "reuse-\($0).png" }
    }

    /// One `reuse-<list>.png` per list into the writer's folder; returns the paths written.
    static func write(
        _ lists: [ListReuse], screen: Screen, device: DeviceProfile, scale: Double, to writer: PictureWriter
    ) throws(RenderError) -> [String] {
        var paths: [String] = []
        let names = fileNames(lists: lists.map(\.id))
        for list in lists {
            let png: [UInt8]?
            do { png = try ReusePlot.png(list: list, screen: screen, device: device, scale: scale) } catch { throw .cairo(error) }
            guard let png else { continue }
            do {
                paths.append(try writer.write(png, file: names[list.id] ?? "reuse-\(PictureNames.slug(list.id)).png"))
            } catch {
                throw .write(error)
            }
        }
        return paths
    }
}
