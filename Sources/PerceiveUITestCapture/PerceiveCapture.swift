// Compiled only where XCTest's UI automation exists (an XCUITest target on Apple platforms); on
// Linux, and wherever XCTest cannot be imported, this module is empty, so the package builds.
#if canImport(XCTest) && (os(iOS) || os(tvOS) || os(macOS) || os(visionOS))
import AccessibilityTree
import Foundation
import RuntimeCapture
import SnapshotCodec
import XCTest

/// Writes the screen a UI test sees as a Perceive snapshot, for `perceive voiceover` and
/// `perceive audit` on any machine (docs/runtime-capture.md, Capturing from UI tests).
///
/// ```swift
/// let app = XCUIApplication()
/// app.launch()
/// try PerceiveCapture.write(app, named: "home", to: captures)
/// ```
///
/// Everything `XCUIElementSnapshot` exposes (`XCUIElementAttributes`: element type, identifier,
/// label, value, title, placeholder, frame, enabled, selected, focus, children) goes through the
/// same mapping as the capture readers (`CaptureLowering`), so a written snapshot speaks as the
/// app's `snapshot()` read from a file would; what XCUITest does not expose stays unknown.
public enum PerceiveCapture {
    /// Captures `element`'s tree (the whole app when given the application) and writes it to
    /// `folder/name.json`, returning the file.
    @MainActor
    @discardableResult
    public static func write(_ element: XCUIElement, named name: String, to folder: URL) throws -> URL {
        let screen = CaptureLowering.screen(root: captured(try element.snapshot()), fallbackName: name)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let url = folder.appendingPathComponent(name + ".json")
        try Snapshot(screen: screen).write(to: url)
        return url
    }

    /// One snapshot and its descendants as captured elements.
    @MainActor
    static func captured(_ snapshot: any XCUIElementSnapshot) -> CapturedElement {
        let type = ElementType(rawValue: Int(snapshot.elementType.rawValue))
        return CapturedElement(
            type: type, typeName: type?.name ?? String(snapshot.elementType.rawValue),
            identifier: snapshot.identifier, label: snapshot.label, value: snapshot.value.map { "\($0)" },
            title: snapshot.title, placeholderValue: snapshot.placeholderValue,
            frame: Rect(x: Double(snapshot.frame.minX), y: Double(snapshot.frame.minY),
                        width: Double(snapshot.frame.width), height: Double(snapshot.frame.height)),
            isEnabled: snapshot.isEnabled, isSelected: snapshot.isSelected, hasFocus: snapshot.hasFocus,
            children: snapshot.children.map(captured))
    }
}
#endif
