import SwiftSyntax
import SwiftSyntaxSupport

/// A layer shown over a `ZStack` or in `.overlay` on a condition, with a close control and
/// content besides it, that is not marked modal: the SwiftUI form of Exceptional Dogs' gallery.
/// A close button alone on a condition is a control in a corner of the view, no layer over it.
///
/// WWDC18 session 230: the gallery was added "on top of a view hierarchy" rather than presented,
/// so "VoiceOver doesn't know that it should exclude" the content behind it. Sheets and full-screen
/// covers are modal already and are not reported. The tree rule `modal-without-isolation` checks
/// the same on screens.
public struct OverlayWithoutModalTraitRule: SourceRule {
    public static let frameworks: [SourceFramework] = [.swiftUI]
    /// Nothing without a layer over content.
    public static let triggers: SourceTriggers? = SourceTriggers(words: ["ZStack", "overlay"])

    public static let description = RuleDescription(
        of: Self.self,
        id: "overlay-without-modal-trait",
        title: "Custom overlay is not modal",
        rationale: """
            A layer drawn over the screen hides the content behind it from sighted people only. \
            Unless it is marked modal, VoiceOver swipes out of it into content nobody can see, and \
            a blind person loses track of where they are.
            """,
        wcag: [.meaningfulSequence, .focusOrder],
        hig: "Accessibility › VoiceOver",
        severity: .warning,
        triggeringExamples: [
            .swift("""
                ZStack {
                    DogCarousel(dogs: dogs)
                    ↓if isGalleryOpen {
                        GalleryView(dog: dog)
                        Button("Close") { isGalleryOpen = false }
                    }
                }
                """),
            .swift("""
                content.overlay {
                    ↓if showsTip {
                        TipCard(tip: tip)
                        Button { showsTip = false } label: { Image(systemName: "xmark") }
                    }
                }
                """),
        ],
        nonTriggeringExamples: [
            .swift("""
                ZStack {
                    DogCarousel(dogs: dogs)
                    if isGalleryOpen {
                        VStack {
                            GalleryView(dog: dog)
                            Button("Close") { isGalleryOpen = false }
                        }
                        .accessibilityAddTraits(.isModal)
                    }
                }
                """),
            .swift("content.sheet(isPresented: $isGalleryOpen) { GalleryView(dog: dog) }"),
            .swift("ZStack { Map(); if isLoading { ProgressView() } }"),
            .swift("""
                card.overlay(alignment: .topTrailing) {
                    if let dismiss {
                        Button(action: dismiss) { Image(systemName: "xmark") }
                            .padding(.trailing, 16)
                    }
                }
                """),
        ])

    /// Titles and symbols of controls that close a layer.
    static let closeWords: Set<String> = ["Close", "Done", "Dismiss", "Cancel", "xmark", "xmark.circle",
                                          "xmark.circle.fill"]

    public init(configuration: RuleConfiguration) {}

    public func check(_ file: ParsedSourceFile) -> [Finding] {
        file.nodes(IfExprSyntax.self).compactMap { condition in
            guard let layer = EnclosingView.all(around: condition).first,
                  ["ZStack", "overlay"].contains(layer.call.calledExpression.calledName ?? ""),
                  condition.body.statements.contains(where: { hasCloseControl($0) }),
                  condition.body.statements.contains(where: { !hasCloseControl($0) }),
                  !condition.containsToken(["isModal", "accessibilityViewIsModal"]),
                  !condition.enclosingTypeScope.containsToken(["accessibilityViewIsModal"]) else { return nil }
            return finding(.notModal, at: file.location(of: condition))
        }
    }

    /// Whether the statement shows a `Button` titled or drawn as a close control.
    private func hasCloseControl(_ statement: CodeBlockItemSyntax) -> Bool {
        statement.tokens(viewMode: .sourceAccurate).contains { token in
            guard token.text == "Button", let button = token.parent?.parent?.as(FunctionCallExprSyntax.self) else {
                return false
            }
            return button.tokens(viewMode: .sourceAccurate).contains { inner in
                guard case .stringSegment(let text) = inner.tokenKind else { return false }
                return Self.closeWords.contains(text)
            }
        }
    }
}

extension RuleMessage {
    fileprivate static let notModal = RuleMessage(
        id: "overlay-without-modal-trait",
        text: """
            This layer covers the screen but is not modal: VoiceOver can swipe from it into the \
            content hidden behind it, and a person who cannot see loses their place.
            """,
        fix: """
            Add `.accessibilityAddTraits(.isModal)` to the layer and move focus into it when it \
            appears (`@AccessibilityFocusState`), or present it with `.sheet`/`.fullScreenCover`.
            """)
}
