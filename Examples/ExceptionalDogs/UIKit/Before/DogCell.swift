import UIKit

/// One dog's picture in the carousel: each cell is its own element, labelled with the dog's name.
final class DogCell: UICollectionViewCell {
    static let reuseIdentifier = "DogCell"
    let imageView = UIImageView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        imageView.contentMode = .scaleAspectFill
        contentView.addSubview(imageView)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func configure(with dog: Dog) {
        imageView.image = UIImage(named: "\(dog.name.lowercased())-1")
        isAccessibilityElement = true
        accessibilityLabel = dog.name
    }
}
