import SwiftUI

/// The session's title with its favourite star.
///
/// The star changes shape as well as colour, and says what it will do: "Add to favourites" or
/// "Remove from favourites".
struct SessionHeaderView: View {
    let session: Session
    @Binding var isFavorite: Bool

    var body: some View {
        HStack(alignment: .top) {
            Text(session.title)
                .font(.title2.bold())
                .a11yLineLimit()
                .accessibilityAddTraits(.isHeader)
            Spacer()
            Button(action: toggleFavorite) {
                Image(systemName: isFavorite ? "star.fill" : "star")
                    .foregroundStyle(isFavorite ? .yellow : .gray)
                    .frame(width: 44, height: 44)
            }
            .accessibilityLabel(isFavorite ? "Remove from favourites" : "Add to favourites")
        }
    }

    private func toggleFavorite() {
        isFavorite.toggle()
    }
}
