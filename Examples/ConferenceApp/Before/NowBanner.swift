import SwiftUI

/// The banner along the bottom showing the session on now.
struct NowBanner: View {
    let session: Session
    private let iconName = "clock"

    private var primaryTitleText: String { "Now: \(session.title)" }
    private var primarySubtitleText: String { session.room }

    var body: some View {
        bannerContent
            .font(.footnote)
            .padding(.horizontal)
            .frame(maxWidth: .infinity, minHeight: 44, alignment: .leading)
            .background(.blue)
            .foregroundStyle(.white)
    }

    private var bannerContent: some View {
        Label {
            VStack(alignment: .leading, spacing: 2) {
                Text(primaryTitleText)
                Text(primarySubtitleText)
            }
        } icon: {
            Image(systemName: iconName)
        }
    }
}
