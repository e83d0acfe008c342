/// Every rule in the catalogue, in the order `perceive rules` lists them.
///
/// A test fails on a missing or duplicate id; add a new rule here.
public enum AllRules {
    public static let all: [any Rule.Type] = [
        // Perceivable
        LabelIsFileNameRule.self,
        FixedFontSizeRule.self,
        ImageWithoutLabelRule.self,
        // Operable
        OrientationLockedRule.self,
        // Understandable
        MissingLabelRule.self,
    ]
}
