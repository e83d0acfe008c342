import AccessibilityTree
import Foundation
import RuntimeCapture

/// UI-test captures given to `perceive tree` and `perceive voiceover` (docs/runtime-capture.md):
/// recognised by their content, read into one screen each.
enum CaptureInput {
    /// Whether `path` is a file whose content is a capture (not a folder, which holds source).
    static func isCapture(_ path: String) -> Bool {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), !isFolder.boolValue else { return false }
        return RuntimeCapture.isCapture(atPath: path)
    }

    /// The screen of the capture at `path`; a problem names the file, line and column.
    static func screen(atPath path: String) throws(CommandError) -> Screen {
        do throws(RuntimeCaptureError) {
            return try RuntimeCapture.screen(atPath: path)
        } catch {
            throw .input(error.description)
        }
    }
}
