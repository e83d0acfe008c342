import AccessibilityTree
import SwiftSyntax
import SwiftSyntaxSupport

/// A value UIKit setup code computed: a literal, an object on the heap (views, elements,
/// models: reference semantics, as UIKit's classes have), traits, a frame, a font, a closure,
/// or `unknown` with the reason it could not be computed.
indirect enum UIKitValue {
    case string(String)
    case int(Int)
    case double(Double)
    case bool(Bool)
    case null
    case array([UIKitValue])
    case tuple([UIKitValue])
    case object(ObjectID)
    case traits(Traits)
    case rect(FrameValue)
    /// An enum case or static member written with a leading dot (`.vertical`, `.touchUpInside`).
    case enumCase(String)
    case font(VisualFacts.Font)
    case closure(UIKitClosure)
    /// `#selector(method)`: the method's base name.
    case selector(String)
    /// A type used as a value (`UIFont`, `Dog`).
    case type(String)
    case unknown(String)

    var asString: String? {
        if case .string(let text) = self { return text }
        return nil
    }

    var asBool: Bool? {
        if case .bool(let value) = self { return value }
        return nil
    }

    var asInt: Int? {
        switch self {
        case .int(let value): value
        case .double(let value) where value == value.rounded() && abs(value) < 1e15: Int(value)
        default: nil
        }
    }

    var asDouble: Double? {
        switch self {
        case .int(let value): Double(value)
        case .double(let value): value
        default: nil
        }
    }

    var asObject: ObjectID? {
        if case .object(let id) = self { return id }
        return nil
    }

    var asArray: [UIKitValue]? {
        if case .array(let items) = self { return items }
        return nil
    }

    var isUnknown: Bool {
        if case .unknown = self { return true }
        return false
    }

    var isNull: Bool {
        if case .null = self { return true }
        return false
    }

    /// The text string interpolation gives, when known.
    var interpolated: String? {
        switch self {
        case .string(let text): text
        case .int(let value): String(value)
        case .double(let value): String(value)
        case .bool(let value): String(value)
        case .enumCase(let name): name
        // A type reads as its name (`String(describing: QuoteView.self)`, `"\(QuoteView.self)"`).
        case .type(let name): name
        default: nil
        }
    }
}

/// An object's place on the heap.
typealias ObjectID = Int

/// A frame as setup code states it: a constant, a view's frame (known only after layout), or
/// the union of two.
indirect enum FrameValue {
    case constant(Rect)
    /// The frame of a view, in its superview's space (`view.frame`).
    case frameOf(ObjectID)
    /// The frame of a view, in its own space (`view.bounds`).
    case boundsOf(ObjectID)
    case union(FrameValue, FrameValue)
    /// A frame in a view's space converted to the screen's
    /// (`UIAccessibility.convertToScreenCoordinates(_:in:)`).
    case converted(FrameValue, in: ObjectID)
}

/// A closure and what it captured: its locals and `self`.
struct UIKitClosure {
    let syntax: ClosureExprSyntax
    let file: ParsedSourceFile
    let captured: UIKitScope
}

/// The names visible while evaluating: locals and `self`.
struct UIKitScope {
    var locals: [String: UIKitValue] = [:]
    var selfObject: ObjectID?
    /// The type whose code runs (for `super` and static members).
    var typeName: String?
    let file: ParsedSourceFile
}
