import SwiftUI

/// Who gives the session, with a link to their LinkedIn page.
struct SpeakerView: View {
    let speaker: Speaker

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text("Speaker")
                .font(.headline)
                .accessibilityAddTraits(.isHeader)
            HStack {
                Text(speaker.name)
                Spacer()
                Link(destination: speaker.linkedInURL) {
                    Image("linkedin_logo")
                        .resizable()
                        .frame(width: 44, height: 44)
                }
            }
        }
    }
}
