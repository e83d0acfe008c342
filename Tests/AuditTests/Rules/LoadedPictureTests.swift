import Audit
import Testing
import TestSupport

/// The image-loading packages' views that hand what they loaded to the app's closure (NukeUI's
/// `LazyImage`, CachedAsyncImage, SDWebImageSwiftUI's `WebImage`) show the picture the closure
/// draws once loading ends; a picture nothing names that a view of the app's own type draws is
/// reported where that view is used, at the last modifier written on it.
@Suite struct LoadedPictureTests {
    // MARK: The packages' views, drawn from what they loaded

    @Test func aLoadedPictureNothingNamesIsReadAsJustImage() throws {
        let source = ReviewSignalTests.view("""
            VStack {
                        LazyImage(url: model.posterURL) { state in
                            if let image = state.image {
                                image.resizable()
                            } else if state.isLoading {
                                ProgressView()
                            }
                        }
                        CachedAsyncImage(url: model.avatarURL) { image in
                            image.resizable()
                        } placeholder: {
                            ProgressView()
                        }
                        WebImage(url: model.bannerURL) { phase in
                            if let image = phase.image { image } else { Color.gray }
                        }
                    }
            """)
        let findings = try ReviewSignalTests.findings(source, rules: [MissingLabelRule.self])
        // Each is the loaded picture, at its call, read as just "Image"; the progress views of
        // the loading phase are not drawn once it has loaded.
        #expect(findings.map(\.location.line) == [7, 14, 19])
        #expect(findings.allSatisfy { $0.ruleID == "missing-label" && $0.kind == .violation })
    }

    @Test func aLoadedPictureTheClosureOrTheCallNamesOrHidesIsNotReported() throws {
        let source = ReviewSignalTests.view("""
            VStack {
                        LazyImage(url: model.posterURL) { state in
                            if let image = state.image {
                                image.resizable().accessibilityLabel(model.title)
                            }
                        }
                        CachedAsyncImage(url: model.avatarURL) { image in image } placeholder: { Color.gray }
                            .accessibilityHidden(true)
                        LazyImage(url: model.iconURL) { state in
                            state.image?.accessibilityHidden(true)
                        }
                        WebImage(url: model.bannerURL) { phase in
                            phase.image
                        }
                        .accessibilityLabel("Banner")
                    }
            """)
        #expect(try ReviewSignalTests.findings(source, rules: [MissingLabelRule.self]).isEmpty)
    }

    // MARK: A picture drawn by a view of the app's own type, at its caller

    /// The shape of a media app's image view: a package view whose closure chooses between a
    /// placeholder, the loaded picture passed through a stored closure, and a failure view,
    /// built by initialisers that delegate to the memberwise one.
    static let imageView = """
        import NukeUI
        import SwiftUI

        struct ArtworkView: View {
            @State private var sources: [URL]
            private var image: (Image) -> any View
            private var failure: () -> any View

            var body: some View {
                if let source = sources.first {
                    LazyImage(url: source, transaction: .init(animation: .linear)) { state in
                        if state.isLoading {
                            Color.gray
                        } else if let loaded = state.image {
                            if let data = state.imageContainer?.data {
                                VectorView(data: data)
                            } else {
                                image(loaded.resizable())
                                    .eraseToAnyView()
                            }
                        } else if state.error != nil {
                            failure().eraseToAnyView()
                        }
                    }
                    .pipeline(.shared)
                } else {
                    failure().eraseToAnyView()
                }
            }
        }

        extension ArtworkView {
            init(_ source: URL) {
                self.init([source])
            }

            init(_ sources: [URL]) {
                self.init(sources: sources, image: { $0 }, failure: { EmptyView() })
            }
        }

        extension View {
            func eraseToAnyView() -> AnyView { AnyView(self) }
            func fadedBottom() -> some View { overlay(alignment: .bottom) { LinearGradient(colors: [.clear, .black], startPoint: .top, endPoint: .bottom) } }
        }
        """

    static let detail = """
        import SwiftUI

        struct DetailView: View {
            let item: Item

            var body: some View {
                ScrollView {
                    ArtworkView(item.backdropURL)
                        .aspectRatio(1.77, contentMode: .fill)
                        .fadedBottom()
                        .frame(height: 300)
                    ArtworkView(item.logoURL)
                        .frame(height: 100)
                        .accessibilityHidden(true)
                    ArtworkView(item.posterURL)
                        .accessibilityLabel(item.title)
                    ArtworkView(item.thumbnailURL)
                    Text(item.title)
                }
            }
        }
        """

    @Test func aPictureAViewOfTheAppDrawsIsReportedAtTheLastModifierWhereItIsUsed() throws {
        let folder = try TemporaryFolder()
        try folder.write("ArtworkView.swift", Self.imageView)
        try folder.write("DetailView.swift", Self.detail)
        let result = try AuditRunner(rules: [MissingLabelRule.self]).run(paths: [folder.path])
        let reported = result.findings.map { "\($0.location.file.split(separator: "/").last ?? ""):\($0.location.line)" }
        // The backdrop at the last modifier written on it, `.frame` (inside it, the app's
        // `.fadedBottom()` adds an overlay written in another file); the logo hidden and the poster labelled where they are used; the
        // thumbnail, with no modifier, at its call. Nothing inside `ArtworkView`, whose picture
        // lowered on its own comes from a closure its callers pass.
        #expect(reported == ["DetailView.swift:11", "DetailView.swift:17"])
        #expect(result.findings.allSatisfy { $0.ruleID == "missing-label" && $0.kind == .violation })
        // The fix is the modifier written there: a loaded picture has no `Image(decorative:)`.
        #expect(result.findings.allSatisfy { $0.fix?.contains("`.accessibilityHidden(true)` if it adds nothing") == true })
        #expect(!result.findings.contains { $0.fix?.contains("Image(decorative:)") == true })
    }

    @Test func aPictureAViewOfTheAppShowsInAPreviewStaysInsideIt() throws {
        let folder = try TemporaryFolder()
        try folder.write("Avatar.swift", """
            import SwiftUI

            struct Avatar: View {
                let url: URL
                var body: some View {
                    LazyImage(url: url) { state in state.image }
                }
            }

            #Preview {
                VStack { Avatar(url: URL(string: "https://example.com/a.png")!).frame(width: 40) }
            }
            """)
        try folder.write("Row.swift", """
            import SwiftUI

            struct Row: View {
                let person: Person
                var body: some View {
                    HStack {
                        Avatar(url: person.avatarURL)
                            .frame(width: 40, height: 40)
                    }
                }
            }
            """)
        let result = try AuditRunner(rules: [MissingLabelRule.self]).run(paths: [folder.path])
        let reported = Set(result.findings.map { "\($0.location.file.split(separator: "/").last ?? ""):\($0.location.line)" })
        // Where the row uses it, at its `.frame`; the preview's code is not the app's, so the
        // picture it shows stays where the avatar draws it.
        #expect(reported == ["Row.swift:8", "Avatar.swift:6"])
    }
}
