import AccessibilityTree
import Scenes

extension SourceScene {
    /// The most times one action's changes run `onChange(of:)` closures that change state again.
    static let maximumChangeRounds = 8

    /// `onChange(of:)` (docs/live-source.md, State): after the screen is evaluated again, each
    /// closure whose watched value differs from the last evaluation's runs with the old and new
    /// values (one parameter: the new value), and the screen is evaluated again. The first
    /// evaluation runs none (`initial: true` is not modelled). Returns what the closures posted.
    mutating func runChangeObservers() -> [SceneEvent] {
        var events: [SceneEvent] = []
        for _ in 0..<Self.maximumChangeRounds {
            let current = handlers.flatMap { id, handlers in
                handlers.observers.enumerated().map { offset, observer in ("\(id.rawValue)#\(offset)", observer) }
            }
            let previous = observed
            observed = Dictionary(current.map { ($0.0, $0.1.value) }, uniquingKeysWith: { first, _ in first })
            let changed = current.filter { key, observer in
                previous[key].map { Interpreter.equals($0, observer.value) == false } ?? false
            }.sorted { $0.0 < $1.0 }
            guard !changed.isEmpty else { break }
            for (key, observer) in changed {
                guard case .closure(let closure) = observer.action.value, let old = previous[key] else { continue }
                let arguments = closure.syntax.parameterNames.count == 1 ? [observer.value] : [old, observer.value]
                events += execute(observer.action, arguments: arguments, on: nil, at: state.now)
            }
            evaluate()
        }
        return events
    }
}
