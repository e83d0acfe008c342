import RuntimeCapture

extension FrontEnd {
    /// UI-test captures (docs/runtime-capture.md): Appium page source, XCUITest `debugDescription`
    /// and snapshot dictionaries, each one screen whose elements are placed at their line in the
    /// capture, so a finding points at the element as the capture wrote it.
    public static let runtimeCapture = FrontEnd(name: "runtime capture", kind: .runtimeCapture) { input in
        do throws(RuntimeCaptureError) {
            return FrontEndOutput(screens: [try RuntimeCapture.screen(atPath: input.path)])
        } catch {
            throw CaptureReadError(error)
        }
    }
}

/// A capture that could not be read, described without its file, which the report names
/// already: `line 3, column 1: the document ends before <XCUIElementTypeWindow> … is closed`.
private struct CaptureReadError: Error, CustomStringConvertible {
    var description: String

    init(_ error: RuntimeCaptureError) {
        let place = error.line.map { "line \($0)" + (error.column.map { ", column \($0)" } ?? "") + ": " } ?? ""
        description = place + error.message
    }
}
