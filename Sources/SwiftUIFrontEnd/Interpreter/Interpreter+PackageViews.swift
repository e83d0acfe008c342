import AccessibilityTree
import SwiftSyntax

/// What the code can say of a view the audit does not read — a package's view, or an SDK view
/// the front end does not model — by the way it is called (docs/review.md, Views the audit does
/// not read). Anything else about such a view stays its own, and it stays opaque.
enum PackageViewRole: Equatable {
    /// A view named as a button (`AsyncButton`) called as SwiftUI's `Button` is: with a title
    /// literal or a `label:` view. Its name and trait come from the label the code gives it.
    case button
    /// A view named as text (`EmojiText`, `Markdown`; TipKit's `TipView`, whose tip has a title,
    /// Apple: `Tip.title`) given what it shows as its first argument: it reads as text whose
    /// words are known at run time.
    case text
    /// A view named as an image (`KFImage`, `LazyImage`, `WebImage`) given only where to load the
    /// picture from (`KFImage(url)`, `LazyImage(url: url)`): it shows a
    /// picture and nothing in the call names it, as Apple's `AsyncImage(url:)` shows one. The
    /// modifiers written on it that SwiftUI and the app do not declare are the package's own
    /// (Kingfisher's `.onFailure`, `.cancelOnDisappear`) and change nothing VoiceOver reads.
    case image
    /// A package's picture drawn by a UIKit image view: Kingfisher's `KFAnimatedImage` wraps
    /// `AnimatedImageView` and SDWebImageSwiftUI's `AnimatedImage` `SDAnimatedImageView`, each a
    /// `UIImageView` subclass in a `UIViewRepresentable`. A `UIImageView` is no accessibility
    /// element unless the app makes it one (Apple, `isAccessibilityElement`: "The default value for
    /// this property is false. If the receiver is a UIKit control, the default value is true"), so
    /// VoiceOver does not stop on it: it
    /// draws as a shape does, and an accessibility label written on it makes the element.
    case imageView
    /// An image-loading package's view given where to load the picture from and a closure that
    /// draws what was loaded (`LazyImage(url: url) { state in … }`): the closure is lowered with
    /// the picture loaded (`LoadedPicture`), as the view shows once loading ends.
    case loadedImage
    /// A view named as a container (`SwipeViewGroup`, any name ending in `Group`, `Stack` or
    /// `Container`) called with nothing but its content (`SwipeViewGroup { ForEach(rows) { … } }`):
    /// the content is the code's views, read as a `Group`'s are. So is a package's view that
    /// only wraps its content (`transparentWrappers`).
    case container

    /// Package views whose body is their content closure and nothing else: Point-Free's
    /// `WithPerceptionTracking { … }` (swift-perception: "in the view's `body` you must wrap your
    /// content using the `WithPerceptionTracking` view"; its `body` returns `content()`, observing
    /// what it reads), around most views of apps built with the Composable Architecture.
    static let transparentWrappers: Set<String> = ["WithPerceptionTracking"]

    /// Package pictures drawn by a UIKit image view (`imageView`).
    static let imageViews: Set<String> = ["KFAnimatedImage", "AnimatedImage"]

    /// Where a package image is loaded from: an unlabelled argument or one of these labels.
    static let imageSourceLabels: Set<String> = ["url", "source", "request", "resource"]

    init?(name: String, call: FunctionCallExprSyntax) {
        let first = call.arguments.first
        let hasClosures = call.trailingClosure != nil || !call.additionalTrailingClosures.isEmpty
        if LoadedPicture.drawsContent(name: name, call: call) {
            self = .loadedImage
        } else if name.hasSuffix("Image"), name != "Image" {
            guard !hasClosures, call.arguments.count <= 2, let first,
                  first.label.map({ Self.imageSourceLabels.contains($0.text) }) ?? true else { return nil }
            self = Self.imageViews.contains(name) ? .imageView : .image
        } else if ["Group", "Stack", "Container"].contains(where: name.hasSuffix) && !BuiltInViews.isView(name)
                    || Self.transparentWrappers.contains(name) {
            guard call.arguments.isEmpty, call.trailingClosure != nil, call.additionalTrailingClosures.isEmpty else { return nil }
            self = .container
        } else if name.hasSuffix("Button"), name != "Button" {
            let labelled = call.arguments.contains { $0.label?.text == "label" }
                || call.additionalTrailingClosures.contains { $0.label.text == "label" }
            let titled = first?.label == nil && first?.expression.is(StringLiteralExprSyntax.self) == true
            guard labelled || titled else { return nil }
            self = .button
        } else if name == "TipView" || name.hasSuffix("Text") || name.hasSuffix("Markdown") {
            guard let first, first.label == nil else { return nil }
            self = .text
        } else {
            return nil
        }
    }
}

extension Interpreter {
    /// The view `name` is taken for when its call states its role (`PackageViewRole`); nil leaves
    /// it an opaque view, to be asked about.
    mutating func packageView(_ name: String, call: FunctionCallExprSyntax, _ scope: Scope) -> ViewNode? {
        switch PackageViewRole(name: name, call: call) {
        case .button:
            return makeBuiltInView("Button", call: call, scope)
        case .text:
            guard let first = call.arguments.first else { return nil }
            let reason = "text shown by `\(name)`, a view the audit does not read"
            return ViewNode(.text("\\(\(first.expression.trimmedDescription))"), source: location(of: call, in: scope),
                            unresolved: [Unresolved(.label, reason: reason)])
        case .image:
            return makeBuiltInView("AsyncImage", call: call, scope)
        case .imageView:
            return ViewNode(.shape(name), source: location(of: call, in: scope))
        case .loadedImage:
            return loadedPicture(name, call: call, scope)
        case .container:
            return makeBuiltInView("Group", call: call, scope)
        case nil:
            return nil
        }
    }

    /// Whether the modifier `call`, named `name` and written on `base`, is a package image's own
    /// (`PackageViewRole.image`): SwiftUI does not know it, no `View` extension of the app takes
    /// its arguments (Kingfisher's `.placeholder { … }` is not Damus's `placeholder(when:…)`), and
    /// the view under `base`'s modifiers is a package's image. It is dropped with the package's drawing.
    func isPackageImageModifier(_ name: String, call: FunctionCallExprSyntax, on base: ExprSyntax) -> Bool {
        guard !BuiltInModifiers.isKnown(name),
              !(index.viewExtensionFunctions(named: name) ?? []).contains(where: {
                  call.fits($0.syntax.signature.parameterClause.parameters)
              }) else { return false }
        var expression = base
        while let call = expression.as(FunctionCallExprSyntax.self) {
            if let member = call.calledExpression.as(MemberAccessExprSyntax.self), let inner = member.base {
                expression = inner
                continue
            }
            guard let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) else { return false }
            let viewName = reference.baseName.text
            return index.firstType(named: viewName) == nil && [.image, .imageView, .loadedImage].contains(PackageViewRole(name: viewName, call: call))
        }
        return false
    }
}
