import AccessibilityTree
import Scenes

/// Exceptional Dogs, the dog adoption app audited and fixed in WWDC 2018 session 230
/// ("Deliver an Exceptional Accessibility Experience").
///
/// A carousel of dogs (Pinky, Layla, Bro, Pudding) with a favourite button and a gallery button,
/// a stats view of seven title/value pairs, the shelter's name with "Open address in maps" and
/// "Call" buttons, and a gallery overlay. The *before* variant is the app as Bhavya first audits
/// it; *after* has the fixes the talk builds: an adjustable "Dog picker", grouped stats, the
/// shelter as one element with custom actions, and a modal gallery announced with screen-changed.
public struct ExceptionalDogsScene: Scene {
    public let variant: ExampleApp.Variant
    /// The dog the carousel shows.
    public private(set) var currentDogIndex: Int
    /// Names of the dogs marked as favourites.
    public private(set) var favoriteDogs: Set<String> = []
    public private(set) var isGalleryOpen = false

    static let dogs = Dog.roster

    public init(variant: ExampleApp.Variant, currentDogIndex: Int = 0) {
        self.variant = variant
        self.currentDogIndex = min(max(currentDogIndex, 0), Self.dogs.count - 1)
    }

    var currentDog: Dog { Self.dogs[currentDogIndex] }
    var isCurrentDogFavorite: Bool { favoriteDogs.contains(currentDog.name) }

    public func render() -> Screen {
        let elements = variant == .before ? beforeElements() : afterElements()
        return Screen(name: "Exceptional Dogs",
                      root: .container(id: "root", children: elements,
                                       frame: Rect(origin: .zero, size: Screen.defaultSize),
                                       childOrder: variant == .before ? .frame : .given))
    }

    public mutating func perform(_ action: ElementAction, on id: ElementID, at time: Duration) -> SceneResponse {
        switch (action, id) {
        case (.focus, _):
            return scrollCarousel(toFocused: id)
        case (.increment, "dog-picker") where variant == .after:
            return showDog(at: currentDogIndex + 1)
        case (.decrement, "dog-picker") where variant == .after:
            return showDog(at: currentDogIndex - 1)
        case (.activate, "favorite"):
            if isCurrentDogFavorite { favoriteDogs.remove(currentDog.name) } else { favoriteDogs.insert(currentDog.name) }
            return .handled
        case (.activate, "show-gallery") where currentDog.hasGallery && !isGalleryOpen:
            isGalleryOpen = true
            // The fix: "post a screen change notification whenever the gallery button gets pressed".
            return variant == .after ? SceneResponse(isHandled: true, events: [.screenChanged(focus: nil)]) : .handled
        case (.activate, "close-gallery") where isGalleryOpen:
            isGalleryOpen = false
            return variant == .after
                ? SceneResponse(isHandled: true, events: [.screenChanged(focus: "show-gallery")]) : .handled
        case (.customAction(let name), "shelter") where variant == .after:
            return Self.shelterActions.contains(name) ? .handled : .unhandled
        case (.activate, "open-address-in-maps"), (.activate, "call"):
            return variant == .before ? .handled : .unhandled
        default:
            return .unhandled
        }
    }

    /// The shelter's custom actions after the fix, in the order the talk creates them.
    static let shelterActions = ["Open address in maps", "Call"]

    /// The adjustable picker moved: show the neighbouring dog and post layout-changed, because
    /// the stats and buttons now describe another dog ("post a layout change notification
    /// whenever a scroll occurs").
    private mutating func showDog(at index: Int) -> SceneResponse {
        guard Self.dogs.indices.contains(index) else { return .unhandled }
        currentDogIndex = index
        return SceneResponse(isHandled: true, events: [.layoutChanged(focus: nil)])
    }

    /// Before the fix each dog is a cell of a paging collection view: VoiceOver scrolls the
    /// focused cell into view, and the app's `scrollViewDidScroll` makes that dog current.
    private mutating func scrollCarousel(toFocused id: ElementID) -> SceneResponse {
        guard variant == .before,
              let index = Self.dogs.firstIndex(where: { Self.cellID($0) == id }) else { return .unhandled }
        currentDogIndex = index
        return .handled
    }

    static func cellID(_ dog: Dog) -> ElementID { ElementID("dog-\(dog.name.lowercased())") }
    static func statID(_ title: String, part: String? = nil) -> ElementID {
        ElementID(["stat", part, title.lowercased()].compactMap { $0 }.joined(separator: "-"))
    }
}
