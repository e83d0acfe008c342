/// An image placed inside a `Text` (`Text(Image(systemName: "star"))`, or interpolated:
/// `Text("\(Image(systemName: "star")) Favourites")`) is part of the text: VoiceOver reads the
/// image's label where it stands, as it would read the image alone (docs/swiftui-defaults.md,
/// Images inside text).
extension ImageSource {
    /// The words the image adds to the text it is part of: a symbol's description (its name's words
    /// for a symbol without one), an asset's name, an explicit label; nothing for a decorative image;
    /// nil when the image is known only at run time.
    var textContent: String? {
        switch self {
        case .asset(let name): name
        case .symbol(let name, _, _): SymbolDescriptions.spokenLabel(for: name) ?? ""
        case .decorative: ""
        case .labelled(let label): label
        case .runTime: nil
        }
    }
}

extension ViewNode {
    /// The image source when this node is an image, seen through its modifiers
    /// (`Image(systemName: "star").renderingMode(.template)`).
    var imageSourceThroughModifiers: ImageSource? {
        if case .image(let source) = strippingModifiers.base.primitive { return source }
        return nil
    }
}
