import MapKit
import SwiftUI

/// The venue and the places around it.
struct VenueMapView: View {
    let places: [VenuePlace]

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text("Venue")
                .font(.headline)
                .accessibilityAddTraits(.isHeader)
            Map {
                ForEach(places) { place in
                    Marker(place.name, coordinate: place.coordinate)
                }
            }
            .frame(height: 240)
        }
    }
}
