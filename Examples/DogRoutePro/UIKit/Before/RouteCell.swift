import UIKit

/// A route in the list: its name and distance, and a favourite button beside them. The button
/// is read by its image's name, the same on every row, and the cell does not say it opens the
/// route.
final class RouteCell: UITableViewCell {
    static let reuseIdentifier = "RouteCell"
    let nameLabel = UILabel()
    let distanceLabel = UILabel()
    let favoriteButton = UIButton(type: .custom)

    var route: DogRoute? {
        didSet {
            guard let route else { return }
            nameLabel.text = route.name
            distanceLabel.text = route.distance
        }
    }

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        nameLabel.font = .preferredFont(forTextStyle: .headline)
        nameLabel.adjustsFontForContentSizeCategory = true
        distanceLabel.font = .preferredFont(forTextStyle: .subheadline)
        distanceLabel.adjustsFontForContentSizeCategory = true
        let texts = UIStackView(arrangedSubviews: [nameLabel, distanceLabel])
        texts.axis = .vertical
        contentView.addSubview(texts)
        favoriteButton.setImage(UIImage(named: "fav_star_outline"), for: .normal)
        favoriteButton.setImage(UIImage(named: "fav_star_filled"), for: .selected)
        favoriteButton.frame = CGRect(x: 0, y: 0, width: 44, height: 44)
        favoriteButton.addTarget(self, action: #selector(toggleFavorite), for: .touchUpInside)
        accessoryView = favoriteButton
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    @objc private func toggleFavorite() {
        favoriteButton.isSelected = !favoriteButton.isSelected
    }
}
