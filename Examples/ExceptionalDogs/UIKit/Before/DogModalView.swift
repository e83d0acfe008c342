import UIKit

/// The gallery, laid over the screen, but not modal: VoiceOver can swipe out of it to the
/// screen behind.
final class DogModalView: UIView {
    let closeButton = UIButton(type: .system)
    private let ordinals = ["one", "two", "three", "four", "five", "six"]

    init(dog: Dog) {
        super.init(frame: .zero)
        backgroundColor = .systemBackground
        for index in 0..<dog.pictureCount {
            let imageView = UIImageView(image: UIImage(named: "\(dog.name.lowercased())-\(index + 1)"))
            imageView.isAccessibilityElement = true
            imageView.accessibilityLabel = "Picture \(ordinals[index]) of \(dog.name)"
            imageView.accessibilityTraits = .image
            addSubview(imageView)
        }
        closeButton.setTitle("Close", for: .normal)
        addSubview(closeButton)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}
