import AccessibilityTree
import Foundation
import RuntimeCapture

/// The capture fixtures, each screen written in the four formats: a shelter's dog list (a
/// navigation bar with a heading and an unlabelled filter button, a table of three dogs, a
/// switch, an image without a label and a tab bar), and the Exceptional Dogs screen of WWDC 2018
/// session 230 before and after its fixes (`dogs-before.*`, `dogs-after.*`).
///
/// Written for this project in the shapes real captures have: the page source as WebDriverAgent
/// writes it (an `AppiumAUT` root, elements named by type, the attributes of Appium's XCUITest
/// driver "Element Attributes" reference, integral frames as `wdFrame` makes them; public test
/// data such as ldi-github/shirates-core's `XmlDataIos.kt` has the same form); `debugDescription`
/// as XCUITest prints it (`Attributes:`, `Element subtree:`, ` →Application, 0x…, pid: …`, two
/// spaces a level, `Path to element:` and `Query chain:` after); the snapshot dictionaries keyed
/// by `XCUIElement.AttributeName` with `CGRect`'s dictionary frames (docs/runtime-capture.md).
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
