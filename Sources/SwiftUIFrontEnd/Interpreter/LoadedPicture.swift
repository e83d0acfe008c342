import AccessibilityTree
import SwiftSyntax

/// The views of the common image-loading packages that load a picture from a location and hand
/// it to a closure of the app's, which draws it (`PackageViewRole.loadedImage`). Read from the
/// packages' public documentation:
///
/// - NukeUI's `LazyImage(url:transaction:content:)` and `LazyImage(request:transaction:content:)`
///   call `content` with a `LazyImageState`, whose `image` is the loaded `Image` ("Returns the
///   current fetch result"; `image`, `imageContainer`, `isLoading`, `error`: kean/Nuke,
///   `LazyImageState`).
/// - CachedAsyncImage (lorenzofiamingo/swiftui-cached-async-image) repeats SwiftUI's
///   `AsyncImage`: `init(url:urlCache:scale:content:placeholder:)` hands the loaded `Image`,
///   `init(url:urlCache:scale:transaction:content:)` an `AsyncImagePhase`, whose `image` is "The
///   loaded image, if any" (Apple, `AsyncImagePhase.image`).
/// - SDWebImageSwiftUI's `WebImage(url:…content:placeholder:)` hands the loaded `Image`, and
///   `WebImage(url:…content:)` a `WebImagePhase` with the same `image`.
///
/// Kingfisher's `KFImage` takes no such closure: it is the picture (`PackageViewRole.image`).
/// The closure is called once, with the picture loaded: what stays on screen once loading ends.
/// The placeholder and the failure view it may draw instead are not lowered.
enum LoadedPicture {
    /// The packages' views that draw what they loaded with the app's closure.
    static let views: Set<String> = ["LazyImage", "CachedAsyncImage", "WebImage"]

    /// Whether `call` of the view `name` is one of `views` given where to load from (an unlabelled
    /// argument or `url:`, `request:`, `source:`) and a content closure.
    static func drawsContent(name: String, call: FunctionCallExprSyntax) -> Bool {
        guard views.contains(name), let first = call.arguments.first,
              first.label.map({ PackageViewRole.imageSourceLabels.contains($0.text) }) ?? true else { return false }
        return contentClosure(of: call) != nil
    }

    /// The closure that draws the loaded picture: the first trailing closure, or `content:`.
    static func contentClosure(of call: FunctionCallExprSyntax) -> ClosureExprSyntax? {
        call.trailingClosure
            ?? call.arguments.first { $0.label?.text == "content" }?.expression.as(ClosureExprSyntax.self)
    }

    /// Whether the closure is handed the `Image` itself: the initialisers that also take a
    /// `placeholder:` do so, as `AsyncImage(url:scale:content:placeholder:)` does; the others hand
    /// a state or phase.
    static func handsImage(_ call: FunctionCallExprSyntax) -> Bool {
        call.additionalTrailingClosures.contains { $0.label.text == "placeholder" }
            || call.arguments.contains { $0.label?.text == "placeholder" }
    }

    /// What the closure is called with once `picture` has loaded: the picture, or a state whose
    /// `image` it is, not loading, without error, its container holding no data to decode
    /// again (a still picture, not an animation or a vector image).
    static func argument(picture: ViewNode, handsImage: Bool) -> Value {
        guard !handsImage else { return .view(picture) }
        let container = ObjectValue(typeName: "ImageContainer", fields: [
            ("image", .unknown(reason: "run-time value `imageContainer.image`")), ("type", .null),
            ("isPreview", .bool(false)), ("data", .null),
        ])
        return .object(ObjectValue(typeName: "LoadedImageState", fields: [
            ("image", .view(picture)), ("isLoading", .bool(false)), ("error", .null),
            ("imageContainer", .object(container)),
        ]))
    }
}

extension Interpreter {
    /// The view an image-loading package's `name` draws by the app's closure once its picture
    /// has loaded (`LoadedPicture`); the picture is an image nothing names, at the call, as
    /// `AsyncImage`'s is.
    mutating func loadedPicture(_ name: String, call: FunctionCallExprSyntax, _ scope: Scope) -> ViewNode? {
        guard let closure = LoadedPicture.contentClosure(of: call) else { return nil }
        let location = location(of: call, in: scope)
        guard spendView() else { return ViewNode(.unknown(name), source: location, unresolved: [Unresolved(reason: "view budget exhausted")]) }
        let picture = ViewNode(.image(.runTime), source: location)
        let argument = LoadedPicture.argument(picture: picture, handsImage: LoadedPicture.handsImage(call))
        let drawn = self.call(Closure(syntax: closure, scope: scope), arguments: [argument], expectsViews: true)
        return viewNode(from: drawn, expression: closure, scope: scope)
    }
}
