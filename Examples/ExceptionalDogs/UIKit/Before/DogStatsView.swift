import UIKit

/// The dog's stats in two columns: a row of titles, then the row of their values, each label
/// its own element.
final class DogStatsView: UIView {
    var dog: Dog? {
        didSet { update() }
    }

    private let titleRows = [["Name", "Breed"], ["Age", "Gender"], ["Weight", "Size"], ["Fostered"]]
    private var valueLabels: [UILabel] = []

    override init(frame: CGRect) {
        super.init(frame: frame)
        let grid = UIStackView()
        grid.axis = .vertical
        for titles in titleRows {
            let titleRow = UIStackView()
            titleRow.axis = .horizontal
            let valueRow = UIStackView()
            valueRow.axis = .horizontal
            for title in titles {
                let titleLabel = UILabel()
                titleLabel.text = title
                titleLabel.font = .preferredFont(forTextStyle: .caption1)
                titleLabel.adjustsFontForContentSizeCategory = true
                titleRow.addArrangedSubview(titleLabel)
                let valueLabel = UILabel()
                valueLabel.font = .preferredFont(forTextStyle: .body)
                valueLabel.adjustsFontForContentSizeCategory = true
                valueLabel.numberOfLines = 0
                valueRow.addArrangedSubview(valueLabel)
                valueLabels.append(valueLabel)
            }
            grid.addArrangedSubview(titleRow)
            grid.addArrangedSubview(valueRow)
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
}
