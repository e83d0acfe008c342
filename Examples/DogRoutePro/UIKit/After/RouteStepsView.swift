import UIKit

/// The route's steps in order, a hazard's name in red. A hazard's cell says "Hazard" and what it
/// is, and the Hazards rotor jumps between them.
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
        let hazardsRotor = UIAccessibilityCustomRotor(name: "Hazards") { [weak self] predicate in
            guard let self else { return nil }
            let forward = predicate.searchDirection == .next
            guard let cell = self.hazardCell(after: predicate.currentItem.targetElement, forward: forward) else {
                return nil
            }
            return UIAccessibilityCustomRotorItemResult(targetElement: cell, targetRange: nil)
        }
        accessibilityCustomRotors = [hazardsRotor]
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

    /// The next (or previous) hazard's cell after `element`, scrolled on screen.
    private func hazardCell(after element: Any?, forward: Bool) -> UITableViewCell? {
        var current = forward ? -1 : route.waypoints.count
        if let cell = element as? UITableViewCell, let indexPath = tableView.indexPath(for: cell) {
            current = indexPath.row
        }
        let rows = forward
            ? route.waypoints.indices.filter { $0 > current }
            : route.waypoints.indices.reversed().filter { $0 < current }
        for row in rows where route.waypoints[row].isHazard {
            let indexPath = IndexPath(row: row, section: 0)
            tableView.scrollToRow(at: indexPath, at: .middle, animated: false)
            return tableView.cellForRow(at: indexPath)
        }
        return nil
    }
}
