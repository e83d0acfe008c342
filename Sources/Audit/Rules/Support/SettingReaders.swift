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

    /// Whether the type around `node` mentions any of `names`.
    static func scope(of node: some SyntaxProtocol, reads names: Set<String>) -> Bool {
        node.enclosingTypeScope.containsToken(names)
    }
}
