import SwiftUI

/// The coffee maker's brew screen: pour the amount to brew by dragging on the cup.
struct CoffeeDispenserView: View {
    @State private var ounces = 6.0
    @State private var isShowingSettings = false

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
            Text(CoffeeLevel.spoken(ounces))
                .font(.title2.monospacedDigit())
            Text("Drag up or down on the cup.")
                .font(.subheadline)
                .foregroundStyle(.secondary)
            Spacer()
        }
        .padding()
    }
}

#Preview {
    CoffeeDispenserView()
}
