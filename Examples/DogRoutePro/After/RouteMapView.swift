import MapKit
import SwiftUI

/// The route's waypoints on a map.
///
/// VoiceOver reads map markers by position, not in route order, so the map offers a
/// "Route Steps" rotor in walking order and a "Hazards" rotor.
struct RouteMapView: View {
    let route: DogRoute

    var body: some View {
        Map {
            ForEach(route.waypoints) { waypoint in
                Marker(waypoint.name, systemImage: waypoint.isHazard ? "exclamationmark.triangle" : "pawprint",
                       coordinate: waypoint.coordinate)
            }
        }
        .frame(height: 200)
        .padding(.horizontal, 24)
        .accessibilityRotor("Route Steps") {
            ForEach(route.waypoints) { waypoint in
                AccessibilityRotorEntry(waypoint.name, id: waypoint.id)
            }
        }
        .accessibilityRotor("Hazards") {
            ForEach(route.waypoints.filter(\.isHazard)) { waypoint in
                AccessibilityRotorEntry(waypoint.name, id: waypoint.id)
            }
        }
    }
}
