import AccessibilityTree
import Basics
import Foundation

/// Reading and writing the snapshot JSON format (`docs/snapshot-format.md`).
extension Snapshot {
    /// The value of the `format` member.
    public static let format = "perceive-snapshot"
    /// The format versions this codec reads and writes.
    public static let supportedVersions: ClosedRange<Int> = 1...1


    /// The snapshot `data` holds.
    ///
    /// - Parameter file: the name errors are attributed to (`dogs.json`).
    /// - Throws: a `SnapshotError` naming the file, the JSON path and the problem.
    public static func decode(_ data: Data, file: String? = nil) throws(SnapshotError) -> Snapshot {
        do {
            let value = try JSONParser.parse(data)
            return try SnapshotDecoder.decodeSnapshot(JSONNode(value: value, path: .root))
        } catch {
            throw SnapshotError(error, file: file)
        }
    }

    /// The snapshot in the file at `url`; errors name the file by its last path component.
    public static func read(contentsOf url: URL) throws(SnapshotError) -> Snapshot {
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw SnapshotError(file: url.path, path: "", message: "cannot read the file (\(error.localizedDescription))")
        }
        return try decode(data, file: url.lastPathComponent)
    }

    /// The snapshot as pretty JSON with sorted keys and defaults left out: the same snapshot
    /// always gives the same bytes.
    public func encoded() -> Data {
        Data(JSONWriter.text(of: SnapshotEncoder.encodeSnapshot(self)).utf8)
    }

    /// Writes `encoded()` to `url` atomically (a temporary file, then a rename), so a reader
    /// never sees half a snapshot.
    public func write(to url: URL) throws(SnapshotError) {
        do {
            try encoded().write(to: url, options: .atomic)
        } catch {
            throw SnapshotError(file: url.path, path: "", message: "cannot write the file (\(error.localizedDescription))")
        }
    }
}
