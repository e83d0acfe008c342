import SwiftUI

/// The dog's pictures, shown over the whole screen, with Close above them.
struct GalleryView: View {
    let dog: Dog
    var close: () -> Void

    var body: some View {
        VStack(spacing: 16) {
            HStack {
                Button("Close", action: close)
                    .buttonStyle(.borderedProminent)
                Spacer()
            }
            .padding(.horizontal, 24)

            ScrollView(.horizontal) {
                LazyHStack(spacing: 0) {
                    ForEach(0..<dog.pictureCount, id: \.self) { index in
                        Image(dog.photoName(index))
                            .resizable()
                            .scaledToFit()
                            .containerRelativeFrame(.horizontal)
                            .accessibilityLabel("Picture \(ordinal(index)) of \(dog.name)")
                    }
                }
            }
            .scrollTargetBehavior(.paging)
            .frame(height: 360)

            Spacer()
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .background(.ultraThinMaterial)
        .accessibilityElement(children: .contain)
    }

    private func ordinal(_ index: Int) -> String {
        let words = ["one", "two", "three", "four", "five", "six"]
        return index < words.count ? words[index] : "\(index + 1)"
    }
}
