import AccessibilityTree

/// Where Exceptional Dogs draws its views on a 393×852 pt iPhone screen.
///
/// The carousel pages horizontally: the current dog's cell fills the screen's width and the
/// others sit beside it, off screen. The stats view lays its title and value labels out in two
/// columns, a title above its value, which is why UIKit's top-to-bottom, left-to-right order reads
/// "Name, Breed, Layla, Labrador" before the fix.
enum ExceptionalDogsLayout {
    static let screenWidth = 393.0
    static let carousel = Rect(x: 0, y: 100, width: screenWidth, height: 300)
    static let favoriteButton = Rect(x: 24, y: 412, width: 44, height: 44)
    static let galleryButton = Rect(x: 325, y: 412, width: 44, height: 44)
    static let shelterName = Rect(x: 24, y: 704, width: 230, height: 44)
    static let mapsButton = Rect(x: 270, y: 704, width: 44, height: 44)
    static let callButton = Rect(x: 325, y: 704, width: 44, height: 44)
    static let shelterView = Rect(x: 16, y: 700, width: 361, height: 52)
    static let closeButton = Rect(x: 24, y: 780, width: 345, height: 44)

    /// The cell of the dog at `index` while the carousel shows the dog at `current`.
    static func dogCell(_ index: Int, current: Int) -> Rect {
        carousel.offsetBy(dx: Double(index - current) * screenWidth, dy: 0)
    }

    /// A gallery picture: pictures page horizontally across the top of the overlay.
    static func picture(_ index: Int) -> Rect {
        Rect(x: Double(index) * screenWidth, y: 40, width: screenWidth, height: 360)
    }

    /// The title label of stat `index` (two columns, four rows).
    static func statTitle(_ index: Int) -> Rect {
        Rect(x: index % 2 == 0 ? 24 : 208, y: 472 + Double(index / 2) * 52, width: 160, height: 20)
    }

    /// The value label of stat `index`, right under its title.
    static func statValue(_ index: Int) -> Rect {
        statTitle(index).offsetBy(dx: 0, dy: 22)
    }

    /// The title and value together: the frame of the grouped element after the fix.
    static func statPair(_ index: Int) -> Rect {
        statTitle(index).union(statValue(index))
    }
}
