import AccessibilityTree

extension TextStyle {
    /// The point size at the default (Large) text size (docs/dynamic-type.md, Text styles).
    var pointSizeAtLarge: Double {
        switch self {
        case .largeTitle: 34
        case .title: 28
        case .title2: 22
        case .title3: 20
        case .headline, .body: 17
        case .callout: 16
        case .subheadline: 15
        case .footnote: 13
        case .caption: 12
        case .caption2: 11
        }
    }

    /// The style whose Large size is nearest `points`; ties go to the larger style, and Body
    /// wins over Headline (which is semibold).
    static func nearest(toPointSize points: Double) -> TextStyle {
        let candidates = TextStyle.allCases.filter { $0 != .headline }
        return candidates.min { lhs, rhs in
            let left = abs(lhs.pointSizeAtLarge - points), right = abs(rhs.pointSizeAtLarge - points)
            return left != right ? left < right : lhs.pointSizeAtLarge > rhs.pointSizeAtLarge
        } ?? .body
    }
}
