import SwiftUI

/// A route in the list: tap it to see the route, tap the star to keep it.
///
/// The row says it is a button, and the star says which route it keeps.
struct RouteRow: View {
    let route: DogRoute
    let isFavorite: Bool
    var toggleFavorite: () -> Void
    var open: () -> Void

    var body: some View {
        HStack {
            VStack(alignment: .leading, spacing: 4) {
                Text(route.name)
                    .font(.headline)
                Text(route.distance)
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
            }
            .frame(maxWidth: .infinity, minHeight: 88, alignment: .leading)
            .contentShape(Rectangle())
            .accessibilityElement(children: .combine)
            .onTapGesture(perform: open)
            .accessibilityAddTraits(.isButton)

            Button {
                toggleFavorite()
            } label: {
                Image(isFavorite ? "fav_star_filled" : "fav_star_outline")
                    .frame(width: 44, height: 44)
            }
            .accessibilityLabel("Favorite \(route.name)")
            .accessibilityAddTraits(isFavorite ? .isSelected : [])
        }
        .padding(.horizontal)
    }
}
