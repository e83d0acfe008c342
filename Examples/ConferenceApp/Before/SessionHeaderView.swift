import SwiftUI

/// The session's title with its favourite star.
struct SessionHeaderView: View {
    let session: Session
    @Binding var isFavorite: Bool

    var body: some View {
        HStack(alignment: .top) {
            Text(session.title)
                .font(.title2.bold())
                .lineLimit(2)
                .accessibilityAddTraits(.isHeader)
            Spacer()
            Button(action: toggleFavorite) {
                Image(systemName: "star.fill")
                    .foregroundStyle(isFavorite ? .yellow : .gray)
                    .frame(width: 44, height: 44)
            }
            .accessibilityLabel("Favourite")
        }
    }

    private func toggleFavorite() {
        isFavorite.toggle()
    }
}
