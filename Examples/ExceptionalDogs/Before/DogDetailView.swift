import SwiftUI

/// Exceptional Dogs: browse the dogs in need of a home, see one's details and its shelter.
struct DogDetailView: View {
    let dogs: [Dog]
    let shelter: Shelter
    @State private var selection: Dog.ID?
    @State private var favorites: Set<Dog.ID> = []
    @State private var isGalleryOpen = false

    init(dogs: [Dog], shelter: Shelter, isGalleryOpen: Bool = false) {
        self.dogs = dogs
        self.shelter = shelter
        _isGalleryOpen = State(initialValue: isGalleryOpen)
    }

    private var currentDog: Dog { dogs.first { $0.id == selection } ?? dogs[0] }

    var body: some View {
        // The gallery is added on top of the screen, not presented: VoiceOver reads it and the
        // screen under it as one page, in the order of their places on screen.
        ZStack {
            VStack(spacing: 24) {
                DogCarouselView(dogs: dogs, selection: $selection, favorites: $favorites) {
                    isGalleryOpen = true
                }
                DogStatsView(dog: currentDog)
                Spacer()
                ShelterInfoView(shelter: shelter)
            }
            if isGalleryOpen {
                GalleryView(dog: currentDog) { isGalleryOpen = false }
                    .transition(.scale)
            }
        }
        .animation(.easeInOut, value: isGalleryOpen)
    }
}

#Preview {
    DogDetailView(dogs: Dog.roster, shelter: .skylers)
}

#Preview("Gallery open") {
    DogDetailView(dogs: Dog.roster, shelter: .skylers, isGalleryOpen: true)
}
