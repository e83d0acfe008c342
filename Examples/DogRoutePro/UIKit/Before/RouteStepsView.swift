import UIKit

/// The route's steps in order, a hazard's name in red with a warning sign. VoiceOver reads a
/// hazard's cell like any other step, and only one cell after another.
final class RouteStepsView: UIView, UITableViewDataSource {
    let route: DogRoute
    private let tableView = UITableView(frame: .zero, style: .plain)

    init(route: DogRoute) {
        self.route = route
        super.init(frame: .zero)
        tableView.register(RouteStepCell.self, forCellReuseIdentifier: RouteStepCell.reuseIdentifier)
        tableView.isScrollEnabled = false
        tableView.dataSource = self
        addSubview(tableView)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        route.waypoints.count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: RouteStepCell.reuseIdentifier, for: indexPath) as! RouteStepCell
        cell.waypoint = route.waypoints[indexPath.row]
        return cell
    }
}
