import UIKit

/// Stands in for the carousel's collection view: one adjustable element whose value is the
/// current dog; swiping up or down scrolls the carousel (the talk's "Dog picker").
final class CarouselAccessibilityElement: UIAccessibilityElement {
    weak var carousel: DogCarouselContainerView?
    var currentDog: Dog?

    init(accessibilityContainer container: Any, carousel: DogCarouselContainerView) {
        self.carousel = carousel
        super.init(accessibilityContainer: container)
    }

    override var accessibilityLabel: String? {
        get { "Dog picker" }
        set { }
    }

    /// "A combination of the name of the dog and its favorited status".
    override var accessibilityValue: String? {
        get {
            guard let dog = currentDog else { return nil }
            if carousel?.isCurrentDogFavorite == true { return "\(dog.name), favorite" }
            return dog.name
        }
        set { }
    }

    override var accessibilityTraits: UIAccessibilityTraits {
        get { .adjustable }
        set { }
    }

    override func accessibilityIncrement() {
        carousel?.accessibilityScrollCollectionView(forward: true)
    }

    override func accessibilityDecrement() {
        carousel?.accessibilityScrollCollectionView(forward: false)
    }
}
