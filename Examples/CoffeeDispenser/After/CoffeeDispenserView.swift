import SwiftUI

/// The coffee maker's brew screen: pour the amount to brew by dragging on the cup.
///
/// For VoiceOver the cup is the "Coffee dispenser": its value is the amount, swipes change it one
/// ounce at a time, and a passthrough drag (double tap and hold) starts at the coffee's level.
struct CoffeeDispenserView: View {
    @State private var ounces = 6.0
    @State private var isShowingSettings = false
    @State private var lastAnnouncement = Date.distantPast
    @State private var lastAnnouncedOunces = 6.0

    var body: some View {
        VStack(spacing: 20) {
            HStack {
                Spacer()
                Button {
                    isShowingSettings = true
                } label: {
                    Image(systemName: "gearshape")
                        .font(.title2)
                        .frame(width: 44, height: 44)
                }
                .accessibilityLabel("Settings")
            }
            Spacer()
            CoffeeCupSlider(ounces: $ounces)
                .accessibilityElement(children: .ignore)
                .accessibilityLabel("Coffee dispenser")
                .accessibilityValue(CoffeeLevel.spoken(ounces))
                .accessibilityAdjustableAction { direction in
                    switch direction {
                    case .increment: ounces = CoffeeLevel.clamped((ounces + 1).rounded(.down))
                    case .decrement: ounces = CoffeeLevel.clamped((ounces - 1).rounded(.up))
                    @unknown default: break
                    }
                }
                .accessibilityActivationPoint(UnitPoint(x: 0.5, y: 1 - ounces / CoffeeLevel.capacity))
                .onChange(of: ounces) { _, newValue in
                    announceDuringDrag(newValue)
                }
            // The cup's value says the amount, and swipes replace the drag instruction.
            Text(CoffeeLevel.spoken(ounces))
                .font(.title2.monospacedDigit())
                .accessibilityHidden(true)
            Text("Drag up or down on the cup.")
                .font(.subheadline)
                .foregroundStyle(.secondary)
                .accessibilityHidden(true)
            Spacer()
        }
        .padding()
    }

    /// Speaks the new level while a finger pours, at most every 0.3 seconds and only when it changed.
    private func announceDuringDrag(_ newValue: Double) {
        let now = Date()
        guard newValue != lastAnnouncedOunces, now.timeIntervalSince(lastAnnouncement) >= 0.3 else { return }
        lastAnnouncement = now
        lastAnnouncedOunces = newValue
        AccessibilityNotification.Announcement(CoffeeLevel.spoken(newValue)).post()
    }
}

#Preview {
    CoffeeDispenserView()
}
