import AccessibilityTree

/// A dog-walking route in DogRoutePro (WWDC 2016 session 202, "What's New in Accessibility").
struct DogRoute: Hashable, Sendable {
    /// A step of the route: a place on the map and a cell in the route step list.
    struct Waypoint: Hashable, Sendable {
        var name: String
        var description: String
        /// What to watch out for, when the waypoint is a hazard.
        var hazard: String?
        /// Where the waypoint's annotation sits on the map, as fractions of the map's size.
        var mapPosition: Point

        init(name: String, description: String, hazard: String? = nil, mapPosition: (Double, Double)) {
            self.name = name
            self.description = description
            self.hazard = hazard
            self.mapPosition = Point(x: mapPosition.0, y: mapPosition.1)
        }

        var isHazard: Bool { hazard != nil }
    }

    /// The four bars of the ratings graph, in the order the talk sets them.
    static let ratingNames = ["Distractions", "Smells", "Greenery", "Friends"]

    var name: String
    var distance: String
    /// One rating from 1 to 5 per name in `ratingNames`.
    var ratings: [Int]
    var waypoints: [Waypoint]

    /// "rated 3 of 5": the talk's "user-friendly string" for a rating.
    static func ratingValue(_ rating: Int) -> String { "rated \(rating) of 5" }

    static let all: [DogRoute] = [
        DogRoute(name: "Riverside Loop", distance: "2.4 miles", ratings: [2, 4, 5, 3], waypoints: [
            Waypoint(name: "Park gate", description: "Start at the north entrance", mapPosition: (0.15, 0.2)),
            Waypoint(name: "Old mill bridge", description: "Cross the river", hazard: "Loose planks",
                     mapPosition: (0.45, 0.1)),
            Waypoint(name: "Duck pond", description: "Keep left around the pond", mapPosition: (0.8, 0.3)),
            Waypoint(name: "Main road crossing", description: "Cross at the lights", hazard: "Busy traffic",
                     mapPosition: (0.7, 0.75)),
            Waypoint(name: "Dog park", description: "Off-leash area", mapPosition: (0.3, 0.85)),
            Waypoint(name: "Café terrace", description: "Water bowl by the door", mapPosition: (0.1, 0.55)),
        ]),
        DogRoute(name: "Harbor Walk", distance: "1.8 miles", ratings: [4, 5, 1, 4], waypoints: [
            Waypoint(name: "Fish market", description: "Start by the stalls", mapPosition: (0.2, 0.3)),
            Waypoint(name: "Pier steps", description: "Steep stairs down", hazard: "Slippery when wet",
                     mapPosition: (0.6, 0.2)),
            Waypoint(name: "Lighthouse", description: "Turn back here", mapPosition: (0.85, 0.6)),
        ]),
        DogRoute(name: "Meadow Trail", distance: "3.1 miles", ratings: [1, 3, 5, 2], waypoints: [
            Waypoint(name: "Trailhead", description: "Parking and map board", mapPosition: (0.1, 0.8)),
            Waypoint(name: "Cattle grid", description: "Walk the dog across", hazard: "Paws can slip through",
                     mapPosition: (0.5, 0.5)),
            Waypoint(name: "Hilltop bench", description: "View over the valley", mapPosition: (0.9, 0.15)),
        ]),
    ]
}
