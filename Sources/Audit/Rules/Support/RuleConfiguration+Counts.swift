extension RuleConfiguration {
    /// A threshold that counts things (elements, swipes), as a whole number of at least 1.
    ///
    /// `.perceive.json` holds numbers as doubles; a fractional value is rounded, and a value that
    /// is not finite or not positive falls back to the default rather than trapping or matching
    /// everything.
    func count(_ name: String, default value: Int) -> Int {
        let configured = threshold(name, default: Double(value))
        guard configured.isFinite, configured >= 1 else { return value }
        return Int(min(configured.rounded(), Double(Int32.max)))
    }
}
