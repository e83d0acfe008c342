import AccessibilityTree

extension ExceptionalDogsScene {
    /// The app as first audited: every view exposed as UIKit exposes it by default, in UIKit's
    /// frame order (top to bottom, then left to right).
    ///
    /// Each dog's cell is its own element, so the favourite and gallery buttons come only after
    /// the last dog; the stats read title by title, then value by value; the shelter's name and
    /// its two buttons are three elements; and the gallery is added on top of the hierarchy
    /// without being modal, so focus wanders behind it.
    func beforeElements() -> [AccessibilityElement] {
        typealias Layout = ExceptionalDogsLayout
        var elements: [AccessibilityElement] = Self.dogs.enumerated().map { index, dog in
            AccessibilityElement(id: Self.cellID(dog), label: dog.name,
                                 frame: Layout.dogCell(index, current: currentDogIndex), gestures: [.swipe])
        }
        elements.append(favoriteButton())
        if currentDog.hasGallery {
            // An image view with a tap recogniser: it works, but does not say it is a button.
            elements.append(AccessibilityElement(id: "show-gallery", label: "Show gallery",
                                                 frame: Layout.galleryButton, gestures: [.tap]))
        }
        for (index, stat) in currentDog.stats.enumerated() {
            elements.append(ExampleElements.text(Self.statID(stat.title, part: "title"), stat.title,
                                                 frame: Layout.statTitle(index)))
            elements.append(ExampleElements.text(Self.statID(stat.title, part: "value"), stat.value,
                                                 frame: Layout.statValue(index)))
        }
        elements.append(ExampleElements.text("shelter-name", Dog.shelterName, frame: Layout.shelterName))
        elements.append(ExampleElements.button("open-address-in-maps", "Open address in maps",
                                               frame: Layout.mapsButton))
        elements.append(ExampleElements.button("call", "Call", frame: Layout.callButton))
        if isGalleryOpen { elements += galleryElements() }
        return elements
    }

    /// The favourite button, the same before and after: "Favorite, off, button".
    func favoriteButton() -> AccessibilityElement {
        ExampleElements.button("favorite", "Favorite", value: isCurrentDogFavorite ? "on" : "off",
                               frame: ExceptionalDogsLayout.favoriteButton)
    }

    /// The gallery overlay's pictures and its Close button.
    func galleryElements() -> [AccessibilityElement] {
        (0..<currentDog.pictureCount).map { index in
            ExampleElements.image(ElementID("picture-\(index + 1)"), currentDog.pictureLabel(index),
                                  frame: ExceptionalDogsLayout.picture(index))
        } + [ExampleElements.button("close-gallery", "Close", frame: ExceptionalDogsLayout.closeButton)]
    }
}
