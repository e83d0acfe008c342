import UIKit

protocol DogCarouselContainerViewDelegate: AnyObject {
    func carouselView(_ carouselView: DogCarouselContainerView, didScrollTo dog: Dog)
}

/// The carousel of dogs with the favourite and gallery buttons below it. VoiceOver walks the
/// collection view cell by cell, so the buttons come only after the last dog.
final class DogCarouselContainerView: UIView, UICollectionViewDataSource, UICollectionViewDelegate {
    weak var delegate: DogCarouselContainerViewDelegate?
    let dogs = Dog.all
    private(set) var currentIndex = 0
    private var favoriteNames: [String] = []
    let collectionView = UICollectionView(frame: .zero, collectionViewLayout: DogCarouselContainerView.carouselLayout())
    let favoriteButton = UIButton(type: .system)
    let galleryButton = UIImageView(image: UIImage(systemName: "photo.on.rectangle"))

    var currentDog: Dog { dogs[currentIndex] }
    var isCurrentDogFavorite: Bool { favoriteNames.contains(currentDog.name) }

    override init(frame: CGRect) {
        super.init(frame: frame)
        collectionView.isPagingEnabled = true
        collectionView.register(DogCell.self, forCellWithReuseIdentifier: DogCell.reuseIdentifier)
        collectionView.dataSource = self
        collectionView.delegate = self
        favoriteButton.setImage(UIImage(systemName: "heart"), for: .normal)
        favoriteButton.accessibilityLabel = "Favorite"
        favoriteButton.addTarget(self, action: #selector(toggleFavorite), for: .touchUpInside)
        galleryButton.isUserInteractionEnabled = true
        galleryButton.isAccessibilityElement = true
        galleryButton.accessibilityLabel = "Show gallery"
        let buttons = UIStackView(arrangedSubviews: [favoriteButton, galleryButton])
        buttons.axis = .horizontal
        buttons.distribution = .equalSpacing
        addSubview(collectionView)
        addSubview(buttons)
        updateButtons()
    }

    /// One dog at a time, side by side, swiped through horizontally.
    private static func carouselLayout() -> UICollectionViewFlowLayout {
        let layout = UICollectionViewFlowLayout()
        layout.scrollDirection = .horizontal
        layout.minimumLineSpacing = 0
        return layout
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        dogs.count
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: DogCell.reuseIdentifier, for: indexPath) as! DogCell
        cell.configure(with: dogs[indexPath.item])
        return cell
    }

    /// The stats follow the dog the carousel stops at; VoiceOver is not told.
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
        let width = max(scrollView.bounds.width, 1)
        currentIndex = min(max(Int(scrollView.contentOffset.x / width), 0), dogs.count - 1)
        updateButtons()
        delegate?.carouselView(self, didScrollTo: currentDog)
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
}
