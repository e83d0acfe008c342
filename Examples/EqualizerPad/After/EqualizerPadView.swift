import SwiftUI

/// Background Sounds' equalizer: a two-dimensional pad whose handle sets frequency
/// (horizontally) and amplitude (vertically) at the same time.
///
/// One adjustable action would cover only one axis, so VoiceOver gets four custom actions that
/// move one axis a step each; a passthrough drag from the handle still moves both.
struct EqualizerPadView: View {
    @State private var position = FilterPosition()
    private let side = 300.0

    var body: some View {
        ZStack {
            RoundedRectangle(cornerRadius: 20)
                .fill(.quaternary)
            Path { path in
                path.move(to: CGPoint(x: side / 2, y: 0))
                path.addLine(to: CGPoint(x: side / 2, y: side))
                path.move(to: CGPoint(x: 0, y: side / 2))
                path.addLine(to: CGPoint(x: side, y: side / 2))
            }
            .stroke(.secondary, lineWidth: 1)
            Circle()
                .fill(.tint)
                .frame(width: 36, height: 36)
                .position(handle)
        }
        .frame(width: side, height: side)
        .contentShape(Rectangle())
        .gesture(
            DragGesture(minimumDistance: 0)
                .onChanged { drag in
                    position.frequency = FilterPosition.clamped(Int((drag.location.x / side * 200 - 100).rounded()))
                    position.amplitude = FilterPosition.clamped(Int((100 - drag.location.y / side * 200).rounded()))
                }
        )
        .accessibilityElement(children: .ignore)
        .accessibilityLabel("Filter chart")
        .accessibilityValue(position.description)
        .accessibilityHint("Double tap and hold, then drag to adjust filters. The bounds of the chart axis are set to -100 to 100.")
        .accessibilityActivationPoint(handle)
        .accessibilityAction(named: "Move down") { move(amplitudeBy: -FilterPosition.step) }
        .accessibilityAction(named: "Move up") { move(amplitudeBy: FilterPosition.step) }
        .accessibilityAction(named: "Move right") { move(frequencyBy: FilterPosition.step) }
        .accessibilityAction(named: "Move left") { move(frequencyBy: -FilterPosition.step) }
    }

    private func move(frequencyBy frequencyStep: Int = 0, amplitudeBy amplitudeStep: Int = 0) {
        position.move(frequencyBy: frequencyStep, amplitudeBy: amplitudeStep)
        AccessibilityNotification.Announcement("Frequency \(position.frequency), amplitude \(position.amplitude)").post()
    }

    /// The handle's centre: (0, 0) is the middle of the pad, up is louder.
    private var handle: CGPoint {
        CGPoint(x: side / 2 + Double(position.frequency) / 200 * side,
                y: side / 2 - Double(position.amplitude) / 200 * side)
    }
}

#Preview {
    EqualizerPadView()
}
