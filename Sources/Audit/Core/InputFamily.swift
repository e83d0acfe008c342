/// The kinds of input a rule reads.
public enum InputFamily: String, Hashable, Codable, Sendable, CaseIterable {
    /// An accessibility tree (`Screen`), from any front end: SwiftUI source, snapshots, scenes.
    case tree
    /// SwiftUI source, read as syntax.
    case swiftUISource
    /// UIKit source, read as syntax.
    case uikitSource
    /// Colours in asset catalogs and source.
    case colors
    /// Screenshots and image assets.
    case images
    /// `Info.plist`.
    case plist
}
