import SwiftUI

/// A cup that fills with coffee: drag up on it for more, down for less.
struct CoffeeCupSlider: View {
    @Binding var ounces: Double

    var body: some View {
        GeometryReader { proxy in
            ZStack(alignment: .bottom) {
                RoundedRectangle(cornerRadius: 32)
                    .stroke(.brown, lineWidth: 6)
                Rectangle()
                    .fill(.brown)
                    .frame(height: proxy.size.height * ounces / CoffeeLevel.capacity)
                    .clipShape(RoundedRectangle(cornerRadius: 32))
            }
            .contentShape(Rectangle())
            .gesture(
                DragGesture(minimumDistance: 0)
                    .onChanged { drag in
                        let fraction = 1 - drag.location.y / proxy.size.height
                        ounces = CoffeeLevel.clamped((fraction * CoffeeLevel.capacity * 10).rounded() / 10)
                    }
            )
        }
        .frame(width: 200, height: 360)
    }
}
