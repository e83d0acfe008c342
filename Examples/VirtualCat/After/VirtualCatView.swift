import SwiftUI

/// VirtualCat: a cat to play with while you are away from your own.
struct VirtualCatView: View {
    @State private var reaction = CatReaction.sleeping

    var body: some View {
        VStack(spacing: 40) {
            CatSurface(reaction: $reaction)
            Text("Touch the cat to interact.")
                .font(.headline)
        }
        .padding()
    }
}

#Preview {
    VirtualCatView()
}
