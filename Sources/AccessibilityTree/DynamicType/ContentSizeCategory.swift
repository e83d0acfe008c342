/// The twelve Dynamic Type sizes a person can choose: seven standard ones, Large the default,
/// and five larger accessibility sizes (`UIContentSizeCategory`; the first talk: "seven
/// standard sizes with large being the default … even larger accessibility sizes, which
/// increase that by five more").
public enum ContentSizeCategory: String, Hashable, Codable, Sendable, CaseIterable, Comparable {
    case extraSmall, small, medium, large, extraLarge, extraExtraLarge, extraExtraExtraLarge
    case accessibilityMedium, accessibilityLarge, accessibilityExtraLarge
    case accessibilityExtraExtraLarge, accessibilityExtraExtraExtraLarge

    /// The default: Large.
    public static let `default` = ContentSizeCategory.large

    /// Whether this is one of the five accessibility sizes (`isAccessibilityCategory`).
    public var isAccessibilitySize: Bool { self >= .accessibilityMedium }

    /// The short name people type: `XS S M L XL XXL XXXL AX1 … AX5`.
    public var shortName: String {
        ["XS", "S", "M", "L", "XL", "XXL", "XXXL", "AX1", "AX2", "AX3", "AX4", "AX5"][index]
    }

    /// SwiftUI's `DynamicTypeSize` case name (`xSmall` … `accessibility5`).
    public var dynamicTypeSizeName: String {
        ["xSmall", "small", "medium", "large", "xLarge", "xxLarge", "xxxLarge",
         "accessibility1", "accessibility2", "accessibility3", "accessibility4", "accessibility5"][index]
    }

    /// Position from 0 (extra small) to 11 (AX5).
    public var index: Int { Self.allCases.firstIndex(of: self)! }

    /// Accepts the short name (`AX3`), UIKit's name (`accessibilityExtraLarge`), SwiftUI's
    /// `DynamicTypeSize` name (`accessibility3`, `xxLarge`) and UIKit's constant suffix
    /// (`UICTContentSizeCategoryAccessibilityL`), case-insensitively.
    public init?(name: String) {
        let key = name.lowercased()
        for category in Self.allCases
        where [category.shortName, category.rawValue, category.dynamicTypeSizeName, category.uiKitConstantName]
            .contains(where: { $0.lowercased() == key })
        {
            self = category
            return
        }
        return nil
    }

    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.index < rhs.index }
}
