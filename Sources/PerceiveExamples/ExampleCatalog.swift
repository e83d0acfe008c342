/// Every built-in example, before and after.
public enum ExampleCatalog {
    public static let all: [ExampleApp] = [
        ExampleApp(name: "exceptional-dogs", variant: .after, title: "Exceptional Dogs",
                   talk: wwdc2018, summary: "adjustable dog picker, grouped stats, shelter actions, modal gallery",
                   makeScene: { _ in ExceptionalDogsScene(variant: .after) }),
        ExampleApp(name: "exceptional-dogs", variant: .before, title: "Exceptional Dogs",
                   talk: wwdc2018, summary: "every dog its own element, stats read apart, gallery not modal",
                   makeScene: { _ in ExceptionalDogsScene(variant: .before) }),
        ExampleApp(name: "dogroutepro", variant: .after, title: "DogRoutePro",
                   talk: wwdc2016, summary: "named favourites, rated graph bars, Hazards and Route Steps rotors",
                   makeScene: { _ in DogRouteProScene(variant: .after) }),
        ExampleApp(name: "dogroutepro", variant: .before, title: "DogRoutePro",
                   talk: wwdc2016, summary: "image-name favourite labels, graph hidden, hazards unmarked",
                   makeScene: { _ in DogRouteProScene(variant: .before) }),
        ExampleApp(name: "coffee-dispenser", variant: .after, title: "Coffee dispenser",
                   talk: wwdc2026, summary: "adjustable in ounces, passthrough from the fill level, throttled announcements",
                   makeScene: { _ in CoffeeDispenserScene(variant: .after) }),
        ExampleApp(name: "coffee-dispenser", variant: .before, title: "Coffee dispenser",
                   talk: wwdc2026, summary: "a drag-only cup VoiceOver cannot pour from",
                   makeScene: { _ in CoffeeDispenserScene(variant: .before) }),
        ExampleApp(name: "equalizer-pad", variant: .after, title: "Equalizer pad",
                   talk: wwdc2026, summary: "a two-axis pad driven by four custom actions",
                   makeScene: { _ in EqualizerPadScene() }),
        ExampleApp(name: "virtual-cat", variant: .after, title: "Virtual cat",
                   talk: wwdc2026, summary: "direct touch that requires activation, custom actions as the alternative",
                   makeScene: { _ in VirtualCatScene(variant: .after) }),
        ExampleApp(name: "virtual-cat", variant: .before, title: "Virtual cat",
                   talk: wwdc2026, summary: "an image named after its file, gestures unreachable",
                   makeScene: { _ in VirtualCatScene(variant: .before) }),
        ExampleApp(name: "brightness-slider", variant: .after, title: "Brightness slider",
                   talk: wwdc2026, summary: "a standard slider: label, percentage value, adjustable",
                   makeScene: { _ in BrightnessSliderScene() }),
        ExampleApp(name: "conference-app", variant: .after, title: "Conference app",
                   talk: conference, summary: "stateful favourite label, LinkedIn account link, one Open in Maps button",
                   makeScene: { ConferenceAppScene(variant: .after, settings: $0) }),
        ExampleApp(name: "conference-app", variant: .before, title: "Conference app",
                   talk: conference, summary: "stateless favourite, file-name link label, a map of many places",
                   makeScene: { ConferenceAppScene(variant: .before, settings: $0) }),
    ]

    static let wwdc2018 = "WWDC 2018 session 230, Deliver an Exceptional Accessibility Experience"
    static let wwdc2016 = "WWDC 2016 session 202, What's New in Accessibility"
    static let wwdc2026 = "WWDC 2026 session 220, Make custom controls accessible"
    static let conference = "Information gets through (conference talk)"

    /// The example named `name` (`exceptional-dogs`, `exceptional-dogs:before`), or nil.
    public static func example(named name: String) -> ExampleApp? {
        all.first { $0.qualifiedName == name }
    }

    /// Every name `--example` accepts, in catalogue order.
    public static var names: [String] { all.map(\.qualifiedName) }
}
