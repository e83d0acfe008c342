import AccessibilityTree
import Scenes

/// The conference demo app from the talk "Information gets through" (SwiftUI): a session's
/// details, its speaker and the venue map.
///
/// *Before*: the favourite button says the same whatever its state (the state is only the
/// star's colour); the speaker's LinkedIn link reads its image's file name; the map exposes
/// every place on it, so each swipe lands on another place. *After*: the favourite button says
/// what it will do ("Add to favourites" / "Remove from favourites"), the LinkedIn link is
/// "LinkedIn account" with its image hidden, and the map is replaced for VoiceOver by one
/// "Open in Maps" button.
public struct ConferenceAppScene: Scene {
    public let variant: ExampleApp.Variant
    public private(set) var isFavorite: Bool
    /// Whether Apple Maps was asked to open the venue.
    public private(set) var hasOpenedMaps = false

    /// The places the venue map shows, each its own element before the fix.
    static let mapPlaces = ["Great Hall", "Arts Centre", "Hugh Owen Building", "C22", "Library",
                            "Bus station", "Sports Centre", "Café"]
    static let mapFrame = Rect(x: 16, y: 560, width: 361, height: 240)

    public init(variant: ExampleApp.Variant, isFavorite: Bool = false) {
        self.variant = variant
        self.isFavorite = isFavorite
    }

    /// What the favourite button says after the fix: the action it performs, which also tells
    /// the current state.
    public var favoriteLabel: String { isFavorite ? "Remove from favourites" : "Add to favourites" }

    public func render() -> Screen {
        var elements: [AccessibilityElement] = [
            AccessibilityElement(id: "back", label: "Timetable", traits: [.button, .backButton],
                                 frame: Rect(x: 8, y: 50, width: 110, height: 44)),
            ExampleElements.heading("title", "Information gets through", frame: Rect(x: 16, y: 104, width: 300, height: 60)),
            ExampleElements.button("favorite", variant == .after ? favoriteLabel : "Favourite",
                                   frame: Rect(x: 329, y: 112, width: 44, height: 44)),
            ExampleElements.text("time", "10:00 to 10:40", frame: Rect(x: 16, y: 176, width: 160, height: 24)),
            ExampleElements.button("location", "Great Hall", frame: Rect(x: 250, y: 176, width: 127, height: 24)),
            ExampleElements.heading("speaker-heading", "Speaker", frame: Rect(x: 16, y: 230, width: 361, height: 28)),
            ExampleElements.text("speaker", "Dan Akiyama", frame: Rect(x: 16, y: 266, width: 250, height: 24)),
            linkedInLink(),
            ExampleElements.heading("venue-heading", "Venue", frame: Rect(x: 16, y: 520, width: 361, height: 28)),
        ]
        elements.append(contentsOf: venueMap())
        return Screen(name: "Session", elements: elements)
    }

    /// The speaker's LinkedIn link: before, the image's file name; after, where the link goes.
    func linkedInLink() -> AccessibilityElement {
        let frame = Rect(x: 329, y: 256, width: 44, height: 44)
        switch variant {
        case .before:
            return AccessibilityElement(id: "linkedin", label: "linkedin_logo", traits: [.link, .image], frame: frame)
        case .after:
            return AccessibilityElement(id: "linkedin", label: "LinkedIn account", traits: .link, frame: frame)
        }
    }

    /// The venue map: before, every place; after, one button that hands the map to Apple Maps.
    func venueMap() -> [AccessibilityElement] {
        switch variant {
        case .before:
            let places = Self.mapPlaces.enumerated().map { index, place in
                AccessibilityElement(
                    id: ElementID("place-\(index + 1)"), label: place,
                    frame: Rect(x: Self.mapFrame.minX + Double(index % 4) * 90 + 4,
                                y: Self.mapFrame.minY + Double(index / 4) * 120 + 40, width: 80, height: 30))
            }
            return [.container(id: "map", children: places, frame: Self.mapFrame, childOrder: .frame)]
        case .after:
            return [ExampleElements.button("open-in-maps", "Open in Maps", frame: Self.mapFrame)]
        }
    }

    public mutating func perform(_ action: ElementAction, on id: ElementID, at time: Duration) -> SceneResponse {
        guard action == .activate else { return .unhandled }
        switch id {
        case "favorite":
            isFavorite.toggle()
            return .handled
        case "open-in-maps":
            hasOpenedMaps = true
            return .handled
        case "back", "location", "linkedin":
            return .handled
        default:
            return .unhandled
        }
    }
}
