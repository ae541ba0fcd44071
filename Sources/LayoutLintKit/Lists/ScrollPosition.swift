import LayoutModel

/// Where a list's scroll script has taken it after some time (the app-switcher snapshot of a
/// list scrolled far down): `ScrollScript` played over the list's rows. O(legs) after the row
/// geometry.
public enum ScrollPosition {
    /// The offset in points after `elapsedMs` of the script; 0 before it starts, for lists that
    /// cannot be simulated and for viewports with no height.
    public static func offset(of list: ListSpec, viewport: Double, refreshRate: Double, elapsedMs: Double) -> Double {
        guard let geometry = try? RowGeometry(list) else { return 0 }
        return ScrollScript.offset(
            list.scroll, contentHeight: geometry.contentHeight, viewport: viewport, refreshRate: refreshRate, elapsedMs: elapsedMs)
    }
}
