/// The platform an audit reads the code as built for: which `#if os(…)`/`canImport(…)` clauses
/// compile, which declarations `@available(…, unavailable)` removes, and (iPadOS) the size class
/// of the first screen (docs/swiftui-coverage.md, Platforms).
public enum TargetPlatform: String, CaseIterable, Hashable, Codable, Sendable {
    case iOS = "ios", iPadOS = "ipados", macOS = "macos", visionOS = "visionos", tvOS = "tvos", watchOS = "watchos"

    /// The names `#if os(…)` tests true for this platform: iPadOS apps are built for `os(iOS)`;
    /// `OSX` and `xrOS` are the older spellings of macOS and visionOS (The Swift Programming
    /// Language, "Compiler Control Statements").
    var operatingSystemNames: Set<String> {
        switch self {
        case .iOS, .iPadOS: return ["iOS"]
        case .macOS: return ["macOS", "OSX"]
        case .visionOS: return ["visionOS", "xrOS"]
        case .tvOS: return ["tvOS"]
        case .watchOS: return ["watchOS"]
        }
    }

    /// Whether people can choose a text size the app's text follows (Dynamic Type): every
    /// platform but macOS, whose built-in text styles have one size each (Apple, Human Interface
    /// Guidelines, Typography: "macOS built-in text styles"; docs/dynamic-type.md, Platforms without
    /// Dynamic Type).
    public var hasDynamicType: Bool { self != .macOS }

    /// The platforms with Dynamic Type (`hasDynamicType`).
    public static let withDynamicType = Set(allCases.filter(\.hasDynamicType))

    /// The size a control should be at least, in points, each side: the default control size of
    /// the platform (Apple, Human Interface Guidelines, Accessibility: "Buttons and controls":
    /// iOS and iPadOS 44, macOS 28, tvOS 66, visionOS 60, watchOS 44).
    public var defaultControlSize: Double {
        switch self {
        case .iOS, .iPadOS, .watchOS: 44
        case .macOS: 28
        case .tvOS: 66
        case .visionOS: 60
        }
    }

    /// The platform's name as Apple writes it.
    public var displayName: String {
        switch self {
        case .iOS: "iOS"
        case .iPadOS: "iPadOS"
        case .macOS: "macOS"
        case .visionOS: "visionOS"
        case .tvOS: "tvOS"
        case .watchOS: "watchOS"
        }
    }

    /// The platform names an `@available` attribute uses for this platform (iPadOS shares iOS's).
    var availabilityNames: Set<String> {
        operatingSystemNames.reduce(into: operatingSystemNames) { names, name in names.insert(name + "ApplicationExtension") }
    }

    /// The frameworks of one platform family, which `canImport(…)` finds only there; any other
    /// module is taken to be importable (a package the project depends on).
    private static let platformFrameworks: [String: Set<TargetPlatform>] = [
        "AppKit": [.macOS], "Cocoa": [.macOS],
        "UIKit": [.iOS, .iPadOS, .visionOS, .tvOS, .watchOS],
        "WatchKit": [.watchOS], "ClockKit": [.watchOS],
        "TVUIKit": [.tvOS], "CarPlay": [.iOS, .iPadOS],
        "ARKit": [.iOS, .iPadOS, .visionOS],
    ]

    /// Whether `canImport(module)` holds when building for this platform.
    func canImport(_ module: String) -> Bool {
        let framework = module.split(separator: ".").first.map(String.init) ?? module
        return Self.platformFrameworks[framework]?.contains(self) ?? true
    }

    /// The horizontal size class of the first screen: regular on an iPad at full width, compact
    /// elsewhere (an iPhone in portrait; the other platforms' layouts are not modelled).
    var firstSizeClass: BranchExploration.SizeClass { self == .iPadOS ? .regular : .compact }

    /// The names `--platform` and `.perceive.json`'s `platform` accept, in order.
    public static var names: [String] { allCases.map(\.rawValue) }
}
