import SwiftUI

/// The cat itself: pet it and it purrs, tap it for a meow, pinch it and it hisses.
///
/// For VoiceOver the cat is "Virtual cat" with its reaction as the value. After a double tap,
/// touches pass straight to it (direct touch), and custom actions do the same for people who
/// cannot perform the gestures.
struct CatSurface: View {
    @Binding var reaction: CatReaction

    var body: some View {
        Image("cat_fill_space")
            .resizable()
            .scaledToFit()
            .frame(width: 300, height: 300)
            .gesture(DragGesture(minimumDistance: 10).onChanged { _ in reaction = .purring })
            .simultaneousGesture(SpatialTapGesture().onEnded { _ in reaction = .meowing })
            .simultaneousGesture(MagnifyGesture().onEnded { _ in reaction = .hissing })
            .accessibilityElement(children: .ignore)
            .accessibilityLabel("Virtual cat")
            .accessibilityValue(reaction.rawValue)
            .accessibilityDirectTouch(options: .requiresActivation)
            .accessibilityAction(named: "Pet") { react(.purring) }
            .accessibilityAction(named: "Tap") { react(.meowing) }
            .accessibilityAction(named: "Pinch") { react(.hissing) }
    }

    private func react(_ newReaction: CatReaction) {
        reaction = newReaction
        AccessibilityNotification.Announcement(newReaction.rawValue.capitalized).post()
    }
}
