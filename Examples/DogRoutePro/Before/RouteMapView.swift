import MapKit
import SwiftUI

/// The route's waypoints on a map.
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
    }
}
