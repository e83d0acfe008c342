import AccessibilityTree
import SwiftSyntax
import SwiftSyntaxSupport

/// SwiftUI's `AccessibilityTraits` names mapped onto UIKit's trait bits (`Traits.swiftUINamed`).
enum SwiftUITraits {
    /// The traits named by `.isButton` or `[.isHeader, .isButton]`, and whether `.isModal` is among them.
    static func traits(from value: Value?) -> (Traits, isModal: Bool) {
        let names: [String]
        switch value {
        case .enumCase(let name, _): names = [name]
        case .array(let items): names = items.compactMap(\.enumName)
        default: names = []
        }
        let traits = names.reduce(Traits()) { $0.union(Traits(swiftUIName: $1) ?? []) }
        return (traits, names.contains("isModal"))
    }

    /// The traits both choices of a run-time choice add (`displayData.type == .image ? [.isImage,
    /// .isButton] : .isButton` adds `.isButton` whichever is taken, IceCubes' media preview); empty
    /// when `sourceText` is no such choice.
    static func traitsInEveryChoice(of sourceText: String) -> Traits {
        guard let (then, otherwise) = choices(in: sourceText) else { return [] }
        let named = { (text: Substring) in
            Set(Traits.swiftUINamed.filter { text.contains(".\($0.name)") }.map(\.name))
        }
        return named(then).intersection(named(otherwise)).reduce(Traits()) { $0.union(Traits(swiftUIName: $1) ?? []) }
    }

    /// The two choices of `condition ? a : b` written at the top level of `text` (not inside
    /// brackets or parentheses), or nil.
    private static func choices(in text: String) -> (Substring, Substring)? {
        var depth = 0
        var question: String.Index?
        for index in text.indices {
            switch text[index] {
            case "(", "[": depth += 1
            case ")", "]": depth -= 1
            case "?" where depth == 0 && question == nil:
                // `a?.b` is optional chaining, not the choice.
                if index > text.startIndex, !text[text.index(before: index)].isWhitespace { continue }
                question = index
            case ":" where depth == 0:
                guard let question else { continue }
                return (text[text.index(after: question)..<index], text[text.index(after: index)...])
            default: break
            }
        }
        return nil
    }

    /// The traits `sourceText` names (`.isSelected`) that its value did not add in this state,
    /// with their SwiftUI names, by name.
    ///
    /// `.accessibilityAddTraits(isFavorite ? .isSelected : [])` adds nothing while the route is
    /// not a favourite; one preview shows one state, yet the trait conveys the other.
    static func stateDependentTraits(in sourceText: String, added traits: Traits) -> [(name: String, trait: Traits)] {
        Traits.swiftUINamed.sorted { $0.name < $1.name }.filter { entry in
            !traits.contains(entry.trait) && sourceText.contains(".\(entry.name)")
        }
    }
}

/// `accessibilityActivationPoint(_:)` with a `UnitPoint` (`.center`, `UnitPoint(x:y:)`) or a
/// `CGPoint` in the view's own coordinates.
enum ActivationPoint {
    private static let unitPoints: [String: (Double, Double)] = [
        "center": (0.5, 0.5), "top": (0.5, 0), "bottom": (0.5, 1), "leading": (0, 0.5), "trailing": (1, 0.5),
        "topLeading": (0, 0), "topTrailing": (1, 0), "bottomLeading": (0, 1), "bottomTrailing": (1, 1), "zero": (0, 0),
    ]

    static func point(from value: Value?, in frame: Rect) -> Point? {
        switch value {
        case .enumCase(let name, _):
            guard let (x, y) = unitPoints[name] else { return nil }
            return Point(x: frame.minX + x * frame.width, y: frame.minY + y * frame.height)
        case .object(let object):
            guard let x = object["x"]?.asDouble, let y = object["y"]?.asDouble else { return nil }
            if object.typeName == "UnitPoint" { return Point(x: frame.minX + x * frame.width, y: frame.minY + y * frame.height) }
            return Point(x: frame.minX + x, y: frame.minY + y)
        default:
            return nil
        }
    }
}

/// `AccessibilityDirectTouchOptions` from `.silentOnTouch` / `[.silentOnTouch, .requiresActivation]`.
enum DirectTouchOptions {
    static func options(from value: Value?) -> DirectTouch.Options {
        let names: [String]
        switch value {
        case .enumCase(let name, _): names = [name]
        case .array(let items): names = items.compactMap(\.enumName)
        default: names = []
        }
        var options: DirectTouch.Options = []
        if names.contains("silentOnTouch") { options.insert(.silentOnTouch) }
        if names.contains("requiresActivation") { options.insert(.requiresActivation) }
        return options
    }
}

/// `accessibilityRotor(_:entries:)`: the rotor's name or system type; its entries are those of
/// the builder bound to elements by `.accessibilityRotorEntry(id:in:)` (`Lowerer.rotorEntries`).
enum CustomRotorValue {
    private static let systemRotors: [String: SystemRotorType] = [
        "headings": .heading, "links": .link, "visitedLinks": .visitedLink, "boldText": .boldText,
        "italicText": .italicText, "underlineText": .underlineText, "misspelledWords": .misspelledWord,
        "images": .image, "textFields": .textField, "tables": .table, "lists": .list, "landmarks": .landmark,
    ]

    static func rotor(from modifier: AppliedModifier) -> CustomRotor? {
        guard let first = modifier.first else { return nil }
        if case .enumCase(let name, _) = first.value, let system = systemRotors[name] {
            return CustomRotor(name: system.displayName, systemType: system, entries: [], source: modifier.source)
        }
        guard let name = Lowerer.text(of: first)?.text else { return nil }
        return CustomRotor(name: name, entries: [], source: modifier.source)
    }
}

/// The gesture a gesture modifier attaches (`onTapGesture(count: 2)` is a double tap; `.gesture(tapGesture)`
/// whose property builds a `TapGesture` is a tap).
enum GestureKind {
    static func gesture(_ modifier: AppliedModifier) -> Gesture {
        switch modifier.name {
        case "onTapGesture":
            // Three taps or more (`count: 7` on a version label) is no tap a control answers, nor
            // one VoiceOver's double tap performs: a gesture of its own.
            switch modifier.argument("count")?.value.asInt ?? 1 {
            case 2: return .doubleTap
            case 3...: return .custom
            default: return .tap
            }
        case "onLongPressGesture":
            return .longPress
        default:
            // The gesture as written, and for a property or function (`.gesture(tapGesture)`) the
            // gesture its body builds, which the interpreter names when it stops there.
            let text = [modifier.first?.sourceText, modifier.first?.value.unknownReason].compactMap { $0 }.joined(separator: " ")
            let kinds: [(String, Gesture)] = [("Drag", .drag), ("LongPress", .longPress), ("Magnif", .pinch),
                                              ("Rotat", .rotation), ("Tap", .tap), ("Swipe", .swipe)]
            return kinds.first { text.contains($0.0) }?.1 ?? .custom
        }
    }

    /// The code a tap runs, as syntax: `.onTapGesture`'s (or `.onLongPressGesture`'s) trailing
    /// closure or `perform:`, another gesture modifier's first argument
    /// (`TapGesture().onEnded(end_editing)`), read from the closure the interpreter kept or parsed
    /// from the argument's text. Read once per tap for what the lowering asks of it
    /// (`KeyboardDismissal`, `EmptyHandler`).
    static func tapHandler(of modifier: AppliedModifier) -> Syntax? {
        let argument = ["onTapGesture", "onLongPressGesture"].contains(modifier.name)
            ? modifier.arguments.first { $0.label == "perform" } ?? modifier.arguments.last { $0.label == nil }
            : modifier.first
        guard let argument else { return nil }
        if case .closure(let closure) = argument.value { return Syntax(closure.syntax) }
        return HandlerText.parsed(argument.sourceText)
    }

    /// Whether the gesture does nothing a person could miss: it is given handlers, and every one
    /// is an empty closure (`.gesture(DragGesture().onChanged { _ in })`), as apps write to keep a
    /// paging view or a sheet from taking a swipe. It performs no action, so it is no control to
    /// offer another way. Only a gesture written with its handlers is judged so: one written bare
    /// (`.gesture(DragGesture())`) stays a gesture.
    static func isInert(_ modifier: AppliedModifier) -> Bool {
        guard ["gesture", "simultaneousGesture", "highPriorityGesture"].contains(modifier.name),
              let written = modifier.first.map({ withoutWhitespace($0.sourceText) }),
              // Without a handler's name there is nothing for `emptyHandler` to remove.
              written.containsBytes(".onChanged") || written.containsBytes(".onEnded"),
              !written.contains("updating") else {
            return false
        }
        let withoutEmptyHandlers = written.replacing(emptyHandler, with: "")
        return withoutEmptyHandlers != written && withoutEmptyHandlers.wholeMatch(of: bareGesture) != nil
    }

    /// `text` without the characters that are white space (`Character.isWhitespace`); ASCII text,
    /// nearly all source, is filtered by its bytes (tab to carriage return and space are its white
    /// space characters), any other by its characters.
    private static func withoutWhitespace(_ text: String) -> String {
        guard text.utf8.allSatisfy({ $0 < 0x80 }) else { return text.filter { !$0.isWhitespace } }
        return String(decoding: text.utf8.filter { $0 != 0x20 && !(0x09...0x0D).contains($0) }, as: UTF8.self)
    }

    /// `.onChanged { _ in }` or `.onEnded({ _ in })`, without whitespace.
    nonisolated(unsafe) private static let emptyHandler = /\.on(Changed|Ended)(\{(_in)?\}|\(\{(_in)?\}\))/

    /// A gesture made by its initializer alone: `DragGesture()`, `DragGesture(minimumDistance:0)`.
    nonisolated(unsafe) private static let bareGesture = /[A-Z][A-Za-z]*Gesture(\([^(){}]*\))?/
}
