import SwiftSyntax

/// One view written directly in a stack, as a row of fragments counts it.
struct RowPiece {
    enum Kind: Equatable {
        case text(TextEmphasis)
        case image
        /// A view of the app's own type in a square frame: most likely an icon or an avatar.
        case thumbnail
        case control
        /// A `ForEach`, `List` or scroll view: content of its own, not part of a row.
        case list
        /// A view already grouped, labelled or replaced for accessibility.
        case grouped
        /// A nested stack holding texts or images.
        case nested

        var isIcon: Bool { self == .image || self == .thumbnail }
        var isText: Bool { if case .text = self { true } else { false } }
    }

    var kind: Kind
    var expression: ExprSyntax
}

/// A view of the app's own type drawn in a square frame (`.frame(width: size, height: size)`):
/// an icon, an avatar or a thumbnail, though its declaration (in another file) is not read.
/// SwiftUI's own shapes, colours and spacers are left out: a square `Circle()` is a dot.
enum SquareThumbnail {
    private static let builtInViews: Set<String> = FlatPaint.views.union([
        "Spacer", "Divider", "EmptyView", "ProgressView", "Canvas", "TimelineView", "GeometryReader", "Path", "Gauge",
    ])

    static func isThumbnail(_ name: String, _ chain: ModifierChain) -> Bool {
        guard isViewOfTheApp(name) else { return false }
        return chain.modifiers.contains { modifier in
            guard modifier.name == "frame",
                  let width = modifier.call.argument("width")?.trimmedDescription,
                  let height = modifier.call.argument("height")?.trimmedDescription else { return false }
            return width == height
        }
    }

    /// Whether `name` is a view type of the app's own, whose content this file does not show: a
    /// type name none of SwiftUI's views, containers, controls or lists.
    static func isViewOfTheApp(_ name: String) -> Bool {
        name.first?.isUppercase == true && !builtInViews.contains(name) && !RowPieces.pieceViews.contains(name)
            && !RowPieces.containers.contains(name) && !RowPieces.controls.contains(name) && !RowPieces.lists.contains(name)
    }
}
