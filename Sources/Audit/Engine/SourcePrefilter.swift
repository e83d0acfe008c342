import Foundation
import SwiftSyntaxSupport

/// A cheap byte scan that skips Swift files which cannot hold UI code, before the expensive parse.
///
/// Parsing dominates an audit's cost (DESIGN.md, "Modules"); a model or networking file that
/// never mentions a view, UIKit, SwiftUI or accessibility has nothing for the rules to read.
public struct SourcePrefilter: Hashable, Sendable {
    /// Byte strings one of which a file must contain to be parsed, looked for in one pass.
    private let scan: ByteStrings
    /// Byte strings one of which a file must contain to be parsed.
    public var markers: [String] { scan.strings }

    public static let standard = SourcePrefilter(markers: [
        "SwiftUI", "UIKit", "View", "accessibility", "Accessibility", "Gesture", "gesture", "perceive:ignore",
    ])

    /// The files that may declare a SwiftUI screen the audit lowers: a `#Preview`, a
    /// `PreviewProvider`, or a view (`some View`, the type of every view's `body`).
    public static let swiftUIScreens = SourcePrefilter(markers: ["#Preview", "PreviewProvider", "some View"])

    /// A filter that parses every file.
    public static let none = SourcePrefilter(markers: [])

    public init(markers: [String]) { scan = ByteStrings(markers) }

    /// Whether `contents` may hold UI code worth parsing.
    public func mayHoldUICode(_ contents: Data) -> Bool {
        markers.isEmpty || scan.anyOccurs(in: contents)
    }
}
