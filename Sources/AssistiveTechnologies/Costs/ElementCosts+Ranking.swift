extension ElementCosts {
    /// Whether reaching and activating this element costs a person more than `other`.
    ///
    /// Compared in this order, the first difference deciding: the seconds of auto scanning
    /// (Switch Control with one switch, where every item passed is time a person waits), step
    /// scanning presses, VoiceOver swipes, Full Keyboard Access key presses. An element a
    /// technology cannot reach at all costs more than any number.
    public func costsMore(than other: ElementCosts) -> Bool {
        other.rankingKey.lexicographicallyPrecedes(rankingKey)
    }

    /// The `count` rows that cost a person most, most expensive first (`costsMore(than:)`);
    /// rows that cost the same keep their order.
    public static func mostExpensive<Row>(_ rows: [Row], count: Int, costs: (Row) -> ElementCosts) -> [Row] {
        let ranked = rows.enumerated().sorted { lhs, rhs in
            let left = costs(lhs.element), right = costs(rhs.element)
            if left.costsMore(than: right) { return true }
            if right.costsMore(than: left) { return false }
            return lhs.offset < rhs.offset
        }
        return ranked.prefix(max(count, 0)).map(\.element)
    }

    private var rankingKey: [Double] {
        [
            switchControl.map { $0.autoTime.inSeconds } ?? .infinity,
            switchControl.map { Double($0.stepPresses) } ?? .infinity,
            voiceOverSwipes.map(Double.init) ?? .infinity,
            keyboardPresses.map(Double.init) ?? .infinity,
        ]
    }
}
