import SwiftUI

/// DogRoutePro's first screen: the routes, each with a favourite button.
struct RouteListView: View {
    let routes: [DogRoute]
    @State private var favorites: Set<DogRoute.ID> = []
    @State private var path: [DogRoute] = []

    var body: some View {
        NavigationStack(path: $path) {
            ScrollView {
                VStack(alignment: .leading, spacing: 0) {
                    Text("Routes")
                        .font(.largeTitle.bold())
                        .accessibilityAddTraits(.isHeader)
                        .padding(.horizontal)
                    ForEach(routes) { route in
                        RouteRow(route: route, isFavorite: favorites.contains(route.id),
                                 toggleFavorite: { toggle(route) }, open: { path.append(route) })
                    }
                }
            }
            .navigationDestination(for: DogRoute.self) { route in
                RouteDetailView(route: route)
            }
        }
    }

    private func toggle(_ route: DogRoute) {
        if favorites.contains(route.id) { favorites.remove(route.id) } else { favorites.insert(route.id) }
    }
}

#Preview {
    RouteListView(routes: DogRoute.all)
}
