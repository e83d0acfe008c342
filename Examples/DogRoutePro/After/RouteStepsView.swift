import SwiftUI

/// The route's steps in order; hazards are marked with a red warning sign.
///
/// A hazard's row says "Hazard" and what it is, and the Hazards rotor jumps between them.
struct RouteStepsView: View {
    let waypoints: [Waypoint]
    @Namespace private var steps

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
                .accessibilityLabel(spokenLabel(waypoint))
                .accessibilityRotorEntry(id: waypoint.id, in: steps)
            }
        }
        .accessibilityRotor("Hazards") {
            ForEach(waypoints.filter(\.isHazard)) { waypoint in
                AccessibilityRotorEntry(waypoint.name, id: waypoint.id, in: steps)
            }
        }
    }

    /// "Old mill bridge, Cross the river. Hazard. Loose planks".
    private func spokenLabel(_ waypoint: Waypoint) -> String {
        var label = "\(waypoint.name), \(waypoint.description)"
        if let hazard = waypoint.hazard { label += ". Hazard. \(hazard)" }
        return label
    }
}
