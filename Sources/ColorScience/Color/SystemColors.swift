/// The named colours of UIKit and SwiftUI, with their light, dark and increased-contrast values.
///
/// Values are the iOS 13–18 system colours as the HIG (Color › Specifications) tabulates them
/// for light, dark, light increased contrast and dark increased contrast; the UI element
/// colours (`label`, `systemBackground`…) are UIKit's values, which have no published
/// increased-contrast variant here, so they fall back to the standard ones. These tables are
/// not in the project's spec: UNVERIFIED beyond the HIG. The iOS 26 refresh changed some hues
/// and is not modelled.
public enum SystemColors {
    /// UIKit's dynamic system colours by name (`systemBlue`, `label`…).
    public static let uiKit: [String: DynamicColor] = tints.merging(grays) { a, _ in a }.merging(elements) { a, _ in a }

    /// SwiftUI's `Color` names (`Color.blue` is `systemBlue`, `Color.primary` is `label`).
    public static let swiftUI: [String: DynamicColor] = {
        var table: [String: DynamicColor] = [
            "black": DynamicColor(.black), "white": DynamicColor(.white), "clear": DynamicColor(.clear),
            "gray": grays["systemGray", default: DynamicColor(.black)],
            "primary": elements["label", default: DynamicColor(.black)],
            "secondary": elements["secondaryLabel", default: DynamicColor(.black)],
            "accentColor": tints["systemBlue", default: DynamicColor(.black)],
        ]
        for name in ["red", "orange", "yellow", "green", "mint", "teal", "cyan", "blue", "indigo", "purple",
                     "pink", "brown"] {
            table[name] = tints["system" + name.prefix(1).uppercased() + name.dropFirst()]
        }
        return table
    }()

    /// UIKit's fixed (non-dynamic) colours: `UIColor.red` is pure red, unlike SwiftUI's.
    public static let uiKitFixed: [String: RGBColor] = [
        "black": .black, "darkGray": RGBColor(white: 1.0 / 3), "lightGray": RGBColor(white: 2.0 / 3),
        "white": .white, "gray": RGBColor(white: 0.5), "red": RGBColor(red: 1, green: 0, blue: 0),
        "green": RGBColor(red: 0, green: 1, blue: 0), "blue": RGBColor(red: 0, green: 0, blue: 1),
        "cyan": RGBColor(red: 0, green: 1, blue: 1), "yellow": RGBColor(red: 1, green: 1, blue: 0),
        "magenta": RGBColor(red: 1, green: 0, blue: 1), "orange": RGBColor(red: 1, green: 0.5, blue: 0),
        "purple": RGBColor(red: 0.5, green: 0, blue: 0.5), "brown": RGBColor(red: 0.6, green: 0.4, blue: 0.2),
        "clear": .clear,
    ]

    /// Every name any table knows, for "did you mean" suggestions.
    public static var allNames: [String] {
        Array(Set(uiKit.keys).union(swiftUI.keys).union(uiKitFixed.keys)).sorted()
    }

    private static func rgb(_ r: Int, _ g: Int, _ b: Int, _ alpha: Double = 1) -> RGBColor {
        RGBColor(red8: r, green8: g, blue8: b, alpha: alpha)
    }

    private static func four(_ light: RGBColor, _ dark: RGBColor, _ lightHC: RGBColor, _ darkHC: RGBColor) -> DynamicColor {
        DynamicColor(light: light, dark: dark, lightIncreasedContrast: lightHC, darkIncreasedContrast: darkHC)
    }

    /// HIG "System colors": light, dark, light increased contrast, dark increased contrast.
    static let tints: [String: DynamicColor] = [
        "systemRed": four(rgb(255, 59, 48), rgb(255, 69, 58), rgb(215, 0, 21), rgb(255, 105, 97)),
        "systemOrange": four(rgb(255, 149, 0), rgb(255, 159, 10), rgb(201, 52, 0), rgb(255, 179, 64)),
        "systemYellow": four(rgb(255, 204, 0), rgb(255, 214, 10), rgb(178, 80, 0), rgb(255, 212, 38)),
        "systemGreen": four(rgb(52, 199, 89), rgb(48, 209, 88), rgb(36, 138, 61), rgb(48, 219, 91)),
        "systemMint": four(rgb(0, 199, 190), rgb(99, 230, 226), rgb(12, 129, 123), rgb(102, 212, 207)),
        "systemTeal": four(rgb(48, 176, 199), rgb(64, 200, 224), rgb(0, 130, 153), rgb(93, 230, 255)),
        "systemCyan": four(rgb(50, 173, 230), rgb(100, 210, 255), rgb(0, 113, 164), rgb(112, 215, 255)),
        "systemBlue": four(rgb(0, 122, 255), rgb(10, 132, 255), rgb(0, 64, 221), rgb(64, 156, 255)),
        "systemIndigo": four(rgb(88, 86, 214), rgb(94, 92, 230), rgb(54, 52, 163), rgb(125, 122, 255)),
        "systemPurple": four(rgb(175, 82, 222), rgb(191, 90, 242), rgb(137, 68, 171), rgb(218, 143, 255)),
        "systemPink": four(rgb(255, 45, 85), rgb(255, 55, 95), rgb(211, 15, 69), rgb(255, 100, 130)),
        "systemBrown": four(rgb(162, 132, 94), rgb(172, 142, 104), rgb(127, 101, 69), rgb(181, 148, 105)),
    ]

    /// HIG "System gray colors".
    static let grays: [String: DynamicColor] = [
        "systemGray": four(rgb(142, 142, 147), rgb(142, 142, 147), rgb(108, 108, 112), rgb(174, 174, 178)),
        "systemGray2": four(rgb(174, 174, 178), rgb(99, 99, 102), rgb(142, 142, 147), rgb(124, 124, 128)),
        "systemGray3": four(rgb(199, 199, 204), rgb(72, 72, 74), rgb(174, 174, 178), rgb(84, 84, 86)),
        "systemGray4": four(rgb(209, 209, 214), rgb(58, 58, 60), rgb(188, 188, 192), rgb(68, 68, 70)),
        "systemGray5": four(rgb(229, 229, 234), rgb(44, 44, 46), rgb(216, 216, 220), rgb(54, 54, 56)),
        "systemGray6": four(rgb(242, 242, 247), rgb(28, 28, 30), rgb(235, 235, 240), rgb(36, 36, 38)),
    ]

    /// UIKit's UI element colours (light, dark); no increased-contrast values are modelled.
    static let elements: [String: DynamicColor] = [
        "label": DynamicColor(light: rgb(0, 0, 0), dark: rgb(255, 255, 255)),
        "secondaryLabel": DynamicColor(light: rgb(60, 60, 67, 0.6), dark: rgb(235, 235, 245, 0.6)),
        "tertiaryLabel": DynamicColor(light: rgb(60, 60, 67, 0.3), dark: rgb(235, 235, 245, 0.3)),
        "quaternaryLabel": DynamicColor(light: rgb(60, 60, 67, 0.18), dark: rgb(235, 235, 245, 0.16)),
        "placeholderText": DynamicColor(light: rgb(60, 60, 67, 0.3), dark: rgb(235, 235, 245, 0.3)),
        "link": DynamicColor(light: rgb(0, 122, 255), dark: rgb(9, 132, 255)),
        "separator": DynamicColor(light: rgb(60, 60, 67, 0.29), dark: rgb(84, 84, 88, 0.6)),
        "opaqueSeparator": DynamicColor(light: rgb(198, 198, 200), dark: rgb(56, 56, 58)),
        "systemBackground": DynamicColor(light: rgb(255, 255, 255), dark: rgb(0, 0, 0)),
        "secondarySystemBackground": DynamicColor(light: rgb(242, 242, 247), dark: rgb(28, 28, 30)),
        "tertiarySystemBackground": DynamicColor(light: rgb(255, 255, 255), dark: rgb(44, 44, 46)),
        "systemGroupedBackground": DynamicColor(light: rgb(242, 242, 247), dark: rgb(0, 0, 0)),
        "secondarySystemGroupedBackground": DynamicColor(light: rgb(255, 255, 255), dark: rgb(28, 28, 30)),
        "tertiarySystemGroupedBackground": DynamicColor(light: rgb(242, 242, 247), dark: rgb(44, 44, 46)),
        "systemFill": DynamicColor(light: rgb(120, 120, 128, 0.2), dark: rgb(120, 120, 128, 0.36)),
        "secondarySystemFill": DynamicColor(light: rgb(120, 120, 128, 0.16), dark: rgb(120, 120, 128, 0.32)),
        "tertiarySystemFill": DynamicColor(light: rgb(118, 118, 128, 0.12), dark: rgb(118, 118, 128, 0.24)),
        "quaternarySystemFill": DynamicColor(light: rgb(116, 116, 128, 0.08), dark: rgb(118, 118, 128, 0.18)),
        "lightText": DynamicColor(rgb(255, 255, 255, 0.6)),
        "darkText": DynamicColor(rgb(0, 0, 0)),
        "tintColor": DynamicColor(light: rgb(0, 122, 255), dark: rgb(10, 132, 255),
                                  lightIncreasedContrast: rgb(0, 64, 221), darkIncreasedContrast: rgb(64, 156, 255)),
    ]
}
