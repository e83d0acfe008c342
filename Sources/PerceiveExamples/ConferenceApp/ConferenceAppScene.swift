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
///
/// The layout follows Dynamic Type as the talk describes: at accessibility sizes the fixed
/// title keeps two lines (and truncates) before, four after (`A11yLineLimitModifier`); the
/// time and location row stays side by side before and stacks after (`ViewThatFits`); the
/// "now" banner grows over the content before, and is capped with a Large Content Viewer after.
public struct ConferenceAppScene: Scene {
    public let variant: ExampleApp.Variant
    /// The settings the screen is laid out under.
    public let settings: AccessibilitySettings
    public private(set) var isFavorite: Bool
    /// Whether Apple Maps was asked to open the venue.
    public private(set) var hasOpenedMaps = false

    /// The places the venue map shows, each its own element before the fix, with their latitude
    /// and longitude (Aberystwyth).
    static let mapPlaces: [(name: String, latitude: Double, longitude: Double)] = [
        ("Great Hall", 52.4163, -4.0652), ("Arts Centre", 52.4160, -4.0643), ("Hugh Owen Building", 52.4157, -4.0658),
        ("C22", 52.4155, -4.0660), ("Library", 52.4150, -4.0665), ("Bus station", 52.4140, -4.0820),
        ("Sports Centre", 52.4172, -4.0630), ("Café", 52.4159, -4.0648),
    ]
    static let mapFrame = Rect(x: 16, y: 560, width: 361, height: 240)

    public init(variant: ExampleApp.Variant, isFavorite: Bool = false,
                settings: AccessibilitySettings = AccessibilitySettings()) {
        self.variant = variant
        self.isFavorite = isFavorite
        self.settings = settings
    }

    var isAccessibilitySize: Bool { settings.contentSize.isAccessibilitySize }

    /// What the favourite button says after the fix: the action it performs, which also tells
    /// the current state.
    public var favoriteLabel: String { isFavorite ? "Remove from favourites" : "Add to favourites" }

    public func render() -> Screen {
        var elements: [AccessibilityElement] = [
            AccessibilityElement(id: "back", label: "Timetable", traits: [.button, .backButton],
                                 frame: Rect(x: 8, y: 50, width: 110, height: 44)),
            title(),
            ExampleElements.button("favorite", variant == .after ? favoriteLabel : "Favourite",
                                   frame: Rect(x: 329, y: 112, width: 44, height: 44)),
        ]
        elements += timeAndLocation()
        elements += [
            ExampleElements.heading("speaker-heading", "Speaker", frame: Rect(x: 16, y: 230, width: 361, height: 28)),
            ExampleElements.text("speaker", "Dan Akiyama", frame: Rect(x: 16, y: 266, width: 250, height: 24)),
            linkedInLink(),
            ExampleElements.heading("venue-heading", "Venue", frame: Rect(x: 16, y: 520, width: 361, height: 28)),
        ]
        elements.append(contentsOf: venueMap())
        elements.append(nowBanner())
        return Screen(name: "Session", elements: elements, settings: settings)
    }

    /// The session title: two lines, four at accessibility sizes after the fix.
    func title() -> AccessibilityElement {
        var title = ExampleElements.heading("title", "Information gets through",
                                            frame: Rect(x: 16, y: 104, width: 300, height: 60))
        let lineLimit = variant == .after && isAccessibilitySize ? 4 : 2
        title.visual = VisualFacts(font: .textStyle(.title2), fontWeight: .bold, lineLimit: lineLimit,
                                   isTruncated: variant == .before && isAccessibilitySize)
        return title
    }

    /// The time and the location link: side by side, stacked at accessibility sizes after the fix.
    func timeAndLocation() -> [AccessibilityElement] {
        let isStacked = variant == .after && isAccessibilitySize
        var time = ExampleElements.text("time", "10:00 to 10:40", frame: Rect(x: 16, y: 176, width: 160, height: 24))
        var location = ExampleElements.button(
            "location", "Great Hall",
            frame: isStacked ? Rect(x: 16, y: 204, width: 200, height: 24) : Rect(x: 250, y: 176, width: 127, height: 24))
        time.visual = VisualFacts(font: .textStyle(.subheadline), lineLimit: 1)
        location.visual = VisualFacts(font: .textStyle(.subheadline), lineLimit: 1,
                                      isTruncated: variant == .before && isAccessibilitySize)
        return [time, location]
    }

    /// The banner showing the session on now: it grows over the content before; after, its text
    /// is capped at Large and the Large Content Viewer shows it big on a long press.
    func nowBanner() -> AccessibilityElement {
        let grows = variant == .before && isAccessibilitySize
        var banner = AccessibilityElement(
            id: "now-banner", label: "Now: Information gets through, Great Hall",
            frame: grows ? Rect(x: 0, y: 692, width: 393, height: 160) : Rect(x: 0, y: 808, width: 393, height: 44))
        banner.visual = VisualFacts(font: .textStyle(.footnote),
                                    maximumContentSize: variant == .after ? .large : nil)
        if variant == .after {
            banner.largeContent = LargeContent(title: "Now: Information gets through, Great Hall", imageName: "clock")
        }
        return banner
    }

    /// The speaker's LinkedIn link: before, the image's file name; after, where the link goes.
    func linkedInLink() -> AccessibilityElement {
        let frame = Rect(x: 329, y: 256, width: 44, height: 44)
        switch variant {
        case .before:
            // A control labelled by its image takes the control's trait, not the image's: an
            // image-only button is spoken "Button." with no "Image." (docs/swiftui-defaults.md, Default labels and
            // traits); the image trait survives only a `.combine` of plain views (docs/swiftui-defaults.md,
            // Grouping children), which a link is not.
            return AccessibilityElement(id: "linkedin", label: "linkedin_logo", traits: .link, frame: frame)
        case .after:
            // The image inside is hidden (`accessibilityHidden`); the link says where it goes.
            let image = AccessibilityElement(id: "linkedin-logo", label: "linkedin_logo", traits: .image, frame: frame,
                                             isHidden: true)
            return AccessibilityElement(id: "linkedin", label: "LinkedIn account", traits: .link, frame: frame,
                                        children: [image])
        }
    }

    /// The venue map: before, every place; after, one button that hands the map to Apple Maps.
    func venueMap() -> [AccessibilityElement] {
        switch variant {
        case .before:
            // Each place where it is on the map, north up, the map framing all of them: VoiceOver
            // visits them top to bottom, leading to trailing (docs/voiceover-speech.md, Navigation order).
            let latitudes = Self.mapPlaces.map(\.latitude), longitudes = Self.mapPlaces.map(\.longitude)
            let north = latitudes.max() ?? 0, south = latitudes.min() ?? 0
            let west = longitudes.min() ?? 0, east = longitudes.max() ?? 0
            let size = Size(width: 80, height: 30)
            let places = Self.mapPlaces.enumerated().map { index, place in
                AccessibilityElement(
                    id: ElementID("place-\(index + 1)"), label: place.name,
                    frame: Rect(x: Self.mapFrame.minX + (place.longitude - west) / (east - west) * (Self.mapFrame.width - size.width),
                                y: Self.mapFrame.minY + (north - place.latitude) / (north - south) * (Self.mapFrame.height - size.height),
                                width: size.width, height: size.height))
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
