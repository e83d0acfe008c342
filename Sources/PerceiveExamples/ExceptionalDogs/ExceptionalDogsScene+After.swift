import AccessibilityTree

extension ExceptionalDogsScene {
    /// The app after the talk's fixes, as the containers' `accessibilityElements` return it.
    ///
    /// - The carousel container returns a "Dog picker" element (adjustable, value the dog's name
    ///   and favourite status) in place of the collection view, then the favourite button, then
    ///   the gallery button when the dog has more than one picture.
    /// - The stats view returns one element per title/value pair, labelled with both.
    /// - The shelter view is one element labelled with the shelter's name, with the custom
    ///   actions "Open address in maps" and "Call".
    /// - The gallery view overrides `accessibilityViewIsModal`.
    func afterElements() -> [AccessibilityElement] {
        typealias Layout = ExceptionalDogsLayout
        var carousel = [
            ExampleElements.adjustable("dog-picker", "Dog picker", value: dogPickerValue, frame: Layout.carousel,
                                       gestures: [.swipe]),
            favoriteButton(),
        ]
        if currentDog.hasGallery {
            carousel.append(ExampleElements.button("show-gallery", "Show gallery", frame: Layout.galleryButton))
        }
        let stats = currentDog.stats.enumerated().map { index, stat in
            AccessibilityElement(id: Self.statID(stat.title), label: "\(stat.title), \(stat.value)",
                                 traits: .staticText, frame: Layout.statPair(index))
        }
        let shelter = AccessibilityElement(
            id: "shelter", label: Dog.shelterName, frame: Layout.shelterView,
            customActions: Self.shelterActions.map { CustomAction(name: $0) })
        var elements: [AccessibilityElement] = [
            .container(id: "carousel-container", children: carousel,
                       frame: Layout.carousel.union(Layout.galleryButton)),
            .container(id: "stats", children: stats, frame: Layout.statPair(0).union(Layout.statPair(6))),
            shelter,
        ]
        if isGalleryOpen {
            elements.append(.container(id: "gallery", children: galleryElements(),
                                       frame: Rect(origin: .zero, size: Screen.defaultSize), isModal: true))
        }
        return elements
    }

    /// "A combination of the name of the dog and its favorited status".
    var dogPickerValue: String {
        isCurrentDogFavorite ? "\(currentDog.name), favorite" : currentDog.name
    }
}
