import UIKit

/// A route's detail: its ratings graph, its map and its steps.
final class RouteDetailViewController: UIViewController {
    let route: DogRoute
    private let scrollView = UIScrollView()

    init(route: DogRoute) {
        self.route = route
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = route.name
        view.backgroundColor = .systemBackground
        let graph = RatingsGraphView()
        graph.distractions = route.distractions
        graph.smells = route.smells
        graph.greenery = route.greenery
        graph.friends = route.friends
        let stack = UIStackView(arrangedSubviews: [
            heading("Ratings"), graph, RouteMapView(route: route), heading("Route Steps"), RouteStepsView(route: route),
        ])
        stack.axis = .vertical
        stack.spacing = 12
        scrollView.addSubview(stack)
        view.addSubview(scrollView)
    }

    private func heading(_ text: String) -> UILabel {
        let label = UILabel()
        label.text = text
        label.font = .preferredFont(forTextStyle: .title3)
        label.adjustsFontForContentSizeCategory = true
        label.accessibilityTraits = .header
        return label
    }
}
