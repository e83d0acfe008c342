import AccessibilityTree
import Basics

/// Reading a screen's `settings`.
extension SnapshotDecoder {
    static func decodeSettings(_ node: JSONNode) throws(JSONError) -> AccessibilitySettings {
        let object = try node.object(keys: SnapshotKeys.settings)
        var settings = AccessibilitySettings()
        func flag(_ key: String, _ keyPath: WritableKeyPath<AccessibilitySettings, Bool>) throws(JSONError) {
            if let value = try object.optional(key, { node throws(JSONError) in try node.bool() }) {
                settings[keyPath: keyPath] = value
            }
        }
        if let contentSize = try object.optional("contentSize", decodeContentSize) { settings.contentSize = contentSize }
        try flag("boldText", \.boldText)
        try flag("reduceMotion", \.reduceMotion)
        try flag("reduceTransparency", \.reduceTransparency)
        try flag("increaseContrast", \.increaseContrast)
        try flag("differentiateWithoutColor", \.differentiateWithoutColor)
        try flag("onOffLabels", \.onOffLabels)
        try flag("buttonShapes", \.buttonShapes)
        if let filter = try object.optional("colorFilter", { node throws(JSONError) in
            try node.caseName("colour filter", of: ColorFilter.self)
        }) { settings.colorFilter = filter }
        try flag("darkMode", \.darkMode)
        try flag("voiceOverRunning", \.voiceOverRunning)
        try flag("speaksHints", \.speaksHints)
        return settings
    }

    /// A content size category by any of its names (`AX3`, `accessibilityExtraLarge`, `accessibility3`).
    static func decodeContentSize(_ node: JSONNode) throws(JSONError) -> ContentSizeCategory {
        let name = try node.string()
        guard let category = ContentSizeCategory(name: name) else {
            let names = ContentSizeCategory.allCases.flatMap { [$0.rawValue, $0.shortName] }
            throw node.error("unknown content size \"\(name)\"" + NameSuggestion.hint(for: name, in: names))
        }
        return category
    }
}
