import SwiftUI

/// A session's page: title, time and room, speaker, and the venue map.
struct SessionDetailView: View {
    let session: Session
    @State private var isFavorite = false

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 16) {
                SessionHeaderView(session: session, isFavorite: $isFavorite)
                SessionTimeRow(session: session)
                SpeakerView(speaker: session.speaker)
                VenueMapView(places: VenuePlace.all)
            }
            .padding()
        }
        .safeAreaInset(edge: .bottom) {
            NowBanner(session: session)
        }
        .navigationBarTitleDisplayMode(.inline)
    }
}

#Preview {
    NavigationStack(path: .constant([Session.sample])) {
        Text("Timetable")
            .navigationTitle("Timetable")
            .navigationDestination(for: Session.self) { session in
                SessionDetailView(session: session)
            }
    }
}
