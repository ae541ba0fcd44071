import LayoutLintKit
import LayoutModel

/// Writes the reuse plots of a screen's lists on one device.
public enum ReusePlotWriter {
    /// `reuse-<list>.png`.
    static func fileName(list id: String) -> String { "reuse-\(ArtifactWriter.slug(id)).png" }

    /// `reuse-<list>.png` per list and device of analysed screens, under `<screen>/<device>/`;
    /// returns the paths written.
    public static func write(_ screens: [ReuseTable.ScreenReuse], scale: Double, to writer: ArtifactWriter) throws(RenderError) -> [String] {
        var paths: [String] = []
        for screen in screens {
            for (device, lists) in zip(screen.devices, screen.lists) {
                paths += try write(lists, screen: screen.screen, device: device, scale: scale, to: writer)
            }
        }
        return paths
    }

    /// One `reuse-<list>.png` per list under `<screen>/<device>/`; returns the paths written.
    static func write(
        _ lists: [ListReuse], screen: Screen, device: DeviceProfile, scale: Double, to writer: ArtifactWriter
    ) throws(RenderError) -> [String] {
        var paths: [String] = []
        for list in lists {
            let png: [UInt8]?
            do { png = try ReusePlot.png(list: list, screen: screen, device: device, scale: scale) } catch { throw .cairo(error) }
            guard let png else { continue }
            do {
                paths.append(try writer.write(png, screen: screen.name, device: device.name, file: fileName(list: list.id)))
            } catch {
                throw .write(error)
            }
        }
        return paths
    }
}
