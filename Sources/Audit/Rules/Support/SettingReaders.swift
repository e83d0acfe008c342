import SwiftSyntax

/// The names whose presence in a type shows it reads an accessibility setting, and so may adapt.
///
/// Rules that ask "does this view ever read Reduce Motion?" look for these tokens in the
/// innermost type around the code (`enclosingTypeScope`), as SwiftLint-style checks do: a view
/// that reads the setting is assumed to use it.
enum SettingReaders {
    /// Dynamic Type: the size itself, or a layout that adapts on its own.
    static let dynamicType: Set<String> = ["dynamicTypeSize", "sizeCategory", "isAccessibilitySize",
                                           "isAccessibilityCategory", "preferredContentSizeCategory",
                                           "ViewThatFits", "AnyLayout"]
    static let reduceMotion: Set<String> = ["accessibilityReduceMotion", "isReduceMotionEnabled",
                                            "prefersCrossFadeTransitions"]
    static let reduceTransparency: Set<String> = ["accessibilityReduceTransparency",
                                                  "isReduceTransparencyEnabled"]
    static let differentiateWithoutColor: Set<String> = ["accessibilityDifferentiateWithoutColor",
                                                         "shouldDifferentiateWithoutColor"]
    static let largeContentViewer: Set<String> = ["accessibilityShowsLargeContentViewer", "showsLargeContentViewer",
                                                  "UILargeContentViewerInteraction"]

    /// The names of the `@ScaledMetric` properties of the type around `node`.
    static func scaledMetrics(around node: some SyntaxProtocol) -> Set<String> {
        let scope = node.enclosingTypeScope
        var names: Set<String> = []
        for variable in scope.descendants(VariableDeclSyntax.self)
        where variable.attributes.contains(where: { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "ScaledMetric" }) {
            for binding in variable.bindings {
                if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text { names.insert(name) }
            }
        }
        return names
    }

    /// Whether the type around `node` mentions any of `names`, in its declaration or in a
    /// top-level extension of it in the same file (`extension ProfileView { var motion: … }`).
    ///
    /// - Complexity: the tokens of the type and of its extensions, plus one look at each
    ///   top-level declaration of the file.
    static func scope(of node: some SyntaxProtocol, reads names: Set<String>) -> Bool {
        let scope = node.enclosingTypeScope
        return scope.containsToken(names) || extensions(of: scope).contains { $0.containsToken(names) }
    }

    /// The other top-level declarations of the file that declare or extend the type `scope`
    /// declares (`extension ProfileView { … }`); none when `scope` is the whole file.
    static func extensions(of scope: Syntax) -> [Syntax] {
        guard let typeName = declaredName(of: scope), let file = scope.root.as(SourceFileSyntax.self) else { return [] }
        return file.statements.map { Syntax($0.item) }.filter { $0.id != scope.id && declaredName(of: $0) == typeName }
    }

    /// The name a type declaration declares or extends.
    static func declaredName(of declaration: Syntax) -> String? {
        if let type = declaration.as(StructDeclSyntax.self) { return type.name.text }
        if let type = declaration.as(ClassDeclSyntax.self) { return type.name.text }
        if let type = declaration.as(EnumDeclSyntax.self) { return type.name.text }
        if let type = declaration.as(ActorDeclSyntax.self) { return type.name.text }
        if let type = declaration.as(ExtensionDeclSyntax.self) { return type.extendedType.trimmedDescription }
        return nil
    }

}
