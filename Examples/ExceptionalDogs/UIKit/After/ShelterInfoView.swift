import UIKit

/// The shelter's name with its map and call buttons, exposed as one element with two custom actions.
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
        isAccessibilityElement = true
        accessibilityLabel = nameLabel.text
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override var accessibilityCustomActions: [UIAccessibilityCustomAction]? {
        get {
            let mapAction = UIAccessibilityCustomAction(name: "Open address in maps", target: self,
                                                        selector: #selector(activateMapButton))
            let callAction = UIAccessibilityCustomAction(name: "Call", target: self,
                                                         selector: #selector(activateCallButton))
            return [mapAction, callAction]
        }
        set { }
    }

    @objc private func activateMapButton() -> Bool {
        mapButton.sendActions(for: .touchUpInside)
        return true
    }

    @objc private func activateCallButton() -> Bool {
        callButton.sendActions(for: .touchUpInside)
        return true
    }
}
