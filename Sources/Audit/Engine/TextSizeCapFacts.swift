import SwiftSyntax
import SwiftSyntaxSupport
import SwiftUIFrontEnd

/// What one Swift file says of limits on the text size an app's views may reach: the `@main`
/// apps it declares, each with the view its window shows and whether the window's content is
/// limited below the accessibility sizes, and the views whose whole `body` is
/// (`.dynamicTypeSize(.xSmall ... .xxxLarge)` on its outermost view, damus's `MainView`).
///
/// Apple, `dynamicTypeSize(_:)`: "Limits the Dynamic Type size within the view to the given
/// range"; a value set in the environment holds for every view under it.
struct TextSizeCapFacts: Sendable, Equatable {
    struct App: Sendable, Equatable {
        /// The file declaring the app.
        var file: String
        /// The view its first window shows (`AppDeclaration.rootViewName`).
        var rootView: String?
        /// Whether the app's scene limits the text size below the accessibility sizes.
        var capsWindowContent: Bool
    }

    var apps: [App] = []
    /// The views of the file whose `body` limits the text size below the accessibility sizes at
    /// its outermost view.
    var cappedViews: Set<String> = []

    /// The facts of a file; nil when it names no app and limits no text size (most files, told
    /// from the text alone). A declaration skeleton, whose bodies are blanked, is parsed whole.
    static func of(_ source: ParsedSourceFile) -> TextSizeCapFacts? {
        let text = source.text, path = source.path
        let declaresApp = text.containsBytes("@main") && text.containsBytes("WindowGroup")
        guard declaresApp || text.containsBytes("dynamicTypeSize(") else { return nil }
        let file = source.isDeclarationSkeleton ? ParsedSourceFile(path: path, text: text, indexesNodes: false) : source
        var facts = TextSizeCapFacts()
        for item in file.tree.statements {
            guard let type = item.item.as(StructDeclSyntax.self) else { continue }
            let inherited = type.inheritanceClause?.inheritedTypes.map { $0.type.trimmedDescription } ?? []
            if inherited.contains("View"), let body = Syntax(type).propertyReturning("body"),
               capsBelowAccessibilitySizes(ModifierChain(startingAt: ModifierChain.innermostView(of: body))) {
                facts.cappedViews.insert(type.name.text)
            }
        }
        if declaresApp {
            for app in SwiftUIFrontEnd.apps(in: [file]) {
                let declaration = file.tree.statements.lazy.compactMap { $0.item.as(StructDeclSyntax.self) }
                    .first { $0.name.text == app.name }
                let caps = declaration.map { type in
                    type.memberBlock.tokens(viewMode: .sourceAccurate).contains { token in
                        guard token.text == "dynamicTypeSize", let call = token.parent?.parent?.parent?.as(FunctionCallExprSyntax.self),
                              call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "dynamicTypeSize" else { return false }
                        return capsBelowAccessibilitySizes(call.arguments.first?.expression)
                    }
                } ?? false
                facts.apps.append(App(file: path, rootView: app.rootViewName, capsWindowContent: caps))
            }
        }
        return facts.apps.isEmpty && facts.cappedViews.isEmpty ? nil : facts
    }

    /// Whether the chain limits the text size below the accessibility sizes: one of its
    /// `.dynamicTypeSize(…)` modifiers does (`capsBelowAccessibilitySizes(_:)` of its argument).
    static func capsBelowAccessibilitySizes(_ chain: ModifierChain) -> Bool {
        chain.modifiers(named: "dynamicTypeSize").contains { capsBelowAccessibilitySizes($0.argument()) }
    }

    /// Whether a `dynamicTypeSize` argument keeps every size below the accessibility sizes:
    /// `.xSmall ... .xxxLarge`, `...DynamicTypeSize.xxLarge`, `..<DynamicTypeSize.accessibility1`,
    /// `.large` (read as `capped-type-without-large-content-viewer` reads it).
    static func capsBelowAccessibilitySizes(_ argument: ExprSyntax?) -> Bool {
        argument.flatMap(CappedTypeWithoutLargeContentViewerRule.largestSize).map { !$0.isAccessibilitySize } ?? false
    }
}
