import Foundation

/// What an app's `Info.plist` says that matters to accessibility: the interface orientations
/// it supports (a locked orientation fails WCAG 2.1 SC 1.3.4 Orientation unless essential).
public struct InfoPlistFacts: Hashable, Codable, Sendable {
    /// The plist's path.
    public var file: String
    /// `UISupportedInterfaceOrientations`, e.g. `UIInterfaceOrientationPortrait`; nil when absent.
    public var supportedInterfaceOrientations: [String]?
    /// `UISupportedInterfaceOrientations~ipad`; nil when absent.
    public var supportedInterfaceOrientationsForPad: [String]?
    /// `UIRequiresFullScreen`.
    public var requiresFullScreen: Bool

    public init(file: String, supportedInterfaceOrientations: [String]? = nil,
                supportedInterfaceOrientationsForPad: [String]? = nil, requiresFullScreen: Bool = false) {
        self.file = file
        self.supportedInterfaceOrientations = supportedInterfaceOrientations
        self.supportedInterfaceOrientationsForPad = supportedInterfaceOrientationsForPad
        self.requiresFullScreen = requiresFullScreen
    }

    /// Whether the iPhone orientations allow only portrait or only landscape.
    public var isOrientationLocked: Bool {
        guard let orientations = supportedInterfaceOrientations, !orientations.isEmpty else { return false }
        let hasPortrait = orientations.contains { $0.hasPrefix("UIInterfaceOrientationPortrait") }
        let hasLandscape = orientations.contains { $0.hasPrefix("UIInterfaceOrientationLandscape") }
        return hasPortrait != hasLandscape
    }

    /// Reads the XML or binary property list at `path`.
    public static func read(at path: String) throws(AssetCatalogError) -> InfoPlistFacts {
        let data = try CatalogFile.contents(of: path)
        let object: Any
        do {
            object = try PropertyListSerialization.propertyList(from: data, options: [], format: nil)
        } catch {
            throw AssetCatalogError(file: path, problem: "not a property list")
        }
        guard let root = object as? [String: Any] else {
            throw AssetCatalogError(file: path, problem: "the property list's root is not a dictionary")
        }
        func strings(_ key: String) throws(AssetCatalogError) -> [String]? {
            guard let value = root[key] else { return nil }
            guard let array = value as? [Any], let strings = array as? [String] else {
                throw AssetCatalogError(file: path, jsonPath: key, problem: "expected an array of strings")
            }
            return strings
        }
        return InfoPlistFacts(file: path,
                              supportedInterfaceOrientations: try strings("UISupportedInterfaceOrientations"),
                              supportedInterfaceOrientationsForPad: try strings("UISupportedInterfaceOrientations~ipad"),
                              requiresFullScreen: root["UIRequiresFullScreen"] as? Bool ?? false)
    }
}
