import AccessibilityTree

/// A colour the code makes by calling `Color(…)` (`Color(UIColor.secondarySystemFill)`,
/// `Color(red:green:blue:)`), kept as a style value for the modifiers that take one
/// (`.foregroundStyle(…)`). Written where a view goes (`static let separator = Color(…)`, then
/// `Color.separator.frame(height: 1)`), it is the view SwiftUI draws for it: a colour fills its
/// space and, like a shape, is no accessibility element (Apple, `Color`: "A representation of a
/// color that adapts to a given context"; a `Color` is a `View` and a `ShapeStyle`).
enum ColorValue {
    /// The case name `Color(…)` evaluates to (`Interpreter+StandardLibrary.swift`).
    static let constructed = "Color"

    static func view(at location: SourceLocation?) -> ViewNode {
        ViewNode(.shape(constructed), source: location)
    }
}
