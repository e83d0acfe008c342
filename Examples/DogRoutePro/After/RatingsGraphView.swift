import SwiftUI

/// The route's four ratings as bars, drawn in a canvas, with their names underneath.
///
/// VoiceOver gets one element per bar: its name and "rated 3 of 5".
struct RatingsGraphView: View {
    let ratings: [Int]

    var body: some View {
        VStack(spacing: 4) {
            Canvas { context, size in
                let slot = size.width / Double(ratings.count)
                for (index, rating) in ratings.enumerated() {
                    let height = Double(rating) / 5 * size.height
                    let bar = CGRect(x: Double(index) * slot + 6, y: size.height - height, width: slot - 12, height: height)
                    context.fill(Path(roundedRect: bar, cornerRadius: 4), with: .color(.accentColor))
                }
            }
            .frame(height: 110)
            HStack(spacing: 0) {
                ForEach(DogRoute.ratingNames, id: \.self) { name in
                    Text(name)
                        .font(.caption)
                        .frame(maxWidth: .infinity)
                }
            }
        }
        .padding(.horizontal, 24)
        .accessibilityElement(children: .contain)
        .accessibilityChildren {
            HStack {
                ForEach(Array(DogRoute.ratingNames.enumerated()), id: \.offset) { index, name in
                    Rectangle()
                        .accessibilityLabel(name)
                        .accessibilityValue(DogRoute.ratingValue(ratings[index]))
                }
            }
        }
    }
}
