import AccessibilityTree

extension TextStyle {
    /// The style whose size at the default (Large) text size is nearest `points`
    /// (`DynamicTypeTable`, docs/dynamic-type.md, Text styles); ties go to the larger style, and
    /// Body wins over Headline (which is semibold).
    static func nearest(toPointSize points: Double) -> TextStyle {
        let candidates = TextStyle.allCases.filter { $0 != .headline }
        return candidates.min { lhs, rhs in
            let left = abs(lhs.pointSize() - points), right = abs(rhs.pointSize() - points)
            return left != right ? left < right : lhs.pointSize() > rhs.pointSize()
        } ?? .body
    }
}
