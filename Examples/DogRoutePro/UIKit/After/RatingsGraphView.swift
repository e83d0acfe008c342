import UIKit

/// The route's four ratings as bars drawn with layers, each bar's name in a label below it.
///
/// Layers are not accessible, so the graph is an accessibility container of four elements, one
/// per bar: its name and "rated 3 of 5", framed in the graph's space so they follow it as the
/// detail scrolls.
final class RatingsGraphView: UIView {
    private let names = ["Distractions", "Smells", "Greenery", "Friends"]
    private var barLayers: [CALayer] = []
    private var nameLabels: [UILabel] = []
    private lazy var distractionsElement = UIAccessibilityElement(accessibilityContainer: self)
    private lazy var smellsElement = UIAccessibilityElement(accessibilityContainer: self)
    private lazy var greeneryElement = UIAccessibilityElement(accessibilityContainer: self)
    private lazy var friendsElement = UIAccessibilityElement(accessibilityContainer: self)

    var distractions = 0 {
        didSet { distractionsElement.accessibilityValue = ratingString(distractions) }
    }
    var smells = 0 {
        didSet { smellsElement.accessibilityValue = ratingString(smells) }
    }
    var greenery = 0 {
        didSet { greeneryElement.accessibilityValue = ratingString(greenery) }
    }
    var friends = 0 {
        didSet { friendsElement.accessibilityValue = ratingString(friends) }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        for name in names {
            let bar = CALayer()
            bar.backgroundColor = UIColor.tintColor.cgColor
            bar.cornerRadius = 4
            layer.addSublayer(bar)
            barLayers.append(bar)
            let label = UILabel()
            label.text = name
            label.font = .preferredFont(forTextStyle: .caption1)
            label.adjustsFontForContentSizeCategory = true
            label.textAlignment = .center
            addSubview(label)
            nameLabels.append(label)
        }
        distractionsElement.accessibilityLabel = names[0]
        smellsElement.accessibilityLabel = names[1]
        greeneryElement.accessibilityLabel = names[2]
        friendsElement.accessibilityLabel = names[3]
        accessibilityElements = [distractionsElement, smellsElement, greeneryElement, friendsElement]
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    /// "rated 3 of 5".
    private func ratingString(_ rating: Int) -> String {
        "rated \(rating) of 5"
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let ratings = [distractions, smells, greenery, friends]
        let elements = [distractionsElement, smellsElement, greeneryElement, friendsElement]
        for index in 0..<4 {
            let x = 12 + Double(index) * 84
            let barHeight = Double(ratings[index]) * 22
            let barFrame = CGRect(x: x + 6, y: 120 - barHeight, width: 60, height: barHeight)
            let labelFrame = CGRect(x: x, y: 124, width: 72, height: 20)
            barLayers[index].frame = barFrame
            nameLabels[index].frame = labelFrame
            // Relative to the graph: the element follows it as the detail scrolls.
            elements[index].accessibilityFrameInContainerSpace = barFrame.union(labelFrame)
        }
    }
}
