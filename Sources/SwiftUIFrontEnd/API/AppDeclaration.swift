import AccessibilityTree
import Foundation
import SwiftSyntax
import SwiftSyntaxSupport

/// A SwiftUI app's entry point: the `@main` type conforming to `App`, and the view its first
/// `WindowGroup` shows, where VoiceOver lands when the app opens.
public struct AppDeclaration: Hashable, Sendable {
    /// The type's name (`ExceptionalDogsApp`).
    public var name: String
    public var source: AccessibilityTree.SourceLocation
    /// The first type the first `WindowGroup { … }` of its body creates that is not one of
    /// SwiftUI's containers (`DogCarouselView` in `WindowGroup { NavigationStack {
    /// DogCarouselView() } }`), nil when there is none.
    public var rootViewName: String?

    public init(name: String, source: AccessibilityTree.SourceLocation, rootViewName: String?) {
        self.name = name
        self.source = source
        self.rootViewName = rootViewName
    }

    /// The name a person hears for the app when it has no display name: the type's name without
    /// a trailing "App", its words apart ("ExceptionalDogsApp" is "Exceptional Dogs").
    public var spokenName: String {
        let base = name.hasSuffix("App") && name.count > 3 ? String(name.dropLast(3)) : name
        var words = ""
        for (index, character) in base.enumerated() {
            let previous = index > 0 ? Array(base)[index - 1] : nil
            if character.isUppercase, let previous, previous.isLowercase { words.append(" ") }
            words.append(character)
        }
        return words
    }
}

extension SwiftUIFrontEnd {
    /// The `@main` apps in the Swift files at `paths`: only files that mention `@main` or
    /// `WindowGroup` are parsed; a path that cannot be read gives none.
    public static func apps(atPaths paths: [String]) -> [AppDeclaration] {
        guard let found = try? SourceFinder.swiftFiles(at: paths) else { return [] }
        let files = found.compactMap { file -> ParsedSourceFile? in
            guard let text = try? String(contentsOfFile: file, encoding: .utf8),
                  text.contains("@main") || text.contains("WindowGroup") else { return nil }
            return ParsedSourceFile(path: file, text: text)
        }
        return apps(in: files)
    }

    /// The `@main` apps declared in `files`, in source order. The window may be declared in an
    /// extension of the app (`extension IceCubesApp { var appScene: some Scene { WindowGroup { … } } }`).
    public static func apps(in files: [ParsedSourceFile]) -> [AppDeclaration] {
        let finders = files.map { file in
            let finder = MainAppFinder(viewMode: .sourceAccurate)
            finder.walk(file.tree)
            return finder
        }
        let extensions = finders.flatMap(\.extensions)
        return zip(files, finders).flatMap { file, finder in
            finder.apps.map { declaration in
                let (line, column) = file.lineAndColumn(of: declaration.name)
                let bodies = [declaration.memberBlock] + extensions.filter { $0.extendedType.trimmedDescription == declaration.name.text }
                    .map(\.memberBlock)
                return AppDeclaration(name: declaration.name.text,
                                      source: AccessibilityTree.SourceLocation(file: file.path, line: line, column: column),
                                      rootViewName: bodies.lazy.compactMap(windowGroupContent).compactMap(firstCreatedView).first)
            }
        }
    }

    /// SwiftUI's own containers and scenes, looked through for the view they hold.
    static let containerNames: Set<String> = [
        "WindowGroup", "NavigationStack", "NavigationView", "NavigationSplitView", "Group", "VStack", "HStack",
        "ZStack", "TabView", "ScrollView", "AnyView",
    ]

    /// The first capitalised name called (`Name(` or `Name {`) in `content` that is not a container.
    private static func firstCreatedView(in content: Syntax) -> String? {
        let tokens = Array(content.tokens(viewMode: .sourceAccurate))
        for (index, token) in tokens.enumerated().dropLast() {
            guard case .identifier(let name) = token.tokenKind, name.first?.isUppercase == true,
                  !containerNames.contains(name), ["(", "{"].contains(tokens[index + 1].text) else { continue }
            return name
        }
        return nil
    }

    /// The first `WindowGroup` call's content inside `members`.
    private static func windowGroupContent(in members: MemberBlockSyntax) -> Syntax? {
        for node in members.tokens(viewMode: .sourceAccurate) where node.text == "WindowGroup" {
            var parent = node.parent
            while let current = parent, !current.is(FunctionCallExprSyntax.self), !current.is(MemberBlockSyntax.self) {
                parent = current.parent
            }
            if let call = parent?.as(FunctionCallExprSyntax.self) {
                if let closure = call.trailingClosure { return Syntax(closure) }
                return Syntax(call.arguments)
            }
        }
        return nil
    }
}

/// Finds `@main` structs conforming to `App`, and every extension (where an app's scenes may be).
private final class MainAppFinder: SyntaxVisitor {
    var apps: [StructDeclSyntax] = []
    var extensions: [ExtensionDeclSyntax] = []

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        let isMain = node.attributes.contains { attribute in
            attribute.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "main"
        }
        let isApp = node.inheritanceClause?.inheritedTypes.contains {
            ["App", "SwiftUI.App"].contains($0.type.trimmedDescription)
        } == true
        if isMain, isApp { apps.append(node) }
        return .skipChildren
    }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        extensions.append(node)
        return .skipChildren
    }
}
