import SwiftUI

/// The shelter the dog lives at, with buttons to find it in Maps and to call it.
struct ShelterInfoView: View {
    let shelter: Shelter
    @Environment(\.openURL) private var openURL

    var body: some View {
        HStack(alignment: .top, spacing: 12) {
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
    }

    private func openAddressInMaps() {
        let query = shelter.address.addingPercentEncoding(withAllowedCharacters: .urlQueryAllowed) ?? ""
        if let url = URL(string: "maps://?q=\(query)") { openURL(url) }
    }

    private func call() {
        if let url = URL(string: "tel:\(shelter.phoneNumber)") { openURL(url) }
    }
}
