import SwiftUI

/// A paging carousel of dog photos with the favourite and gallery buttons under it.
///
/// For VoiceOver the carousel is one adjustable "Dog picker": swiping up or down pages to the
/// next or previous dog, so the buttons and stats of every dog are one swipe away.
struct DogCarouselView: View {
    let dogs: [Dog]
    @Binding var selection: Dog.ID?
    @Binding var favorites: Set<Dog.ID>
    var showGallery: () -> Void

    private var currentDog: Dog { dogs.first { $0.id == selection } ?? dogs[0] }
    private var isFavorite: Bool { favorites.contains(currentDog.id) }

    var body: some View {
        VStack(spacing: 12) {
            ScrollView(.horizontal) {
                LazyHStack(spacing: 0) {
                    ForEach(dogs) { dog in
                        DogCell(dog: dog)
                            .containerRelativeFrame(.horizontal)
                    }
                }
                .scrollTargetLayout()
            }
            .scrollTargetBehavior(.paging)
            .scrollPosition(id: $selection)
            .frame(height: 300)
            .accessibilityElement(children: .ignore)
            .accessibilityLabel("Dog picker")
            .accessibilityValue(isFavorite ? "\(currentDog.name), favorite" : currentDog.name)
            .accessibilityAdjustableAction { direction in
                let currentIndex = dogs.firstIndex(of: currentDog) ?? 0
                switch direction {
                case .increment: showDog(at: currentIndex + 1)
                case .decrement: showDog(at: currentIndex - 1)
                @unknown default: break
                }
            }

            HStack {
                Button {
                    toggleFavorite()
                } label: {
                    Image(systemName: isFavorite ? "heart.fill" : "heart")
                        .font(.title2)
                        .frame(width: 44, height: 44)
                }
                .accessibilityLabel("Favorite")
                .accessibilityValue(isFavorite ? "on" : "off")

                Spacer()

                if currentDog.hasGallery {
                    Button(action: showGallery) {
                        Label("Show gallery", systemImage: "photo.on.rectangle")
                            .labelStyle(.iconOnly)
                            .font(.title2)
                            .frame(width: 44, height: 44)
                    }
                }
            }
            .padding(.horizontal, 24)
        }
    }

    private func showDog(at index: Int) {
        guard dogs.indices.contains(index) else { return }
        withAnimation { selection = dogs[index].id }
        // The stats and buttons now describe another dog.
        AccessibilityNotification.LayoutChanged(nil).post()
    }

    private func toggleFavorite() {
        if isFavorite { favorites.remove(currentDog.id) } else { favorites.insert(currentDog.id) }
    }
}

/// One page of the carousel: the dog's photo with its name on it.
struct DogCell: View {
    let dog: Dog

    var body: some View {
        ZStack(alignment: .bottomLeading) {
            Image(decorative: dog.photoName(0))
                .resizable()
                .scaledToFill()
            Text(dog.name)
                .font(.title.bold())
                .foregroundStyle(.white)
                .padding()
        }
        .clipped()
    }
}
