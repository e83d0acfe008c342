import SwiftUI

/// The dog's details in two columns, each title above its value.
struct DogStatsView: View {
    let dog: Dog

    private let columns = [GridItem(.flexible(), alignment: .leading), GridItem(.flexible(), alignment: .leading)]

    var body: some View {
        LazyVGrid(columns: columns, alignment: .leading, spacing: 12) {
            ForEach(dog.stats) { stat in
                VStack(alignment: .leading, spacing: 2) {
                    Text(stat.title)
                        .font(.caption)
                        .foregroundStyle(.secondary)
                    Text(stat.value)
                        .font(.body)
                }
            }
        }
        .padding(.horizontal, 24)
    }
}
