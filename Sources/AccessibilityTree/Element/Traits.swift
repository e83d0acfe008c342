/// What an element is and how it behaves: UIKit's `UIAccessibilityTraits`, bit for bit.
///
/// Bit positions are the raw values UIKit uses (`UIAccessibilityConstants.h`; the private
/// bits from AXRuntime's `AXTraits.h`), so a snapshot captured on a device maps one to one.
/// Names are UIKit's; SwiftUI's `.isButton`, `.isHeader`… map onto the same bits.
/// See docs/voiceover-speech.md, Trait words for the words VoiceOver speaks for each.
public struct Traits: OptionSet, Hashable, Sendable {
    public let rawValue: UInt64

    public init(rawValue: UInt64) { self.rawValue = rawValue }

    public static let button = Traits(rawValue: 1 << 0)
    public static let link = Traits(rawValue: 1 << 1)
    public static let image = Traits(rawValue: 1 << 2)
    public static let selected = Traits(rawValue: 1 << 3)
    public static let playsSound = Traits(rawValue: 1 << 4)
    public static let keyboardKey = Traits(rawValue: 1 << 5)
    public static let staticText = Traits(rawValue: 1 << 6)
    public static let summaryElement = Traits(rawValue: 1 << 7)
    public static let notEnabled = Traits(rawValue: 1 << 8)
    public static let updatesFrequently = Traits(rawValue: 1 << 9)
    public static let searchField = Traits(rawValue: 1 << 10)
    public static let startsMediaSession = Traits(rawValue: 1 << 11)
    public static let adjustable = Traits(rawValue: 1 << 12)
    public static let allowsDirectInteraction = Traits(rawValue: 1 << 13)
    public static let causesPageTurn = Traits(rawValue: 1 << 14)
    public static let tabBar = Traits(rawValue: 1 << 15)
    public static let header = Traits(rawValue: 1 << 16)
    /// Private in UIKit (`webContent`).
    public static let webContent = Traits(rawValue: 1 << 17)
    /// Private in UIKit: text fields and text views ("Text Field").
    public static let textEntry = Traits(rawValue: 1 << 18)
    /// Private in UIKit: a text field being edited ("Is editing").
    public static let isEditing = Traits(rawValue: 1 << 21)
    /// Private in UIKit: a secure text field ("Secure Text Field").
    public static let secureTextField = Traits(rawValue: 1 << 24)
    /// Private in UIKit: a navigation back button ("Back Button").
    public static let backButton = Traits(rawValue: 1 << 27)
    /// Private in UIKit: a `UITabBar` item ("Tab").
    public static let tabButton = Traits(rawValue: 1 << 28)
    /// iOS 17: the element implements zoom in and out.
    public static let supportsZoom = Traits(rawValue: 1 << 46)
    /// Private in UIKit: a multi-line text view.
    public static let textArea = Traits(rawValue: 1 << 47)
    /// iOS 17 `toggleButton` (SwiftUI `.isToggle`): value "1"/"0"/"2" reads On/Off/Mixed.
    public static let toggle = Traits(rawValue: 1 << 53)

    /// Every named trait with the name used in snapshots and messages, in bit order.
    public static let named: [(name: String, trait: Traits)] = [
        ("button", .button), ("link", .link), ("image", .image), ("selected", .selected),
        ("playsSound", .playsSound), ("keyboardKey", .keyboardKey), ("staticText", .staticText),
        ("summaryElement", .summaryElement), ("notEnabled", .notEnabled),
        ("updatesFrequently", .updatesFrequently), ("searchField", .searchField),
        ("startsMediaSession", .startsMediaSession), ("adjustable", .adjustable),
        ("allowsDirectInteraction", .allowsDirectInteraction), ("causesPageTurn", .causesPageTurn),
        ("tabBar", .tabBar), ("header", .header), ("webContent", .webContent),
        ("textEntry", .textEntry), ("isEditing", .isEditing), ("secureTextField", .secureTextField),
        ("backButton", .backButton), ("tabButton", .tabButton), ("supportsZoom", .supportsZoom),
        ("textArea", .textArea), ("toggle", .toggle),
    ]

    /// The trait called `name` in snapshots (`"button"`, `"notEnabled"`…), or nil.
    public init?(name: String) {
        guard let entry = Traits.named.first(where: { $0.name == name }) else { return nil }
        self = entry.trait
    }

    /// The names of the traits set, in bit order.
    public var names: [String] {
        Traits.named.filter { contains($0.trait) }.map(\.name)
    }
}

extension Traits: Codable {
    /// Encoded as an array of names (`["button", "selected"]`), which a person can read and write.
    public init(from decoder: any Decoder) throws {
        var container = try decoder.unkeyedContainer()
        var traits: Traits = []
        while !container.isAtEnd {
            let name = try container.decode(String.self)
            guard let trait = Traits(name: name) else {
                throw DecodingError.dataCorruptedError(
                    in: container, debugDescription: "unknown trait \"\(name)\"")
            }
            traits.insert(trait)
        }
        self = traits
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.unkeyedContainer()
        for name in names { try container.encode(name) }
    }
}

extension Traits: CustomStringConvertible {
    public var description: String { "[" + names.joined(separator: ", ") + "]" }
}
