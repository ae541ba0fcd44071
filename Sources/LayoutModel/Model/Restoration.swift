/// The relaunch snapshot of a screen (`"restoration"`): the app-switcher picture is the
/// frame on screen at `snapshotAt`; on relaunch the user sees it again only if the app restores
/// its state, otherwise the first frame.
public struct Restoration: Sendable, Hashable {
    /// When the user left the screen, in ms from launch: the frame on screen then is the snapshot.
    public var snapshotAt: Double
    /// True when a relaunch starts from the snapshot's state.
    public var restores: Bool
    /// Where the `restoration` object starts.
    public var location: SourceLocation

    /// A relaunch snapshot taken at `snapshotAt` ms.
    public init(snapshotAt: Double, restores: Bool, location: SourceLocation = .start) {
        self.snapshotAt = snapshotAt
        self.restores = restores
        self.location = location
    }
}
