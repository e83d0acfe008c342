import UIKit

/// The dog's stats: a title above each value, exposed as one element per pair.
final class DogStatsView: UIView {
    var dog: Dog? {
        didSet {
            update()
            _accessibilityElements = nil
        }
    }

    private let titles = ["Name", "Breed", "Age", "Gender", "Weight", "Size", "Fostered"]
    private var titleLabels: [UILabel] = []
    private var valueLabels: [UILabel] = []
    private var _accessibilityElements: [Any]?

    override init(frame: CGRect) {
        super.init(frame: frame)
        let grid = UIStackView()
        grid.axis = .vertical
        for title in titles {
            let titleLabel = UILabel()
            titleLabel.text = title
            titleLabel.font = .preferredFont(forTextStyle: .headline)
            titleLabel.adjustsFontForContentSizeCategory = true
            let valueLabel = UILabel()
            valueLabel.font = .preferredFont(forTextStyle: .body)
            valueLabel.adjustsFontForContentSizeCategory = true
            valueLabel.numberOfLines = 0
            let pair = UIStackView(arrangedSubviews: [titleLabel, valueLabel])
            pair.axis = .vertical
            grid.addArrangedSubview(pair)
            titleLabels.append(titleLabel)
            valueLabels.append(valueLabel)
        }
        addSubview(grid)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    private func update() {
        guard let dog else { return }
        let values = [dog.name, dog.breed, dog.age, dog.gender, dog.weight, dog.size, dog.isFostered ? "yes" : "no"]
        for (label, value) in zip(valueLabels, values) {
            label.text = value
        }
    }

    /// One element per title and value, cached until the dog changes.
    override var accessibilityElements: [Any]? {
        get {
            if let cached = _accessibilityElements {
                return cached
            }
            var elements: [UIAccessibilityElement] = []
            for (titleLabel, valueLabel) in zip(titleLabels, valueLabels) {
                let element = UIAccessibilityElement(accessibilityContainer: self)
                element.accessibilityLabel = "\(titleLabel.text ?? ""), \(valueLabel.text ?? "")"
                element.accessibilityFrameInContainerSpace = titleLabel.frame.union(valueLabel.frame)
                elements.append(element)
            }
            _accessibilityElements = elements
            return elements
        }
        set { }
    }
}
