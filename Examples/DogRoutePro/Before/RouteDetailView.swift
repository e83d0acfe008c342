import SwiftUI

/// One route: its ratings, its map and its steps.
struct RouteDetailView: View {
    let route: DogRoute

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 12) {
                Text("Ratings")
                    .font(.headline)
                    .accessibilityAddTraits(.isHeader)
                    .padding(.horizontal, 24)
                RatingsGraphView(ratings: route.ratings)
                RouteMapView(route: route)
                Text("Route Steps")
                    .font(.headline)
                    .accessibilityAddTraits(.isHeader)
                    .padding(.horizontal, 24)
                RouteStepsView(waypoints: route.waypoints)
            }
        }
        .navigationTitle(route.name)
    }
}

#Preview("Route detail") {
    NavigationStack(path: .constant([DogRoute.all[0]])) {
        Text("Routes")
            .navigationTitle("Routes")
            .navigationDestination(for: DogRoute.self) { route in
                RouteDetailView(route: route)
            }
    }
}
