import AccessibilityTree
import SwiftUIFrontEnd
import Testing

/// The fixes from the talk "Information gets through" in one session screen: the line-limit
/// modifier, the ViewThatFits fallback, the favourite button's state in its label, the LinkedIn
/// link and the map replaced by one button.
@Suite struct TalkExampleTests {
    static let source = sessionView + "\n" + CorpusCases.lineLimitModifierDeclarations

    static let sessionView = """
        import SwiftUI
        import MapKit

        struct Session {
            let title: String
            let timeRange: String
            let speaker: String
        }

        let sampleSession = Session(title: "Information gets through", timeRange: "10:00 – 10:45", speaker: "Dan Akiyama")

        struct SessionView: View {
            let session: Session
            @State private var isFavorite = false

            var body: some View {
                ScrollView {
                    VStack(alignment: .leading) {
                        Text(session.title)
                            .font(.title)
                            .a11yLineLimit()
                        ViewThatFits(in: .horizontal) {
                            HStack {
                                Label(session.timeRange, systemImage: "clock")
                                Spacer()
                                NavigationLink(value: 1) { locationLinkLabel }
                            }
                            VStack(alignment: .leading) {
                                Label(session.timeRange, systemImage: "clock")
                                NavigationLink(value: 1) { locationLinkLabel }
                            }
                        }
                        Button {
                            isFavorite.toggle()
                        } label: {
                            Image(systemName: isFavorite ? "heart.fill" : "heart")
                        }
                        .accessibilityLabel(isFavorite ? "Remove from favourites" : "Add to favourites")
                        Link(destination: URL(string: "https://linkedin.com")!) {
                            Image("linkedin_dan_akiyama")
                                .accessibilityHidden(true)
                        }
                        .accessibilityLabel("LinkedIn account")
                        Map {
                            Marker("Great Hall", coordinate: venue)
                            Marker("Station", coordinate: station)
                        }
                        .frame(height: 200)
                        .accessibilityElement(children: .ignore)
                        .accessibilityLabel("Open in Maps")
                        .accessibilityAddTraits(.isButton)
                    }
                    .padding()
                }
            }

            private var locationLinkLabel: some View {
                Label("Great Hall", systemImage: "mappin")
            }
        }

        #Preview {
            SessionView(session: sampleSession)
        }
        """

    func outline(_ size: ContentSizeCategory) throws -> String {
        let result = try SwiftUIFrontEnd.lower(source: Self.source, path: "SessionView.swift",
                                               settings: AccessibilitySettings(contentSize: size))
        return TreeOutline(includesIDs: true, includesDiagnostics: false).render(result.screen)
    }

    @Test func largeTextKeepsTheRowAndTwoLines() throws {
        #expect(try outline(.large) == """
            "Information gets through" [staticText] lines: 2 #SessionView/ScrollView[0]/VStack[0]/A11yLineLimitModifier[0]/Text[0]
            "10:00 – 10:45" #SessionView/ScrollView[0]/VStack[0]/ViewThatFits[1]/HStack[0]/Label[0]
            "Great Hall" [button] #SessionView/ScrollView[0]/VStack[0]/ViewThatFits[1]/HStack[0]/NavigationLink[2]
            "Add to favourites" [button] #SessionView/ScrollView[0]/VStack[0]/Button[2]
            "LinkedIn account" [link] #SessionView/ScrollView[0]/VStack[0]/Link[3]
            "Open in Maps" [button] #SessionView/ScrollView[0]/VStack[0]/Map[4]

            """)
    }

    @Test func accessibilitySizeStacksTheRowAndAllowsFourLines() throws {
        #expect(try outline(.accessibilityExtraLarge) == """
            "Information gets through" [staticText] lines: 4 #SessionView/ScrollView[0]/VStack[0]/A11yLineLimitModifier[0]/Text[0]
            "10:00 – 10:45" #SessionView/ScrollView[0]/VStack[0]/ViewThatFits[1]/VStack[1]/Label[0]
            "Great Hall" [button] #SessionView/ScrollView[0]/VStack[0]/ViewThatFits[1]/VStack[1]/NavigationLink[1]
            "Add to favourites" [button] #SessionView/ScrollView[0]/VStack[0]/Button[2]
            "LinkedIn account" [link] #SessionView/ScrollView[0]/VStack[0]/Link[3]
            "Open in Maps" [button] #SessionView/ScrollView[0]/VStack[0]/Map[4]

            """)
    }

    @Test func theStackedRowReadsTopToBottom() throws {
        let result = try SwiftUIFrontEnd.lower(source: Self.source, path: "SessionView.swift",
                                               settings: AccessibilitySettings(contentSize: .accessibilityExtraLarge))
        let frames = result.screen.root.children.compactMap(\.frame)
        #expect(zip(frames, frames.dropFirst()).allSatisfy { $0.maxY <= $1.minY })
    }
}
