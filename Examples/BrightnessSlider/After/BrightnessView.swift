import SwiftUI

/// A standard slider: VoiceOver reads its label, its value as a percentage, and that it is
/// adjustable, and swipes move it. Nothing to add.
struct BrightnessView: View {
    @State private var brightness = 0.5

    var body: some View {
        Slider(value: $brightness, in: 0...1) {
            Text("Brightness")
        }
        .padding(.horizontal, 24)
    }
}

#Preview {
    BrightnessView()
}
