import UIKit

/// Exceptional Dogs' one screen: the carousel, the stats and the shelter, and the gallery over them.
final class DogViewController: UIViewController, DogCarouselContainerViewDelegate {
    private let carouselView = DogCarouselContainerView()
    private let statsView = DogStatsView()
    private let shelterView = ShelterInfoView()
    private var modalView: DogModalView?

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Exceptional Dogs"
        let stack = UIStackView(arrangedSubviews: [carouselView, statsView, shelterView])
        stack.axis = .vertical
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            stack.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: view.trailingAnchor),
        ])
        carouselView.delegate = self
        let galleryTap = UITapGestureRecognizer(target: self, action: #selector(galleryButtonPressed))
        carouselView.galleryButton.addGestureRecognizer(galleryTap)
        statsView.dog = carouselView.currentDog
    }

    /// The stats follow the carousel, silently.
    func carouselView(_ carouselView: DogCarouselContainerView, didScrollTo dog: Dog) {
        statsView.dog = dog
    }

    @objc private func galleryButtonPressed() {
        let modal = DogModalView(dog: carouselView.currentDog)
        modal.closeButton.addTarget(self, action: #selector(closeGallery), for: .touchUpInside)
        modal.alpha = 0
        view.addSubview(modal)
        modalView = modal
        UIView.animate(withDuration: 0.3) {
            modal.alpha = 1
        }
    }

    @objc private func closeGallery() {
        modalView?.removeFromSuperview()
        modalView = nil
    }
}
