import SwiftUI

/// When and where the session is; the room opens the venue page.
///
/// Side by side when they fit, one above the other when the text is too large.
struct SessionTimeRow: View {
    let session: Session

    var body: some View {
        ViewThatFits(in: .horizontal) {
            HStack {
                Label(session.timeRange, systemImage: "clock")
                Spacer()
                NavigationLink(value: LocationNavigationID(value: session.room)) {
                    locationLinkLabel
                }
            }
            VStack(alignment: .leading) {
                Label(session.timeRange, systemImage: "clock")
                NavigationLink(value: LocationNavigationID(value: session.room)) {
                    locationLinkLabel
                }
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
        .frame(minHeight: 44)
        .contentShape(Rectangle())
    }
}
