import SwiftUI

/// The shelter the dog lives at, with buttons to find it in Maps and to call it.
///
/// For VoiceOver the row is one element named after the shelter, and its buttons are the
/// element's actions, so "Call" is never heard without knowing whom it calls.
struct ShelterInfoView: View {
    let shelter: Shelter
    @Environment(\.openURL) private var openURL

    var body: some View {
        HStack(spacing: 12) {
            Text(shelter.name)
                .font(.headline)
            Spacer()
            Button(action: openAddressInMaps) {
                Image(systemName: "map")
                    .frame(width: 44, height: 44)
            }
            .accessibilityLabel("Open address in maps")
            Button(action: call) {
                Image(systemName: "phone")
                    .frame(width: 44, height: 44)
            }
            .accessibilityLabel("Call")
        }
        .padding(.horizontal, 24)
        .accessibilityElement(children: .ignore)
        .accessibilityLabel(shelter.name)
        .accessibilityAction(named: "Open address in maps", openAddressInMaps)
        .accessibilityAction(named: "Call", call)
    }

    private func openAddressInMaps() {
        let query = shelter.address.addingPercentEncoding(withAllowedCharacters: .urlQueryAllowed) ?? ""
        if let url = URL(string: "maps://?q=\(query)") { openURL(url) }
    }

    private func call() {
        if let url = URL(string: "tel:\(shelter.phoneNumber)") { openURL(url) }
    }
}
