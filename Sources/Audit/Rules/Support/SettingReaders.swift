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

    /// Whether the type around `node` mentions any of `names`, in its declaration or in an
    /// extension of it in the same file (`extension ProfileView { var motion: … }`).
    static func scope(of node: some SyntaxProtocol, reads names: Set<String>) -> Bool {
        let scope = node.enclosingTypeScope
        if scope.containsToken(names) { return true }
        guard let typeName = declaredName(of: scope) else { return false }
        return declarations(in: scope.root).contains { declaration in
            declaration.id != scope.id && declaredName(of: declaration) == typeName && declaration.containsToken(names)
        }
    }

    /// The name a type declaration declares or extends.
    private static func declaredName(of declaration: Syntax) -> String? {
        if let type = declaration.as(StructDeclSyntax.self) { return type.name.text }
        if let type = declaration.as(ClassDeclSyntax.self) { return type.name.text }
        if let type = declaration.as(EnumDeclSyntax.self) { return type.name.text }
        if let type = declaration.as(ActorDeclSyntax.self) { return type.name.text }
        if let type = declaration.as(ExtensionDeclSyntax.self) { return type.extendedType.trimmedDescription }
        return nil
    }

    /// Every type declaration and extension under `node`.
    private static func declarations(in node: Syntax) -> [Syntax] {
        node.children(viewMode: .sourceAccurate).flatMap { child -> [Syntax] in
            (declaredName(of: child) != nil ? [child] : []) + declarations(in: child)
        }
    }
}
