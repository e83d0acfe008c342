import AccessibilityTree

/// Where a view is written. SwiftSyntax has a type of the same name; inside this module the
/// name means the accessibility tree's.
typealias SourceLocation = AccessibilityTree.SourceLocation
