import AccessibilityTree
import SwiftSyntax
import SwiftSyntaxSupport

/// What an expression can see while it is evaluated: local names, `self`, the environment,
/// and the file it is written in (for source locations).
struct Scope {
    var file: SourceFileHandle
    var locals: [String: Value] = [:]
    /// The declared types of the locals bound from parameters (`_ title: some WithText`), as
    /// written; their text is read only when a protocol requirement is looked up on one.
    var localTypes: [String: TypeSyntax] = [:]
    /// The instance whose `body` or method is running.
    var selfObject: ObjectValue?
    /// The view an extension method on `View` was called on (`self` inside `extension View`).
    var selfView: ViewNode?
    /// The type whose code is running, for its nested types' unqualified names.
    var enclosingType: String?
    /// The enum case whose computed property is running (`switch self`).
    var selfValue: Value?
    /// The SwiftUI view an initialiser an extension adds to it is making (`Image` in `extension
    /// Image { init(icon: Icon) { … self.init(systemName: name) } }`): its `self.init(…)` makes
    /// SwiftUI's view.
    var builtInViewBeingMade: String?
    var environment: EnvironmentState
    /// How many custom views deep evaluation is, with their names, to stop recursive views.
    var viewStack: [String] = []
    /// How many custom views deep the evaluation is.
    var viewDepth = 0
    /// Where each custom view around was called, outermost first: a call met again inside
    /// itself stops there (`NestedInItself`).
    var viewCalls: [SourceLocation] = []
    /// The identity of the custom view whose code runs, under its parents' (`LiveState`); empty
    /// when nothing runs.
    var statePath = ""

    /// A scope for code in `file` (a function, initialiser or property), keeping the
    /// environment and the nesting so far, without this scope's locals.
    func entering(_ file: SourceFileHandle, selfObject: ObjectValue? = nil, selfView: ViewNode? = nil,
                  owner: String? = nil) -> Scope {
        var scope = Scope(file: file, selfObject: selfObject, selfView: selfView, environment: environment,
                          viewStack: viewStack, viewDepth: viewDepth, viewCalls: viewCalls)
        scope.enclosingType = owner ?? selfObject?.typeName
        scope.statePath = statePath
        return scope
    }

    func lookup(_ name: String) -> Value? {
        if let local = locals[name] { return local }
        if let field = selfObject?[name] { return field }
        return nil
    }
}

/// SwiftUI's environment as the interpreter models it: the accessibility settings, with the
/// overrides views apply to their subtrees (`.dynamicTypeSize`, `.environment(\.key, value)`).
struct EnvironmentState {
    var settings: AccessibilitySettings
    /// The content size in effect, after any `.dynamicTypeSize` clamp above.
    var dynamicTypeSize: ContentSizeCategory
    /// Values set with `.environment(\.key, value)`, by key.
    var overrides: [String: Value] = [:]
    /// `\.horizontalSizeClass`: compact as on an iPhone in portrait, unless a screen variant
    /// explores the regular class (`BranchExploration`).
    var horizontalSizeClass = BranchExploration.SizeClass.compact

    init(settings: AccessibilitySettings) {
        self.settings = settings
        self.dynamicTypeSize = settings.contentSize
    }

    /// The value of `\.key` (docs/swiftui-defaults.md, Environment values), or nil for keys the model does not know.
    func value(forKey key: String) -> Value? {
        if let override = overrides[key] { return override }
        switch key {
        case "dynamicTypeSize", "sizeCategory": return .dynamicTypeSize(dynamicTypeSize)
        case "accessibilityReduceMotion": return .bool(settings.reduceMotion)
        case "accessibilityReduceTransparency": return .bool(settings.reduceTransparency)
        case "accessibilityDifferentiateWithoutColor": return .bool(settings.differentiateWithoutColor)
        case "accessibilityInvertColors": return .bool(settings.colorFilter == .invert)
        case "accessibilityShowButtonShapes": return .bool(settings.buttonShapes)
        case "accessibilityVoiceOverEnabled": return .bool(settings.voiceOverRunning)
        case "accessibilitySwitchControlEnabled": return .bool(false)
        case "accessibilityEnabled": return .bool(settings.voiceOverRunning)
        case "colorSchemeContrast": return .enumCase(settings.increaseContrast ? "increased" : "standard", [])
        case "legibilityWeight": return .enumCase(settings.boldText ? "bold" : "regular", [])
        case "colorScheme": return .enumCase(settings.darkMode ? "dark" : "light", [])
        case "layoutDirection": return .enumCase("leftToRight", [])
        case "horizontalSizeClass": return .enumCase(horizontalSizeClass.rawValue, [])
        case "verticalSizeClass": return .enumCase("regular", [])
        case "isEnabled": return .bool(true)
        case "locale", "calendar", "timeZone", "dismiss", "openURL", "modelContext", "managedObjectContext",
             "scenePhase", "editMode", "isPresented", "isSearching", "presentationMode":
            return .unknown(reason: "run-time environment value `\\.\(key)`")
        default: return nil
        }
    }
}
