/// The kinds of file the audit reads; each is handed to the front ends registered for it.
public enum InputKind: String, Hashable, Codable, Sendable, CaseIterable, Comparable {
    /// A `.swift` file: parsed once, read by every `SourceRule` and every Swift front end.
    case swiftSource
    /// A `*.json` file whose `format` is `perceive-snapshot`.
    case snapshot
    /// An `.xcassets` folder.
    case assetCatalog
    /// An `Info.plist`.
    case infoPlist
    /// A tree a UI test captured from the running app (Appium page source, XCUITest
    /// `debugDescription` or snapshot dictionary), told by its content (docs/runtime-capture.md).
    case runtimeCapture
    /// An `.xcodeproj` folder: not audited, but read for the platforms its targets build each
    /// Swift file for (`TargetMembership`).
    case xcodeProject
    /// A nib (`.xib`) or storyboard: not audited, but read for the catalog colours it names
    /// (`CatalogColourNames`) and the Swift types it creates (`TypesNothingNames`).
    case interfaceBuilder
    /// An Objective-C source or header (`.m`, `.mm`, `.h`): not audited, but read, as a nib is,
    /// for the catalog colours it names and the Swift types it creates.
    case objectiveCSource
    /// A strings table (`.xcstrings`, or `.strings` in an `.lproj` folder): not audited, but read
    /// for the texts the code's keys stand for (`StringsTables`).
    case stringsTable

    public static func < (lhs: InputKind, rhs: InputKind) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// One file (or asset catalog folder) found under the audited paths.
public struct AuditInput: Hashable, Codable, Sendable, Comparable {
    /// The path as it will appear in findings: relative to where the user pointed, as given.
    public var path: String
    public var kind: InputKind

    public init(path: String, kind: InputKind) {
        self.path = path
        self.kind = kind
    }

    public static func < (lhs: AuditInput, rhs: AuditInput) -> Bool {
        (lhs.path, lhs.kind) < (rhs.path, rhs.kind)
    }
}
