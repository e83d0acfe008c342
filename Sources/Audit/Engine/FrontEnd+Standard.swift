import AccessibilityTree
import Foundation
import SnapshotCodec

extension FrontEnd {
    /// The front ends every audit uses unless told otherwise: snapshots, UI-test captures and
    /// SwiftUI source become screens for the tree rules. Source and plist rules read Swift files
    /// and `Info.plist` files directly.
    public static let standard: [FrontEnd] = [.snapshot, .runtimeCapture, .swiftUI, .uiKit]

    /// Snapshot JSON files (`docs/snapshot-format.md`): the first screen and every named screen,
    /// in name order, go to the tree rules.
    public static let snapshot = FrontEnd(name: "snapshot", kind: .snapshot) { input in
        guard let data = FileManager.default.contents(atPath: input.path) else {
            throw AuditError.file(input.path, message: "cannot read the file")
        }
        let snapshot = try Snapshot.decode(data)
        let named = snapshot.screens.keys.sorted().compactMap { snapshot.screens[$0] }
        return FrontEndOutput(screens: [snapshot.screen] + named)
    }
}
