import UIKit

protocol DogCarouselContainerViewDelegate: AnyObject {
    func carouselView(_ carouselView: DogCarouselContainerView, didScrollTo dog: Dog)
}

/// The carousel of dogs with the favourite and gallery buttons below it.
final class DogCarouselContainerView: UIView {
    weak var delegate: DogCarouselContainerViewDelegate?
    let dogs = Dog.all
    private(set) var currentIndex = 0
    private var favoriteNames: [String] = []
    let collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
    let favoriteButton = UIButton(type: .system)
    let galleryButton = UIButton(type: .system)
    private var carouselAccessibilityElement: CarouselAccessibilityElement?

    var currentDog: Dog { dogs[currentIndex] }
    var isCurrentDogFavorite: Bool { favoriteNames.contains(currentDog.name) }

    override init(frame: CGRect) {
        super.init(frame: frame)
        collectionView.isPagingEnabled = true
        favoriteButton.setImage(UIImage(systemName: "heart"), for: .normal)
        favoriteButton.accessibilityLabel = "Favorite"
        favoriteButton.addTarget(self, action: #selector(toggleFavorite), for: .touchUpInside)
        galleryButton.setImage(UIImage(systemName: "photo.on.rectangle"), for: .normal)
        galleryButton.accessibilityLabel = "Show gallery"
        let buttons = UIStackView(arrangedSubviews: [favoriteButton, galleryButton])
        buttons.axis = .horizontal
        buttons.distribution = .equalSpacing
        addSubview(collectionView)
        addSubview(buttons)
        updateButtons()
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    private func updateButtons() {
        favoriteButton.accessibilityValue = isCurrentDogFavorite ? "on" : "off"
        galleryButton.isHidden = currentDog.pictureCount < 2
    }

    @objc private func toggleFavorite() {
        if isCurrentDogFavorite {
            favoriteNames = favoriteNames.filter { $0 != currentDog.name }
        } else {
            favoriteNames.append(currentDog.name)
        }
        updateButtons()
    }

    /// Scrolls the carousel one dog forwards or backwards, as swiping it would.
    func accessibilityScrollCollectionView(forward: Bool) {
        let next = forward ? currentIndex + 1 : currentIndex - 1
        guard next >= 0, next < dogs.count else { return }
        currentIndex = next
        collectionView.scrollToItem(at: IndexPath(item: next, section: 0), at: .centeredHorizontally, animated: true)
        updateButtons()
        delegate?.carouselView(self, didScrollTo: currentDog)
    }

    /// The adjustable carousel element, then the buttons for the dog it shows.
    override var accessibilityElements: [Any]? {
        get {
            let element: CarouselAccessibilityElement
            if let existing = carouselAccessibilityElement {
                element = existing
            } else {
                element = CarouselAccessibilityElement(accessibilityContainer: self, carousel: self)
                element.accessibilityFrameInContainerSpace = collectionView.frame
                carouselAccessibilityElement = element
            }
            element.currentDog = currentDog
            if currentDog.pictureCount > 1 {
                return [element, favoriteButton, galleryButton]
            }
            return [element, favoriteButton]
        }
        set { }
    }
}
