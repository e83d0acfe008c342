import UIKit

/// The route list: one cell per route; selecting one pushes its detail.
final class RouteListViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    private let routes = DogRoute.all
    private var favoriteNames: [String] = []
    private let tableView = UITableView(frame: .zero, style: .plain)

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Routes"
        navigationController?.navigationBar.prefersLargeTitles = true
        tableView.register(RouteCell.self, forCellReuseIdentifier: RouteCell.reuseIdentifier)
        tableView.rowHeight = 88
        tableView.dataSource = self
        tableView.delegate = self
        tableView.frame = view.bounds
        tableView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(tableView)
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        routes.count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: RouteCell.reuseIdentifier, for: indexPath) as! RouteCell
        cell.route = routes[indexPath.row]
        return cell
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        let detail = RouteDetailViewController(route: routes[indexPath.row])
        navigationController?.pushViewController(detail, animated: true)
    }
}
