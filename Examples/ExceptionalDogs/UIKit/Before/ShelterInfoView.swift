import UIKit

/// The shelter's name with its map and call buttons: three elements, and the buttons do not say
/// which shelter they act on.
final class ShelterInfoView: UIView {
    let nameLabel = UILabel()
    let mapButton = UIButton(type: .system)
    let callButton = UIButton(type: .system)

    override init(frame: CGRect) {
        super.init(frame: frame)
        nameLabel.text = Dog.shelterName
        nameLabel.font = .preferredFont(forTextStyle: .body)
        nameLabel.adjustsFontForContentSizeCategory = true
        mapButton.setImage(UIImage(systemName: "map"), for: .normal)
        mapButton.accessibilityLabel = "Open address in maps"
        callButton.setImage(UIImage(systemName: "phone"), for: .normal)
        callButton.accessibilityLabel = "Call"
        let row = UIStackView(arrangedSubviews: [nameLabel, mapButton, callButton])
        row.axis = .horizontal
        addSubview(row)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}
