import UIKit

/// The route drawn on a map, a pin per waypoint. VoiceOver reads the pins top to bottom, left
/// to right: the route's order is lost, and finding the hazards means visiting every pin.
final class RouteMapView: UIView {
    let route: DogRoute

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
        }
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}
