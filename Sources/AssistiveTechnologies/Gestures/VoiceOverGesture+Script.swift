import AccessibilityTree
import Basics
import Scenes

/// Gesture scripts: the gestures of a walk-through as one line of text,
/// `right,right,up,doubletap,rotor,down,escape,magictap,touch(120,300),hold-drag(200,400@0;200,350@0.5),wait(0.5)`.
///
/// Steps are separated by commas or new lines outside parentheses. Points are `x,y` in screen
/// points; a path is points separated by `;`, each optionally `@seconds` since the path began
/// (by default 0.1 s after the previous one); durations are seconds (`0.5`, `0.5s`, `500ms`).
extension VoiceOverGesture {
    /// The names a script accepts for gestures without arguments, the first of each the canonical one.
    static let plainNames: [(names: [String], gesture: VoiceOverGesture)] = [
        (["right", "swipe-right", "next"], .swipeRight),
        (["left", "swipe-left", "previous"], .swipeLeft),
        (["up", "swipe-up"], .swipeUp),
        (["down", "swipe-down"], .swipeDown),
        (["doubletap", "double-tap", "activate"], .doubleTap),
        (["rotor", "rotor-clockwise", "rotor-right"], .rotorClockwise),
        (["rotor-counterclockwise", "rotor-left"], .rotorCounterclockwise),
        (["escape", "z"], .escape),
        (["magictap", "magic-tap"], .magicTap),
        (["read-all", "readall"], .readAll),
        (["read-from-here", "readfromhere"], .readFromFocus),
        (["first", "first-element"], .firstElement),
        (["last", "last-element"], .lastElement),
    ]

    /// The names of gestures that take an argument in parentheses.
    static let argumentNames = ["touch", "drag", "hold-drag", "scroll", "wait"]

    /// Every name a script accepts, for suggestions.
    static var scriptNames: [String] { plainNames.flatMap(\.names) + argumentNames }

    /// Reads a gesture script.
    ///
    /// - Throws: `VoiceOverScriptError` naming the first step that is not a gesture, with the
    ///   nearest gesture name when it looks misspelt.
    public static func parseScript(_ script: String) throws -> [VoiceOverGesture] {
        var gestures: [VoiceOverGesture] = []
        for (offset, step) in splitSteps(script).enumerated() {
            gestures.append(try parseStep(step, number: offset + 1))
        }
        return gestures
    }

    /// The steps between top-level commas and new lines, trimmed, empty ones dropped.
    private static func splitSteps(_ script: String) -> [String] {
        var steps: [String] = []
        var current = ""
        var depth = 0
        for character in script {
            switch character {
            case "(": depth += 1
            case ")": depth -= 1
            default: break
            }
            if depth <= 0, character == "," || character.isNewline {
                steps.append(current)
                current = ""
            } else {
                current.append(character)
            }
        }
        steps.append(current)
        return steps.map(trimmed).filter { !$0.isEmpty }
    }

    private static func parseStep(_ step: String, number: Int) throws -> VoiceOverGesture {
        func failure(_ problem: String, suggestion: String? = nil) -> VoiceOverScriptError {
            VoiceOverScriptError(stepNumber: number, step: step, problem: problem, suggestion: suggestion)
        }
        let name: String
        var argument: String?
        if let open = step.firstIndex(of: "(") {
            guard step.hasSuffix(")") else { throw failure("missing ')' at the end") }
            name = trimmed(String(step[..<open])).lowercased()
            argument = trimmed(String(step[step.index(after: open)..<step.index(before: step.endIndex)]))
        } else {
            name = step.lowercased()
        }
        if let plain = plainNames.first(where: { $0.names.contains(name) }) {
            guard argument == nil else { throw failure("'\(name)' takes no argument") }
            return plain.gesture
        }
        guard argumentNames.contains(name) else {
            throw failure("unknown gesture", suggestion: NameSuggestion.nearest(to: name, in: scriptNames))
        }
        guard let argument, !argument.isEmpty else {
            throw failure("'\(name)' needs an argument in parentheses, as in \(example(for: name))")
        }
        switch name {
        case "touch":
            guard let point = parsePoint(argument) else { throw failure("expected a point x,y, as in touch(120,300)") }
            return .touch(point)
        case "drag", "hold-drag":
            guard let path = parsePath(argument) else {
                throw failure("expected points x,y@seconds separated by ';', as in \(example(for: name))")
            }
            return name == "drag" ? .drag(path) : .holdAndDrag(path)
        case "scroll":
            guard let direction = ScrollDirection(rawValue: argument.lowercased()) else {
                let directions = ScrollDirection.allCases.map(\.rawValue)
                throw failure("expected a direction (\(directions.joined(separator: ", ")))",
                              suggestion: NameSuggestion.nearest(to: argument.lowercased(), in: directions))
            }
            return .threeFingerSwipe(direction)
        default:
            guard let milliseconds = parseMilliseconds(argument) else {
                throw failure("expected seconds, as in wait(0.5)")
            }
            guard let duration = duration(milliseconds: milliseconds) else {
                throw failure("a wait lasts at most \(longestDuration.compactDescription) seconds (a day)")
            }
            return .wait(duration)
        }
    }

    private static func example(for name: String) -> String {
        switch name {
        case "touch": "touch(120,300)"
        case "drag": "drag(100,300@0;200,300@0.5)"
        case "hold-drag": "hold-drag(200,400@0;200,350@0.5)"
        case "scroll": "scroll(down)"
        default: "wait(0.5)"
        }
    }

    private static func trimmed(_ text: String) -> String {
        String(text.drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
    }

    private static func parsePoint(_ text: String) -> Point? {
        let parts = text.split(separator: ",", omittingEmptySubsequences: false).map { trimmed(String($0)) }
        guard parts.count == 2, let x = Double(parts[0]), let y = Double(parts[1]),
              x.isFinite, y.isFinite else { return nil }
        return Point(x: x, y: y)
    }

    /// Points `x,y` or `x,y@seconds` separated by `;`; times must not run backwards.
    static func parsePath(_ text: String) -> [DragStep]? {
        var steps: [DragStep] = []
        for part in text.split(separator: ";").map({ trimmed(String($0)) }) where !part.isEmpty {
            let pieces = part.split(separator: "@", omittingEmptySubsequences: false).map { String($0) }
            guard pieces.count <= 2, let point = parsePoint(pieces[0]) else { return nil }
            let time: Duration
            if pieces.count == 2 {
                guard let given = parseMilliseconds(trimmed(pieces[1])).flatMap(duration(milliseconds:)) else { return nil }
                time = given
            } else {
                time = steps.last.map { $0.time + .milliseconds(100) } ?? .zero
            }
            if let previous = steps.last, time < previous.time { return nil }
            steps.append(DragStep(point: point, time: time))
        }
        return steps.isEmpty ? nil : steps
    }

    /// The longest wait, and the latest time in a path, a script may give: a day, in seconds.
    /// Longer ones mean nothing for a walk-through and would not fit a `Duration` in milliseconds.
    static let longestDuration: Double = 86_400

    /// `0.5`, `0.5s` or `500ms` in milliseconds; never negative.
    private static func parseMilliseconds(_ text: String) -> Double? {
        let lowered = text.lowercased()
        let (number, scale): (Substring, Double) = lowered.hasSuffix("ms")
            ? (lowered.dropLast(2), 1) : (lowered.hasSuffix("s") ? lowered.dropLast() : Substring(lowered), 1000)
        guard let value = Double(trimmed(String(number))), value.isFinite, value >= 0 else { return nil }
        return value * scale
    }

    /// `milliseconds` rounded to a whole one; nil past `longestDuration`.
    private static func duration(milliseconds: Double) -> Duration? {
        milliseconds <= longestDuration * 1000 ? .milliseconds(Int64(milliseconds.rounded())) : nil
    }
}

extension VoiceOverGesture: CustomStringConvertible {
    /// The gesture as a script step: parsing it gives the gesture back.
    public var description: String {
        switch self {
        case .touch(let point): "touch(\(Self.format(point)))"
        case .drag(let steps): "drag(\(Self.format(steps)))"
        case .holdAndDrag(let steps): "hold-drag(\(Self.format(steps)))"
        case .threeFingerSwipe(let direction): "scroll(\(direction.rawValue))"
        case .wait(let duration): "wait(\(duration.inSeconds.compactDescription))"
        default: Self.plainNames.first { $0.gesture == self }?.names.first ?? "unknown"
        }
    }

    private static func format(_ point: Point) -> String {
        "\(point.x.compactDescription),\(point.y.compactDescription)"
    }

    private static func format(_ steps: [DragStep]) -> String {
        steps.map { "\(format($0.point))@\($0.time.inSeconds.compactDescription)" }.joined(separator: ";")
    }
}
