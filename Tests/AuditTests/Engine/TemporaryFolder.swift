import Foundation

/// A folder under the system's temporary directory, removed when the value is released.
final class TemporaryFolder {
    let path: String

    init() throws {
        path = NSTemporaryDirectory() + "perceive-audit-tests-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(atPath: path) }

    /// Writes `contents` to `relativePath`, creating folders on the way; returns the full path.
    @discardableResult
    func write(_ relativePath: String, _ contents: String) throws -> String {
        try write(relativePath, data: Data(contents.utf8))
    }

    @discardableResult
    func write(_ relativePath: String, data: Data) throws -> String {
        let full = path + "/" + relativePath
        try FileManager.default.createDirectory(atPath: (full as NSString).deletingLastPathComponent,
                                                withIntermediateDirectories: true)
        try data.write(to: URL(fileURLWithPath: full))
        return full
    }
}
