import Foundation

/// A snapshot file: a screen's accessibility tree, other named screens it can navigate to, and
/// what its elements do when acted on.
///
/// The JSON form is `{"format": "perceive-snapshot", "version": 1, "screen": {…},
/// "screens": {"gallery": {…}}}`, documented in `docs/snapshot-format.md` with a JSON Schema
/// in `docs/snapshot.schema.json`. Behaviours are written on the elements (`"behaviors"`) and
/// kept here by screen and element id, since they are not part of the accessibility tree.
public struct Snapshot: Hashable, Sendable {
    /// The value of the `format` member.
    public static let format = "perceive-snapshot"
    /// The format versions this codec reads and writes.
    public static let supportedVersions: ClosedRange<Int> = 1...1

    /// The screen shown first.
    public var screen: Screen
    /// Other screens, by the name behaviours navigate to.
    public var screens: [String: Screen]
    /// What the elements of `screen` do, by element id.
    public var behaviors: [ElementID: ElementBehavior]
    /// What the elements of each of `screens` do, by screen name and element id.
    public var screenBehaviors: [String: [ElementID: ElementBehavior]]

    public init(screen: Screen, screens: [String: Screen] = [:],
                behaviors: [ElementID: ElementBehavior] = [:],
                screenBehaviors: [String: [ElementID: ElementBehavior]] = [:]) {
        self.screen = screen
        self.screens = screens
        self.behaviors = behaviors
        self.screenBehaviors = screenBehaviors
    }

    /// The screen called `name`, or the first screen for nil.
    public func screen(named name: String?) -> Screen? {
        guard let name else { return screen }
        return screens[name]
    }

    /// The behaviours of the elements of the screen called `name` (the first screen for nil).
    public func behaviors(onScreen name: String?) -> [ElementID: ElementBehavior] {
        guard let name else { return behaviors }
        return screenBehaviors[name] ?? [:]
    }

    // MARK: - Reading and writing

    /// The snapshot `data` holds.
    ///
    /// - Parameter file: the name errors are attributed to (`dogs.json`).
    /// - Throws: a `SnapshotError` naming the file, the JSON path and the problem.
    public static func decode(_ data: Data, file: String? = nil) throws(SnapshotError) -> Snapshot {
        do {
            let value = try JSONParser.parse(data)
            return try SnapshotDecoder.decodeSnapshot(JSONNode(value: value, path: .root))
        } catch {
            throw error.inFile(file)
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
