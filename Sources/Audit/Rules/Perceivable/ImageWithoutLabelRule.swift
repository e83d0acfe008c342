import SwiftSyntax
import SwiftSyntaxSupport

/// `Image("asset")` that VoiceOver reads by its asset name because nothing describes it.
///
/// SwiftLint's `accessibility_label_for_image`, with fewer false positives: an image is fine when
/// it is labelled, decorative, hidden, or part of a view that already speaks text (a `Label`, a
/// control with a title). Inside `.accessibilityElement(children: .combine)` an unlabelled asset
/// image is still reported: VoiceOver reads its file name within the combined label. Images inside buttons are left to
/// `icon-only-button-without-label`. Only images placed as views are read: an `Image` passed to
/// a function (`context.draw(Image(…))`), assigned, or returned from a helper typed `Image` is a
/// value whose label belongs where it is shown. An image that makes itself a new element ignoring
/// its children (`.accessibilityElement(children: .ignore)`) is not read by its asset name: Apple's
/// `AccessibilityChildBehavior.ignore` says a new element with no initial properties is always
/// made, so the image's own label is hidden; `ignored-children-without-label` reports that
/// element when nothing names it. SwiftUI labels an image with the localized string whose key
/// is the asset name when the app's strings table has one (docs/swiftui-defaults.md, Default labels and traits);
/// the rule reads one Swift file and cannot see that table, so such an image is still reported.
public struct ImageWithoutLabelRule: SourceRule {
    public static let frameworks: [SourceFramework] = [.swiftUI]
    /// Nothing without an `Image`.
    public static let triggers: SourceTriggers? = SourceTriggers(words: ["Image"])

    public static let description = RuleDescription(
        of: Self.self,
        id: "image-without-label",
        title: "Image has no accessibility label",
        rationale: """
            An image with no label is read by its asset name ("dog photo 1") or not described at \
            all, so a person who cannot see it misses what it shows.
            """,
        wcag: [.nonTextContent],
        hig: "Accessibility › VoiceOver",
        severity: .warning,
        insertedModifier: .label,
        triggeringExamples: [
            .swift("""
                VStack {
                    ↓Image("dog_photo_1")
                    Text("Layla")
                }
                """),
            .swift("""
                struct DogCell: View {
                    var body: some View {
                        ↓Image(dog.photoName).resizable().frame(width: 80, height: 80)
                    }
                }
                """),
            .swift("""
                HStack {
                    ↓Image("star_badge")
                    Text("Layla")
                }
                .accessibilityElement(children: .combine)
                """),
            .swift("""
                HStack {
                    ActionIcon(name: "reply").accessibilityLabel("Reply")
                    ActionIcon(name: "share")
                }
                func ActionIcon(name: String) -> some View {
                    ↓Image(name).resizable().frame(width: 20, height: 20)
                }
                """),
            // Inside a labelled container, whose children are read on their own.
            .swift("""
                VStack {
                    ↓Image("tomato_fresh")
                    Text("92%")
                }
                .accessibilityElement(children: .contain)
                .accessibilityLabel("Ratings")
                """),
            // A property shown inside a link beside the name: the asset's name is read in the link's label.
            .swift("""
                struct PostHeader: View {
                    var body: some View {
                        NavigationLink(destination: CommunityView(community: community)) {
                            communityAvatar
                            Text(community.name)
                        }
                    }
                    private var communityAvatar: some View {
                        ↓Image("Default Community").resizable().frame(width: 16, height: 16)
                    }
                }
                """),
            // The same property shown once outside any control: read by its asset name there.
            .swift("""
                struct EditPictureControl: View {
                    var body: some View {
                        VStack {
                            Menu { Button("Take Photo") { takePhoto() } } label: { defaultView }
                            defaultView
                        }
                    }
                    var defaultView: some View {
                        ↓Image("camera").resizable()
                    }
                }
                """),
        ],
        nonTriggeringExamples: [
            // The badge decorates an avatar read as one labelled element: its children are hidden.
            .swift("""
                struct AvatarPicker: View {
                    private var cameraBadge: some View { Image("camera_icon") }
                    var body: some View {
                        Circle()
                            .overlay(cameraBadge, alignment: .bottomTrailing)
                            .accessibilityElement(children: .ignore)
                            .accessibilityLabel("Avatar")
                    }
                }
                """),
            .swift("Image(\"dog_photo_1\").accessibilityLabel(\"Layla asleep on the sofa\")"),
            // A property drawn only inside a labelled menu's label.
            .swift("""
                struct EditPictureControl: View {
                    var body: some View {
                        Menu { Button("Take Photo") { takePhoto() } } label: { self.defaultView }
                            .accessibilityLabel("Edit profile picture")
                    }
                    var defaultView: some View {
                        Image("camera").resizable().frame(width: 25, height: 25)
                    }
                }
                """),
            .swift("Image(decorative: \"divider\")"),
            // Its own new element hides the image's label: `ignored-children-without-label` reports it.
            .swift("""
                HStack {
                    ForEach(speakers, id: \\.self) { speaker in
                        Image(speaker.imageName).resizable().frame(width: 40).accessibilityElement(children: .ignore)
                    }
                    Image("tokyo").accessibilityElement()
                    Text(title)
                }
                """),
            .swift("Image(\"divider\").accessibilityHidden(true)"),
            .swift("Label { Text(\"Favorites\") } icon: { Image(\"star\") }"),
            .swift("""
                HStack {
                    Image(decorative: "avatar")
                    Text("Layla")
                }
                .accessibilityElement(children: .combine)
                """),
            .swift("""
                HStack {
                    Image("avatar")
                    Text("Layla")
                }
                .accessibilityElement(children: .combine)
                .accessibilityLabel("Layla, online")
                """),
            .swift("""
                HStack {
                    Image("avatar").accessibility(label: Text("Layla's photo"))
                    Text("Layla")
                }
                .accessibilityElement(children: .combine)
                """),
            .swift("Image(\"dog_photo_1\").accessibility(label: Text(\"Layla asleep on the sofa\"))"),
            .swift("Image(\"divider\").accessibility(hidden: true)"),
            .swift("Image(systemName: \"globe\")"),
            .swift("Button { play() } label: { Image(\"play\") }"),
            .swift("""
                HStack {
                    Button(action: toggleFavorite) {
                        Image(isFavorite ? "fav_star_filled" : "fav_star_outline")
                    }
                    Button(action: { share() }) { Image("share_icon").frame(width: 44, height: 44) }
                }
                """),
            .swift("Image(\"logo\", label: Text(\"Exceptional Dogs\"))"),
            .swift("Canvas { context, size in context.draw(Image(\"road\"), at: .zero) }.accessibilityHidden(true)"),
            .swift("""
                extension Flavor {
                    var image: Image { Image("flavor/\\(name)") }
                }
                """),
            .swift("""
                HStack {
                    ActionIcon(name: "reply").accessibilityLabel("Reply")
                    ActionIcon(name: "share") { share() }.accessibilityLabel("Share")
                }
                func ActionIcon(name: String, action: () -> Void = {}) -> some View {
                    Image(name).resizable().frame(width: 20, height: 20)
                }
                """),
            .swift("""
                extension Badge where Label == Image {
                    init(image: String) {
                        self.init { Image(image) }
                    }
                }
                struct Reposted: View {
                    var body: some View { Badge(image: "repost").accessibilityLabel("Reposted") }
                }
                """),
        ])

    public init(configuration: RuleConfiguration) {}

    public func check(_ file: ParsedSourceFile) -> [Finding] {
        var references: NameReferences? = nil
        return file.nodes(FunctionCallExprSyntax.self).compactMap { call in
            guard call.calledExpression.calledName == "Image", call.calledExpression.is(DeclReferenceExprSyntax.self),
                  let first = call.arguments.first, first.label == nil,
                  !call.arguments.contains(where: { $0.label?.text == "label" }) else { return nil }
            let chain = ModifierChain(startingAt: ExprSyntax(call))
            guard chain.isShownByViewBuilder, !chain.hasAccessibilityLabel, !Self.namesItsContent(chain),
                  !isDescribedByEnclosingView(call), !isLabelledByEveryCaller(call, in: file),
                  !isDescribedWhereEveryUseShowsIt(call, in: file, references: &references) else { return nil }
            let name = first.expression.stringLiteralValue
            let isCombined = EnclosingView.all(around: call).contains { $0.holdsContent && $0.chain.elementChildrenBehaviour == "combine" }
            return finding(isCombined ? .readInCombinedLabel(assetName: name) : .unlabelled(assetName: name),
                           at: file.location(of: call))
        }
    }

    /// Whether the image is drawn by a function or initialiser from a name its callers pass
    /// (`func EventActionButton(img: String, …)` drawing `Image(img)`), and every call of it in
    /// the file labels or hides what it draws: the component cannot know what its image shows, so
    /// its callers name it (`EventActionButton(img: "upload", …).accessibilityLabel("Share")`). A
    /// label on the view a call returns labels that view's one element, the image (Apple,
    /// `accessibilityLabel(_:)`). The rule reads one file: calls in other files are not seen.
    private func isLabelledByEveryCaller(_ image: FunctionCallExprSyntax, in file: ParsedSourceFile) -> Bool {
        guard let maker = ViewMaker(around: image),
              let name = image.arguments.first?.expression.as(DeclReferenceExprSyntax.self)?.baseName.text,
              maker.hasParameter(named: name) else { return false }
        let calls = maker.calls(in: file)
        return !calls.isEmpty && calls.allSatisfy { call in
            ModifierChain(startingAt: ExprSyntax(call)).isNamedOrHidden
        }
    }

    /// Whether the image is drawn by a property or function of its view (`var default_view: some
    /// View { Image("camera") … }`) that every place of the file showing it shows inside a view
    /// that names or hides its content (damus's `Menu { … } label: { self.default_view }
    /// .accessibilityLabel("Edit profile picture")`): the image is not read there. Inside a control
    /// that does not (mlem's community avatar in a `NavigationLink` beside the community's name),
    /// the asset's name is read in the control's label, and the finding stays.
    private func isDescribedWhereEveryUseShowsIt(_ image: FunctionCallExprSyntax, in file: ParsedSourceFile,
                                                 references: inout NameReferences?) -> Bool {
        guard image.drawingMember.map({ $0 != "body" }) == true else { return false }
        let uses = image.usesOfViewOwner(in: file, references: &references)
        return !uses.isEmpty && uses.allSatisfy { use in
            let around = EnclosingView.all(around: use).filter(\.holdsContent).map(\.chain)
                + [Self.decoratedChain(use)].compactMap { $0 }
            return around.contains(where: Self.namesItsContent)
        }
    }

    /// The chain whose view a use decorates when given as an overlay's or background's argument
    /// (`.overlay(cameraButton, alignment: .bottomTrailing)`), not in a closure: what the chain
    /// does to its content (`.accessibilityElement(children: .ignore)` after it) it does to the
    /// decoration too, as for `.overlay { cameraButton }`.
    private static func decoratedChain(_ use: TokenSyntax) -> ModifierChain? {
        guard var reference = use.parent?.as(ExprSyntax.self) else { return nil }
        if let member = reference.parent?.as(MemberAccessExprSyntax.self), member.declName.id == reference.id {
            reference = ExprSyntax(member)
        }
        guard let call = reference.argumentOfCall?.call,
              ["overlay", "background"].contains(call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text) else { return nil }
        return ModifierChain(containing: call)
    }

    private func isDescribedByEnclosingView(_ image: FunctionCallExprSyntax) -> Bool {
        let controls: Set<String> = ["Button", "NavigationLink", "Link", "Menu", "Toggle", "ShareLink"]
        return EnclosingView.all(around: image).filter(\.holdsContent).contains { enclosing in
            if Self.namesItsContent(enclosing.chain) { return true }
            let name = enclosing.call.calledExpression.calledName ?? ""
            if controls.contains(name) { return true }
            if name == "Label" { return ViewText.showsText(enclosing.call) }
            return false
        }
    }

    /// Whether a view around the place names or hides what it holds: hidden, labelled (a container
    /// that keeps its children, `.accessibilityElement(children: .contain)`, names only itself),
    /// read as nothing, or replaced.
    private static func namesItsContent(_ chain: ModifierChain) -> Bool {
        let labelsItsContent = chain.hasAccessibilityLabel && chain.elementChildrenBehaviour != "contain"
        return chain.isAccessibilityHidden || labelsItsContent || chain.elementChildrenBehaviour == "ignore"
            || chain.hasModifier("accessibilityRepresentation") || chain.hasModifier("accessibilityChildren")
    }
}

extension RuleMessage {
    fileprivate static func unlabelled(assetName: String?) -> RuleMessage {
        RuleMessage(
            id: "image-without-label",
            text: """
                VoiceOver reads this image by \(heard(assetName)): a person who cannot see it does not learn \
                what it shows.
                """,
            fix: describeOrHide)
    }

    fileprivate static func readInCombinedLabel(assetName: String?) -> RuleMessage {
        RuleMessage(
            id: "image-without-label.combined",
            text: """
                VoiceOver reads this image by \(heard(assetName)) inside the label of the element that \
                combines it: a listener hears a file name among the words.
                """,
            fix: """
                \(describeOrHide) Or give the combined element its own \
                `.accessibilityLabel("…")`.
                """)
    }

    private static func heard(_ assetName: String?) -> String {
        assetName.map { "its asset name \"\($0)\"" } ?? "its asset name"
    }

    private static let describeOrHide = """
        Describe it with `.accessibilityLabel("…")`; if it is decoration, write \
        `Image(decorative: …)` so VoiceOver skips it.
        """
}
