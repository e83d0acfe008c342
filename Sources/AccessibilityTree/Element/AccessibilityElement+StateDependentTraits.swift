extension AccessibilityElement {
    /// The start of an `unresolved` entry a front end writes for a trait the source adds only in
    /// another state than the one shown (`isFavorite ? .isSelected : []`): the `traits` fact, then
    /// the words audit rules recognise.
    public static let stateDependentTraitPrefix = "traits: depends on state:"
}
