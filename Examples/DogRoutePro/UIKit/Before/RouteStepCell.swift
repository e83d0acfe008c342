import UIKit

/// A step of the route: the waypoint's name (red for a hazard) and its description.
final class RouteStepCell: UITableViewCell {
    static let reuseIdentifier = "RouteStepCell"
    let nameLabel = UILabel()
    let descriptionLabel = UILabel()
    let hazardIcon = UIImageView()

    var waypoint: Waypoint? {
        didSet {
            guard let waypoint else { return }
            nameLabel.text = waypoint.name
            descriptionLabel.text = waypoint.description
            // A hazard is red with a warning sign.
            if waypoint.isHazard {
                nameLabel.textColor = .systemRed
                hazardIcon.image = UIImage(systemName: "exclamationmark.triangle.fill")
            } else {
                nameLabel.textColor = .label
                hazardIcon.image = nil
            }
        }
    }

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        nameLabel.font = .preferredFont(forTextStyle: .body)
        nameLabel.adjustsFontForContentSizeCategory = true
        descriptionLabel.font = .preferredFont(forTextStyle: .caption1)
        descriptionLabel.adjustsFontForContentSizeCategory = true
        descriptionLabel.numberOfLines = 0
        let texts = UIStackView(arrangedSubviews: [nameLabel, descriptionLabel])
        texts.axis = .vertical
        contentView.addSubview(texts)
        hazardIcon.tintColor = .systemRed
        accessoryView = hazardIcon
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}
