import MapKit
import SwiftUI

/// The venue and the places around it.
///
/// For VoiceOver the map is one button that opens the venue in Apple Maps, which already
/// works well with VoiceOver, instead of a swipe for every place on the map.
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
            .accessibilityRepresentation {
                Button("Open in Maps", action: openInMaps)
            }
        }
    }

    private func openInMaps() {
        guard let venue = places.first else { return }
        let item = MKMapItem(placemark: MKPlacemark(coordinate: venue.coordinate))
        item.name = venue.name
        item.openInMaps()
    }
}
