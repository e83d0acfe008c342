import Foundation
import AssistiveTechnologies

/// What a key or line asks of the interactive session (docs/voiceover-speech.md, Hearing it).
enum InteractiveCommand: Hashable, Sendable {
    case gestures([VoiceOverGesture])
    case help
    case quit
    /// A key with no meaning, or a line that is not a gesture script, with why.
    case unknown(String)

    /// The keys, one line each, as `h` shows them.
    static let keyHelp = """
        → ←  swipe right, left (next, previous element)
        ↑ ↓  swipe up, down (adjust, or the rotor's next item)
        Enter  double tap
        r R  turn the rotor clockwise, counterclockwise
        z  escape (two-finger scrub)    m  magic tap    a  read all
        t e  first, last element (four-finger tap at the top, bottom)
        h  these keys    q  quit (VoiceOver off)
        """

    /// The command for one input event: a key in raw mode, or a line of a gesture script
    /// ("right", "doubletap", "touch(120,300)"; "q" or "quit" to stop).
    init(_ event: InputEvent) {
        switch event {
        case .arrowRight: self = .gestures([.swipeRight])
        case .arrowLeft: self = .gestures([.swipeLeft])
        case .arrowUp: self = .gestures([.swipeUp])
        case .arrowDown: self = .gestures([.swipeDown])
        case .enter: self = .gestures([.doubleTap])
        case .character(let key): self = Self.command(forKey: key)
        case .line(let line): self = Self.command(forLine: line)
        }
    }

    private static let keyGestures: [Character: VoiceOverGesture] = [
        "r": .rotorClockwise, "R": .rotorCounterclockwise, "z": .escape, "m": .magicTap, "a": .readAll,
        "t": .firstElement, "e": .lastElement,
    ]

    private static func command(forKey key: Character) -> InteractiveCommand {
        if let gesture = keyGestures[key] { return .gestures([gesture]) }
        switch key {
        // Control-C and Control-D quit too: raw mode turns off the signals they would send.
        case "q", "Q", "\u{3}", "\u{4}": return .quit
        case "h", "?": return .help
        default: return .unknown("no gesture for the key '\(key.unicodeScalars.map { $0.escaped(asASCII: true) }.joined())'; h lists the keys")
        }
    }

    private static func command(forLine line: String) -> InteractiveCommand {
        let text = line.trimmingCharacters(in: .whitespaces)
        switch text.lowercased() {
        case "": return .gestures([])
        case "q", "quit": return .quit
        case "h", "help", "?": return .help
        default:
            do {
                return .gestures(try VoiceOverGesture.parseScript(text))
            } catch {
                return .unknown("\(error)")
            }
        }
    }
}
