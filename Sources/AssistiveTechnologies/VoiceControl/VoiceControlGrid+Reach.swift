import AccessibilityTree

extension VoiceControlGrid {
    /// The commands a person says to tap `element` by grid: "Show grid", a number for each zoom,
    /// then "Tap" and the number of a cell whose centre lands on it; nil when no cell's centre
    /// lands on it within `settings.maximumZooms` (its centre is off the screen, or something
    /// covers it).
    ///
    /// At each level the person taps a cell whose centre hits the element if there is one;
    /// otherwise they zoom into the cell that holds the element's centre.
    public static func commandsToTap(_ element: AccessibilityElement, in index: ScreenIndex,
                                     settings: VoiceControlGridSettings = VoiceControlGridSettings()) -> Int? {
        guard let target = element.frame?.center else { return nil }
        var grid = VoiceControlGrid(over: index.screen, columns: settings.columns, rows: settings.rows)
        while grid.depth <= settings.maximumZooms {
            let hits = (1...grid.cellCount).contains { number in
                grid.cell(number).map { index.hitTest($0.center)?.id == element.id } ?? false
            }
            if hits { return grid.depth + 2 }
            guard let number = grid.number(at: target), let deeper = grid.zoomed(into: number) else { return nil }
            grid = deeper
        }
        return nil
    }
}
