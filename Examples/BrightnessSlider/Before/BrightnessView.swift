import SwiftUI

/// A brightness bar drawn by hand: a track, a fill and a handle moved by dragging.
///
/// Everything it says is visual: the track, the handle, the position. VoiceOver finds nothing.
struct BrightnessView: View {
    @State private var brightness = 0.5
    private let width = 345.0

    var body: some View {
        ZStack(alignment: .leading) {
            Capsule()
                .fill(.quaternary)
            Capsule()
                .fill(.yellow)
                .frame(width: width * brightness)
            Circle()
                .fill(.white)
                .shadow(radius: 2)
                .frame(width: 28, height: 28)
                .offset(x: width * brightness - 14)
        }
        .frame(width: width, height: 28)
        .contentShape(Rectangle())
        .gesture(
            DragGesture(minimumDistance: 0)
                .onChanged { drag in brightness = min(max(drag.location.x / width, 0), 1) }
        )
    }
}

#Preview {
    BrightnessView()
}
