import Foundation

/// This repository's files, for the tests that read its documents, workflows and manifest.
enum Repository {
    /// The folder of `Package.swift`.
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// The text of the file at `path`, relative to the root.
    static func read(_ path: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    }
}
