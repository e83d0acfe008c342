extension Traits {
    /// SwiftUI's `AccessibilityTraits` names (`.isButton`, `.isHeader`…) and the bits they set,
    /// in the order of `Traits.named`. `.isModal` is not a trait bit: it sets `isModal`.
    public static let swiftUINamed: [(name: String, trait: Traits)] = [
        ("isButton", .button), ("isLink", .link), ("isImage", .image), ("isSelected", .selected),
        ("playsSound", .playsSound), ("isKeyboardKey", .keyboardKey), ("isStaticText", .staticText),
        ("isSummaryElement", .summaryElement), ("updatesFrequently", .updatesFrequently),
        ("isSearchField", .searchField), ("startsMediaSession", .startsMediaSession),
        ("allowsDirectInteraction", .allowsDirectInteraction), ("causesPageTurn", .causesPageTurn),
        ("isTabBar", .tabBar), ("isHeader", .header), ("isToggle", .toggle),
    ]

    /// The trait SwiftUI calls `name` (`"isSelected"`), or nil.
    public init?(swiftUIName name: String) {
        guard let entry = Traits.swiftUINamed.first(where: { $0.name == name }) else { return nil }
        self = entry.trait
    }
}
