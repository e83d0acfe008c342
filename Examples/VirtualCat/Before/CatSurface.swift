import SwiftUI

/// The cat itself: pet it and it purrs, tap it for a meow, pinch it and it hisses.
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
    }
}
