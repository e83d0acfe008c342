import AccessibilityTree
import Foundation

/// Trees captured from running apps by UI tests, read into `Screen`s (docs/runtime-capture.md).
///
/// Whatever framework drew the app (SwiftUI, UIKit, React Native, Flutter, a web view), its UI
/// tests see the accessibility tree the app exposes; each capture format becomes a `Screen`, so
/// the VoiceOver simulator speaks it and every tree rule audits it, on any machine.
public enum RuntimeCapture {
    /// The screen the capture in `bytes` holds, its format told from its content.
    ///
    /// - Parameter file: the name errors and element locations are attributed to.
    /// - Throws: `RuntimeCaptureError` naming the file, the line and column, and the problem.
    public static func screen(from bytes: [UInt8], file: String) throws(RuntimeCaptureError) -> Screen {
        guard let format = CaptureFormat.sniff(bytes) else {
            throw RuntimeCaptureError(file: file, message: "not a UI-test capture Perceive reads ("
                + "Appium page source, XCUITest debugDescription, or an XCUITest snapshot as JSON or a property list)")
        }
        let root = try element(from: bytes, format: format, file: file)
        return CaptureLowering.screen(root: root, fallbackName: (file as NSString).lastPathComponent)
    }

    /// The screen of the capture file at `path`.
    public static func screen(atPath path: String) throws(RuntimeCaptureError) -> Screen {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw RuntimeCaptureError(file: path, message: "cannot read the file")
        }
        return try screen(from: [UInt8](data), file: path)
    }

    /// Whether the file at `path` starts like a capture (`CaptureFormat.sniff`), reading only its
    /// first few kilobytes. A binary property list is not taken for one: builds leave many.
    public static func isCapture(atPath path: String) -> Bool {
        guard let handle = FileHandle(forReadingAtPath: path) else { return false }
        defer { try? handle.close() }
        let prefix = (try? handle.read(upToCount: CaptureFormat.sniffLength)) ?? Data()
        guard let format = CaptureFormat.sniff([UInt8](prefix)) else { return false }
        return format != .binaryPropertyList
    }

    /// The captured element tree of `bytes` in `format`.
    public static func element(from bytes: [UInt8], format: CaptureFormat, file: String) throws(RuntimeCaptureError) -> CapturedElement {
        switch format {
        case .pageSource:
            return try PageSourceReader.read(bytes, file: file)
        case .debugDescription:
            guard let text = String(validating: bytes, as: UTF8.self) else {
                throw RuntimeCaptureError(file: file, message: "the text is not valid UTF-8")
            }
            return try DebugDescriptionReader.read(text, file: file)
        case .snapshotJSON:
            return try SnapshotDictionaryReader.readJSON(bytes, file: file)
        case .snapshotPropertyList:
            return try SnapshotDictionaryReader.readPropertyList(bytes, file: file)
        case .binaryPropertyList:
            throw RuntimeCaptureError(file: file, message: "a binary property list: convert it to XML first "
                + "(`plutil -convert xml1 FILE` on macOS) so its lines can be named in messages")
        }
    }
}
