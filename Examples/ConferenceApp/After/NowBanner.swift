import SwiftUI

/// The banner along the bottom showing the session on now.
///
/// Its text stops growing at Large so it never covers the session list; a long press shows
/// it in the Large Content Viewer instead.
struct NowBanner: View {
    let session: Session
    private let iconName = "clock"

    private var primaryTitleText: String { "Now: \(session.title)" }
    private var primarySubtitleText: String { session.room }

    var body: some View {
        bannerContent
            .font(.footnote)
            .dynamicTypeSize(...DynamicTypeSize.large)
            .padding(.horizontal)
            .frame(maxWidth: .infinity, minHeight: 44, alignment: .leading)
            .background(Color(red: 0.0, green: 0.32, blue: 0.75)) // white text on it: 7.1:1
            .foregroundStyle(.white)
            .accessibilityShowsLargeContentViewer {
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
