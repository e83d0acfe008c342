import AccessibilityTree
import Basics

/// Writes a `Snapshot` as the JSON `SnapshotDecoder` reads, leaving out every member that holds
/// its default (empty lists, false, nil), so files stay short and `decode(encode(x)) == x`.
enum SnapshotEncoder {
    static func encodeSnapshot(_ snapshot: Snapshot) -> JSONValue {
        var document = ObjectBuilder()
        document["format"] = .string(Snapshot.format)
        document["version"] = .number(Double(Snapshot.supportedVersions.upperBound))
        document["screen"] = encodeScreen(snapshot.screen, behaviors: snapshot.behaviors)
        if !snapshot.screens.isEmpty {
            document["screens"] = .object(snapshot.screens.sorted { $0.key < $1.key }.map { name, screen in
                (name, encodeScreen(screen, behaviors: snapshot.screenBehaviors[name] ?? [:]))
            })
        }
        return document.value
    }

    static func encodeScreen(_ screen: Screen, behaviors: [ElementID: ElementBehavior]) -> JSONValue {
        var object = ObjectBuilder()
        object["name"] = screen.name.map(JSONValue.string)
        if screen.size != Screen.defaultSize { object["size"] = encodeSize(screen.size) }
        let settings = encodeSettings(screen.settings)
        if settings != .object([]) { object["settings"] = settings }
        object["root"] = encodeElement(screen.root, behaviors: behaviors)
        object["source"] = screen.source.map(encodeSource)
        object["contentBeyondScreen"] = screen.contentBeyondScreen.map { beyond in
            .object([("source", encodeSource(beyond.source)), ("size", .string(beyond.size.rawValue)),
                     ("height", .number(beyond.height)), ("heightAtSize", .number(beyond.heightAtSize)),
                     ("room", .number(beyond.room))])
        }
        if screen.isPreviewArrangement { object["isPreviewArrangement"] = .bool(true) }
        return object.value
    }

    static func encodeSettings(_ settings: AccessibilitySettings) -> JSONValue {
        let defaults = AccessibilitySettings()
        var object = ObjectBuilder()
        if settings.contentSize != defaults.contentSize { object["contentSize"] = .string(settings.contentSize.rawValue) }
        let flags: [(String, KeyPath<AccessibilitySettings, Bool>)] = [
            ("boldText", \.boldText), ("reduceMotion", \.reduceMotion), ("reduceTransparency", \.reduceTransparency),
            ("increaseContrast", \.increaseContrast), ("differentiateWithoutColor", \.differentiateWithoutColor),
            ("onOffLabels", \.onOffLabels), ("buttonShapes", \.buttonShapes), ("darkMode", \.darkMode),
            ("voiceOverRunning", \.voiceOverRunning), ("speaksHints", \.speaksHints),
        ]
        for (key, keyPath) in flags where settings[keyPath: keyPath] != defaults[keyPath: keyPath] {
            object[key] = .bool(settings[keyPath: keyPath])
        }
        if settings.colorFilter != defaults.colorFilter { object["colorFilter"] = .string(settings.colorFilter.rawValue) }
        return object.value
    }

    static func encodeSize(_ size: Size) -> JSONValue {
        .object([("width", .number(size.width)), ("height", .number(size.height))])
    }

    static func encodeRect(_ rect: Rect) -> JSONValue {
        .object([("x", .number(rect.origin.x)), ("y", .number(rect.origin.y)),
                 ("width", .number(rect.size.width)), ("height", .number(rect.size.height))])
    }

    static func encodePoint(_ point: Point) -> JSONValue {
        .object([("x", .number(point.x)), ("y", .number(point.y))])
    }

    static func encodeSource(_ source: SourceLocation) -> JSONValue {
        var object = ObjectBuilder()
        object["file"] = .string(source.file)
        object["line"] = .number(Double(source.line))
        if source.column != 1 { object["column"] = .number(Double(source.column)) }
        return object.value
    }

    static func encodeStrings(_ strings: [String]) -> JSONValue? {
        strings.isEmpty ? nil : .array(strings.map(JSONValue.string))
    }

    static func encodeTraits(_ traits: Traits) -> JSONValue {
        .array(traits.names.map(JSONValue.string))
    }
}

/// Builds an object member by member; assigning nil leaves the member out.
struct ObjectBuilder {
    private(set) var members: [(key: String, value: JSONValue)] = []

    subscript(key: String) -> JSONValue? {
        get { members.first { $0.key == key }?.value }
        set {
            members.removeAll { $0.key == key }
            if let newValue { members.append((key, newValue)) }
        }
    }

    var value: JSONValue { .object(members) }
}
