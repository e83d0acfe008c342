import UIKit

/// The route's four ratings as bars drawn with layers, each bar's name in a label below it.
/// Layers are not accessible: VoiceOver reads the names and nothing of the ratings.
final class RatingsGraphView: UIView {
    private let names = ["Distractions", "Smells", "Greenery", "Friends"]
    private var barLayers: [CALayer] = []
    private var nameLabels: [UILabel] = []

    var distractions = 0
    var smells = 0
    var greenery = 0
    var friends = 0

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
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let ratings = [distractions, smells, greenery, friends]
        for index in 0..<4 {
            let x = 12 + Double(index) * 84
            let barHeight = Double(ratings[index]) * 22
            barLayers[index].frame = CGRect(x: x + 6, y: 120 - barHeight, width: 60, height: barHeight)
            nameLabels[index].frame = CGRect(x: x, y: 124, width: 72, height: 20)
        }
    }
}
