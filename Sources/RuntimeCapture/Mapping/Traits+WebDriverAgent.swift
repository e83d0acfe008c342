import AccessibilityTree

extension Traits {
    /// The names WebDriverAgent writes in the `traits` attribute of a page source, one per
    /// `UIAccessibilityTraits` constant (`FBAccessibilityTraitsToStringsArray` in WebDriverAgent's
    /// `FBAccessibilityTraits.m`; `ToggleButton` and `SupportsZoom` from iOS 17). `None` is no trait.
    public static let webDriverAgentNames: [String: Traits] = [
        "None": [], "Button": .button, "Link": .link, "Header": .header, "SearchField": .searchField,
        "Image": .image, "Selected": .selected, "PlaysSound": .playsSound, "KeyboardKey": .keyboardKey,
        "StaticText": .staticText, "SummaryElement": .summaryElement, "NotEnabled": .notEnabled,
        "UpdatesFrequently": .updatesFrequently, "StartsMediaSession": .startsMediaSession,
        "Adjustable": .adjustable, "AllowsDirectInteraction": .allowsDirectInteraction,
        "CausesPageTurn": .causesPageTurn, "TabBar": .tabBar, "ToggleButton": .toggle, "SupportsZoom": .supportsZoom,
    ]

    /// The traits of a comma-separated `traits` attribute (`Button, Adjustable`), and the names
    /// this table does not know (a later WebDriverAgent may add some), which are left unknown.
    public static func parsingWebDriverAgentList(_ list: String) -> (traits: Traits, unknown: [String]) {
        var traits: Traits = []
        var unknown: [String] = []
        for part in list.split(separator: ",") {
            let name = String(part.drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
            guard !name.isEmpty else { continue }
            if let trait = webDriverAgentNames[name] { traits.insert(trait) } else { unknown.append(name) }
        }
        return (traits, unknown)
    }
}
