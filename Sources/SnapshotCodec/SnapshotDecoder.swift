import AccessibilityTree
import Basics

/// Reads a parsed snapshot document into a `Snapshot`, checking every member's type, range and
/// name, then that every element id a member refers to exists.
///
/// Errors name the JSON path of the offending value. References are checked after all screens
/// are read, so an element may refer to one declared after it.
struct SnapshotDecoder {
    /// Screen names for references: nil is the first screen (`screen`).
    typealias ScreenKey = String?

    /// An element id some member names, checked once every screen is read.
    struct Reference {
        enum Scope {
            /// The id must exist on this screen.
            case screen(ScreenKey)
            /// The screen is only known while the scene plays (after `back`): any screen will do.
            case anyScreen
        }

        var id: ElementID
        var scope: Scope
        var path: JSONPath
    }

    /// The names of `screens`, known before any screen is read so navigation can be checked;
    /// nil when reading a part on its own (an effect through `Codable`), where they are unknown.
    let screenNames: [String]?
    /// The ids on each screen read so far, with where each was declared.
    private(set) var ids: [ScreenKey: [ElementID: JSONPath]] = [:]
    var references: [Reference] = []
    var behaviors: [ScreenKey: [ElementID: ElementBehavior]] = [:]

    static func decodeSnapshot(_ node: JSONNode) throws(JSONError) -> Snapshot {
        let document = try node.object(keys: SnapshotKeys.document)
        let format = try document.required("format").string()
        guard format == Snapshot.format else {
            throw JSONPath.root.appending("format").error(
                "expected \"\(Snapshot.format)\", found \"\(format)\"")
        }
        let versionNode = try document.required("version")
        let version = try versionNode.integer(in: Int.min / 2...Int.max / 2)
        guard Snapshot.supportedVersions.contains(version) else {
            throw versionNode.error(
                "unsupported version \(version) (this reader understands version \(Snapshot.supportedVersions.upperBound))")
        }
        let screensObject = try document.optional("screens") { node throws(JSONError) in
            try node.object(keys: node.value.objectKeys)
        }
        var decoder = SnapshotDecoder(screenNames: screensObject?.members.map(\.key) ?? [])
        let screen = try decoder.decodeScreen(try document.required("screen"), key: nil)
        var screens: [String: Screen] = [:]
        for member in screensObject?.members ?? [] {
            let path = JSONPath.root.appending("screens").appending(member.key)
            guard !member.key.allSatisfy(\.isWhitespace) else { throw path.error("a screen name must not be empty") }
            screens[member.key] = try decoder.decodeScreen(JSONNode(value: member.value, path: path), key: member.key)
        }
        try decoder.checkReferences()
        var screenBehaviors = decoder.behaviors
        let mainBehaviors = screenBehaviors.removeValue(forKey: nil) ?? [:]
        return Snapshot(
            screen: screen, screens: screens, behaviors: mainBehaviors,
            screenBehaviors: Dictionary(uniqueKeysWithValues: screenBehaviors.compactMap { key, value in
                key.map { ($0, value) }
            }).filter { !$0.value.isEmpty })
    }

    // MARK: - Screens

    mutating func decodeScreen(_ node: JSONNode, key: ScreenKey) throws(JSONError) -> Screen {
        let object = try node.object(keys: SnapshotKeys.screen)
        ids[key] = [:]
        let root = try decodeElement(try object.required("root"), screen: key)
        return Screen(
            name: try object.optional("name") { node throws(JSONError) in try node.string() },
            root: root,
            size: try object.optional("size", Self.decodeSize) ?? Screen.defaultSize,
            settings: try object.optional("settings", Self.decodeSettings) ?? AccessibilitySettings(),
            source: try object.optional("source", Self.decodeSource),
            contentBeyondScreen: try object.optional("contentBeyondScreen", Self.decodeContentBeyondScreen),
            isPreviewArrangement: try object.optional("isPreviewArrangement") { node throws(JSONError) in try node.bool() } ?? false)
    }

    static func decodeContentBeyondScreen(_ node: JSONNode) throws(JSONError) -> ContentBeyondScreen {
        let object = try node.object(keys: SnapshotKeys.contentBeyondScreen)
        return ContentBeyondScreen(
            source: try decodeSource(try object.required("source")),
            size: try decodeContentSize(try object.required("size")),
            height: try decodeLength(try object.required("height")),
            heightAtSize: try decodeLength(try object.required("heightAtSize")),
            room: try decodeLength(try object.required("room")))
    }

    /// Records that the element at `path` on `screen` has `id`; a second declaration is an error.
    mutating func declare(_ id: ElementID, at path: JSONPath, screen: ScreenKey) throws(JSONError) {
        if let first = ids[screen]?[id] {
            throw path.appending("id").error("duplicate id \"\(id)\" (first declared at \(first.readableDescription))")
        }
        ids[screen, default: [:]][id] = path
    }

    /// Records a reference from `node` (an id string) to an element on `scope`.
    mutating func reference(_ node: JSONNode, scope: Reference.Scope) throws(JSONError) -> ElementID {
        let id = ElementID(try node.nonEmptyString("an element id"))
        references.append(Reference(id: id, scope: scope, path: node.path))
        return id
    }

    func checkReferences() throws(JSONError) {
        for reference in references {
            let candidates: [ElementID: JSONPath]
            switch reference.scope {
            case let .screen(key):
                candidates = ids[key] ?? [:]
            case .anyScreen:
                candidates = ids.values.reduce(into: [:]) { all, screenIDs in all.merge(screenIDs) { first, _ in first } }
            }
            guard candidates[reference.id] == nil else { continue }
            let suggestion = NameSuggestion.nearest(to: reference.id.rawValue, in: candidates.keys.map(\.rawValue).sorted())
            let screenName: String
            switch reference.scope {
            case .screen(nil): screenName = "on the screen"
            case let .screen(name?): screenName = "on the screen \"\(name)\""
            case .anyScreen: screenName = "on any screen"
            }
            throw reference.path.error("no element with id \"\(reference.id)\" \(screenName)"
                + (suggestion.map { ". " + NameSuggestion.question($0) } ?? ""))
        }
    }
}

extension JSONValue {
    /// The keys of an object (any key is allowed where names are free, as in `screens`).
    var objectKeys: [String] {
        guard case let .object(members) = self else { return [] }
        return members.map(\.key)
    }
}
