import LayoutLintKit
import LayoutModel

/// `offscreen.png`: one frame faded, with every node that costs an offscreen pass marked in
/// magenta — its visible rectangle tinted and outlined, a numbered badge in its top-left corner
/// — and a key in the caption band naming each number's node and why it goes offscreen.
///
/// Complexity: one frame painting plus O(passes) marks.
enum OffscreenMap {
    /// One marked node: its number in the key, where it shows, and its passes' causes.
    struct Marker: Equatable {
        var number: Int
        var id: String
        var rect: Rect
        var causes: [OffscreenCause]
    }

    /// The marker colour: outlines and badges at full strength, the tint at `tint` opacity.
    static let color = RGBA(red: 0.85, green: 0, blue: 0.75)
    static let tint = 0.3
    /// A white veil over the frame so the marks stand out.
    static let veil = RGBA(red: 1, green: 1, blue: 1, alpha: 0.45)
    static let outlineWidth = 3.0
    static let badgeRadius = 9.0

    /// The nodes of `passes` found in `frame`, numbered from 1 in the passes' (document) order,
    /// one marker per node however many causes it has. Nodes not visible in `frame` are left out.
    static func markers(_ passes: [OffscreenPass], in frame: RenderFrame) -> [Marker] {
        var markers: [Marker] = []
        for pass in passes {
            if let existing = markers.firstIndex(where: { $0.id == pass.id }) {
                markers[existing].causes.append(pass.cause)
                continue
            }
            guard let index = frame.tree.index(of: pass.id), let rect = frame.visibility[index].visible else { continue }
            markers.append(Marker(number: markers.count + 1, id: pass.id, rect: rect, causes: [pass.cause]))
        }
        return markers
    }

    /// `picture` (the frame drawn without id captions) faded and marked. `screen` in points.
    static func render(_ markers: [Marker], over picture: Canvas, screen: Rect) -> Canvas {
        picture.fill(screen, veil)
        var tinted = color
        tinted.alpha = tint
        for marker in markers { picture.fill(marker.rect, tinted) }
        for marker in markers { picture.stroke(marker.rect, color, lineWidth: outlineWidth) }
        var badges: [(x: Double, y: Double)] = []
        for marker in markers {
            var center = (
                x: min(max(marker.rect.x + badgeRadius + 2, badgeRadius), screen.maxX - badgeRadius),
                y: min(max(marker.rect.y + badgeRadius + 2, badgeRadius), screen.maxY - badgeRadius)
            )
            // Nested nodes share corners: move along until the badge overlaps no other.
            while badges.contains(where: { abs($0.x - center.x) < 2 * badgeRadius && abs($0.y - center.y) < 2 * badgeRadius }),
                center.x + 2 * badgeRadius + 2 <= screen.maxX - badgeRadius
            {
                center.x += 2 * badgeRadius + 2
            }
            badges.append(center)
            picture.fillCircle(centerX: center.x, centerY: center.y, radius: badgeRadius + 1.5, RenderPalette.screenBackground)
            picture.fillCircle(centerX: center.x, centerY: center.y, radius: badgeRadius, color)
            let size = 11.0
            let height = picture.measure("\(marker.number)", size: size, bold: true).height
            picture.text(
                "\(marker.number)", x: center.x, y: center.y - height / 2, size: size, RenderPalette.captionBandText, bold: true,
                alignment: .center)
        }
        return picture
    }

    /// The key: each marker's number, node and causes ("1 hero: rounded clipping (cornerRadius 12)").
    static func legend(_ markers: [Marker]) -> [PictureCaption.Entry] {
        guard !markers.isEmpty else { return [PictureCaption.Entry(color: RenderPalette.blendNothing, label: "no offscreen passes")] }
        return markers.map { marker in
            PictureCaption.Entry(
                color: color, label: "\(marker.number) \(marker.id): " + marker.causes.map(describe).joined(separator: ", "))
        }
    }

    /// Why a pass goes offscreen, in a few words.
    static func describe(_ cause: OffscreenCause) -> String {
        switch cause {
        case .roundedClip(let radius): "rounded clipping (cornerRadius \(Format.hundredths(radius)))"
        case .shadowWithoutPath(let radius): "shadow without a path (radius \(Format.hundredths(radius)))"
        case .groupOpacity(let opacity, let count):
            "group opacity \(Format.hundredths(opacity)) over \(count) \(count == 1 ? "subview" : "subviews")"
        }
    }
}
