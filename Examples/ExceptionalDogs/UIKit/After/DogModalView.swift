import UIKit

/// The gallery, laid over the screen: modal, so VoiceOver stays inside it.
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

    override var accessibilityViewIsModal: Bool {
        get { true }
        set { }
    }
}
