import AccessibilityTree

/// The display settings a screen is built under: one group of options shared by every command
/// that builds screens (argument-parser's `@OptionGroup`), each option declared once with its help
/// and the setting it turns on.
public enum DisplaySettingsOptions {
    /// `--dynamic-type SIZE`.
    public static let dynamicType = Option<ContentSizeCategory>(
        "dynamic-type", valueName: "SIZE", help: "Dynamic Type size: XS S M L XL XXL XXXL AX1 … AX5 (default L)",
        accepted: ContentSizeCategory.allCases.map(\.shortName), parse: ContentSizeCategory.init(name:))

    /// `--color-filter FILTER`.
    public static let colorFilter = Option<ColorFilter>(
        "color-filter", valueName: "FILTER",
        help: "Color Filters: " + ColorFilter.allCases.map(\.rawValue).joined(separator: ", ") + " (default none)")

    /// The settings that are on or off, each with the flag that turns it on.
    public static let switches: [DisplaySwitch] = [
        DisplaySwitch(Flag("bold-text", help: "Bold Text on"), \.boldText),
        DisplaySwitch(Flag("reduce-motion", help: "Reduce Motion on"), \.reduceMotion),
        DisplaySwitch(Flag("reduce-transparency", help: "Reduce Transparency on"), \.reduceTransparency),
        DisplaySwitch(Flag("increase-contrast", help: "Increase Contrast on"), \.increaseContrast),
        DisplaySwitch(Flag("differentiate-without-color", help: "Differentiate Without Color on"),
                      \.differentiateWithoutColor),
        DisplaySwitch(Flag("on-off-labels", help: "On/Off Labels on"), \.onOffLabels),
        DisplaySwitch(Flag("button-shapes", help: "Button Shapes on"), \.buttonShapes),
        DisplaySwitch(Flag("dark-mode", help: "Dark appearance"), \.darkMode),
    ]

    /// The group the help lists under `DISPLAY SETTINGS:`.
    public static let group = OptionGroup(
        "DISPLAY SETTINGS", [dynamicType.spec] + switches.map(\.flag.spec) + [colorFilter.spec])

    /// `base` with every display setting the command line gives.
    public static func settings(from arguments: ParsedArguments,
                                base: AccessibilitySettings = AccessibilitySettings()) throws(CommandError)
        -> AccessibilitySettings {
        var settings = base
        if let size = try arguments.value(dynamicType) { settings.contentSize = size }
        if let filter = try arguments.value(colorFilter) { settings.colorFilter = filter }
        for setting in switches where arguments.contains(setting.flag) { settings[keyPath: setting.keyPath] = true }
        return settings
    }

    /// The display settings given, as typed (`--bold-text`), in the order the help lists them.
    public static func given(in arguments: ParsedArguments) -> [String] {
        group.options.filter { arguments.contains($0) }.map(\.spelling)
    }
}

/// A display setting that is on or off, and the flag that turns it on.
public struct DisplaySwitch: Sendable {
    public let flag: Flag
    public let keyPath: WritableKeyPath<AccessibilitySettings, Bool> & Sendable

    init(_ flag: Flag, _ keyPath: WritableKeyPath<AccessibilitySettings, Bool> & Sendable) {
        self.flag = flag
        self.keyPath = keyPath
    }
}
