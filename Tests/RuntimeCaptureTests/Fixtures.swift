import AccessibilityTree
import Foundation
import RuntimeCapture

/// The capture fixtures: one screen of a shelter's dog list (a navigation bar with a heading
/// and an unlabelled filter button, a table of three dogs, a switch, an image without a label
/// and a tab bar), written by hand in each format in the shapes Appium's page source and
/// XCUITest's `debugDescription` and `dictionaryRepresentation` have (docs/runtime-trees.md).
enum Fixtures {
    static let folder = Bundle.module.resourceURL!.appendingPathComponent("Fixtures")

    static let pageSource = "dogs-list.page-source.xml"
    static let debugDescription = "dogs-list.debug-description.txt"
    static let snapshotJSON = "dogs-list.snapshot.json"
    static let snapshotPropertyList = "dogs-list.snapshot.plist"
    static let all = [pageSource, debugDescription, snapshotJSON, snapshotPropertyList]

    static func path(_ name: String) -> String { folder.appendingPathComponent(name).path }

    static func bytes(_ name: String) throws -> [UInt8] { [UInt8](try Data(contentsOf: folder.appendingPathComponent(name))) }

    static func screen(_ name: String) throws -> Screen { try RuntimeCapture.screen(atPath: path(name)) }

    /// What reading `text` as a capture named `file` reports, or "no error".
    static func problem(_ text: String, file: String = "capture") -> String {
        do {
            _ = try RuntimeCapture.screen(from: Array(text.utf8), file: file)
            return "no error"
        } catch {
            return error.description
        }
    }
}
