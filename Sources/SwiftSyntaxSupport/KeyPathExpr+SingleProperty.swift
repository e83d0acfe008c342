import SwiftSyntax

extension KeyPathExprSyntax {
    /// The property a key path of one property names (`accessibilityTraits` for
    /// `\.accessibilityTraits`), nil for a longer path or one of another component.
    public var singlePropertyName: String? {
        guard components.count == 1 else { return nil }
        return components.first?.component.as(KeyPathPropertyComponentSyntax.self)?.declName.baseName.text
    }
}
