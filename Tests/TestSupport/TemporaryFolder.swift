import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A fresh folder under the system's temporary directory (`TMPDIR`), removed with everything in
/// it when the value is released: at the end of the test that made it, whether the test passed,
/// failed or threw. A test keeps it in a local constant or a stored property of its suite, so it
/// lives exactly as long as the test.
public final class TemporaryFolder: Sendable {
    /// The folder's absolute path, without a trailing slash.
    public let path: String

    /// Makes the folder; `label` begins its name, so a folder left by a crashed run says which
    /// tests made it. `mkdtemp(3)` makes it with a short unique end (six characters), never a
    /// folder that exists already: a path kept short leaves room below it for programs whose own
    /// paths there have a length limit (a Unix socket's path is at most 107 bytes, `unix(7)`;
    /// Chromium makes its profile's socket in the temporary directory it is given).
    public init(_ label: String = "tests") throws {
        let pattern = NSTemporaryDirectory() + "perceive-" + label + "-XXXXXX"
        var template = Array(pattern.utf8CString)
        guard let made = mkdtemp(&template) else {
            throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: pattern])
        }
        path = String(cString: made)
    }

    deinit { try? FileManager.default.removeItem(atPath: path) }

    public var url: URL { URL(fileURLWithPath: path, isDirectory: true) }

    /// The full path of `relativePath` inside the folder (nothing is created).
    public func path(_ relativePath: String) -> String { path + "/" + relativePath }

    /// Makes the folder `relativePath` and those on the way; returns its full path.
    @discardableResult
    public func makeFolder(_ relativePath: String) throws -> String {
        let full = path(relativePath)
        try FileManager.default.createDirectory(atPath: full, withIntermediateDirectories: true)
        return full
    }

    /// Writes `contents` to `relativePath`, creating folders on the way; returns the full path.
    @discardableResult
    public func write(_ relativePath: String, _ contents: String) throws -> String {
        try write(relativePath, data: Data(contents.utf8))
    }

    @discardableResult
    public func write(_ relativePath: String, data: Data) throws -> String {
        let full = path(relativePath)
        try FileManager.default.createDirectory(atPath: (full as NSString).deletingLastPathComponent,
                                                withIntermediateDirectories: true)
        try data.write(to: URL(fileURLWithPath: full))
        return full
    }
}
