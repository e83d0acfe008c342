import SwiftUI

/// When and where the session is; the room opens the venue page.
struct SessionTimeRow: View {
    let session: Session

    var body: some View {
        HStack {
            Label(session.timeRange, systemImage: "clock")
            Spacer()
            NavigationLink(value: LocationNavigationID(value: session.room)) {
                locationLinkLabel
            }
        }
        .font(.subheadline)
        .lineLimit(1)
    }

    private var locationLinkLabel: some View {
        HStack(spacing: 2) {
            Text(session.room)
            Image(systemName: "arrow.up.right")
        }
        .foregroundStyle(.blue)
    }
}
