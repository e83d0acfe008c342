import UIKit

/// The route drawn on a map, a pin per waypoint. VoiceOver reads the pins top to bottom, left
/// to right; the Route Steps rotor walks them in route order and the Hazards rotor jumps
/// between hazards.
final class RouteMapView: UIView {
    let route: DogRoute
    private var pins: [UIImageView] = []

    init(route: DogRoute) {
        self.route = route
        super.init(frame: CGRect(x: 24, y: 0, width: 345, height: 200))
        accessibilityLabel = "Map"
        for waypoint in route.waypoints {
            let pin = UIImageView(image: UIImage(systemName: waypoint.isHazard ? "exclamationmark.triangle.fill" : "mappin"))
            pin.frame = CGRect(x: waypoint.mapX * 315, y: waypoint.mapY * 170, width: 30, height: 30)
            pin.isAccessibilityElement = true
            pin.accessibilityLabel = waypoint.name
            // A place on the route, not a picture.
            pin.accessibilityTraits = .none
            addSubview(pin)
            pins.append(pin)
        }
        accessibilityCustomRotors = [
            makeRotor(named: "Route Steps") { _ in true },
            makeRotor(named: "Hazards") { $0.isHazard },
        ]
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    /// A rotor over the pins whose waypoint matches, in route order.
    private func makeRotor(named name: String, matching matches: @escaping (Waypoint) -> Bool) -> UIAccessibilityCustomRotor {
        UIAccessibilityCustomRotor(name: name) { [weak self] predicate in
            guard let self else { return nil }
            let forward = predicate.searchDirection == .next
            guard let pin = self.searchPins(from: predicate.currentItem.targetElement, forward: forward, matching: matches) else {
                return nil
            }
            return UIAccessibilityCustomRotorItemResult(targetElement: pin, targetRange: nil)
        }
    }

    /// The next (or previous) pin after `element` whose waypoint matches.
    private func searchPins(from element: Any?, forward: Bool, matching matches: (Waypoint) -> Bool) -> UIImageView? {
        var current = forward ? -1 : pins.count
        for (index, pin) in pins.enumerated() where pin === element as? UIImageView {
            current = index
        }
        let candidates = forward ? pins.indices.filter { $0 > current } : pins.indices.reversed().filter { $0 < current }
        for index in candidates where matches(route.waypoints[index]) {
            return pins[index]
        }
        return nil
    }
}
