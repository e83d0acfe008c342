import SwiftUI

/// The route's steps in order; hazards are marked with a red warning sign.
struct RouteStepsView: View {
    let waypoints: [Waypoint]

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            ForEach(waypoints) { waypoint in
                HStack {
                    VStack(alignment: .leading) {
                        Text(waypoint.name)
                            .foregroundStyle(waypoint.isHazard ? .red : .primary)
                        Text(waypoint.description)
                            .font(.caption)
                    }
                    Spacer()
                    if waypoint.isHazard {
                        Image(systemName: "exclamationmark.triangle.fill")
                            .foregroundStyle(.red)
                    }
                }
                .frame(minHeight: 44)
                .padding(.horizontal)
                .accessibilityElement(children: .combine)
            }
        }
    }
}
