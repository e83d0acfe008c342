import UIKit

/// A route in the list: its name and distance, and a favourite button beside them.
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
            // Which route the button favourites, so it is unambiguous.
            favoriteButton.accessibilityLabel = "Favorite \(route.name)"
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

    /// The cell pushes the route's detail: "or in" the button trait so VoiceOver says so.
    override var accessibilityTraits: UIAccessibilityTraits {
        get { super.accessibilityTraits.union(.button) }
        set { super.accessibilityTraits = newValue }
    }

    @objc private func toggleFavorite() {
        favoriteButton.isSelected = !favoriteButton.isSelected
    }
}
