import AccessibilityTree

/// The accessibility tree's source location (SwiftSyntax has a type of the same name).
typealias SourceLocation = AccessibilityTree.SourceLocation
