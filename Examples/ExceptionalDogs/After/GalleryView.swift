import SwiftUI

/// The dog's pictures, shown over the whole screen.
///
/// Modal for VoiceOver: while it is open, focus stays on the pictures and the Close button.
/// With Reduce Transparency on, the backdrop is solid instead of blurred.
struct GalleryView: View {
    let dog: Dog
    var close: () -> Void
    @Environment(\.accessibilityReduceTransparency) private var reduceTransparency

    var body: some View {
        VStack(spacing: 16) {
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

            Button(action: close) {
                Text("Close")
                    .frame(minWidth: 44, minHeight: 44)
            }
            .buttonStyle(.borderedProminent)
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .background(reduceTransparency ? AnyShapeStyle(.black) : AnyShapeStyle(.ultraThinMaterial))
        .accessibilityAddTraits(.isModal)
    }

    private func ordinal(_ index: Int) -> String {
        let words = ["one", "two", "three", "four", "five", "six"]
        return index < words.count ? words[index] : "\(index + 1)"
    }
}
