import Foundation

/// A step of a route: a place on the map and a cell in the route step list.
struct Waypoint {
    let name: String
    let description: String
    /// What to watch out for, when the waypoint is a hazard.
    var hazard: String? = nil
    /// Where the waypoint's pin sits on the map, as fractions of the map's width and height.
    let mapX: Double
    let mapY: Double

    var isHazard: Bool { hazard != nil }
}

/// A dog-walking route (WWDC 2016 session 202, "What's New in Accessibility").
struct DogRoute {
    let name: String
    let distance: String
    let distractions: Int
    let smells: Int
    let greenery: Int
    let friends: Int
    let waypoints: [Waypoint]

    static let all: [DogRoute] = [
        DogRoute(name: "Riverside Loop", distance: "2.4 miles", distractions: 2, smells: 4, greenery: 5, friends: 3, waypoints: [
            Waypoint(name: "Park gate", description: "Start at the north entrance", mapX: 0.15, mapY: 0.2),
            Waypoint(name: "Old mill bridge", description: "Cross the river", hazard: "Loose planks", mapX: 0.45, mapY: 0.1),
            Waypoint(name: "Duck pond", description: "Keep left around the pond", mapX: 0.8, mapY: 0.3),
            Waypoint(name: "Main road crossing", description: "Cross at the lights", hazard: "Busy traffic", mapX: 0.7, mapY: 0.75),
            Waypoint(name: "Dog park", description: "Off-leash area", mapX: 0.3, mapY: 0.85),
            Waypoint(name: "Café terrace", description: "Water bowl by the door", mapX: 0.1, mapY: 0.55),
        ]),
        DogRoute(name: "Harbor Walk", distance: "1.8 miles", distractions: 4, smells: 5, greenery: 1, friends: 4, waypoints: [
            Waypoint(name: "Fish market", description: "Start by the stalls", mapX: 0.2, mapY: 0.3),
            Waypoint(name: "Pier steps", description: "Steep stairs down", hazard: "Slippery when wet", mapX: 0.6, mapY: 0.2),
            Waypoint(name: "Lighthouse", description: "Turn back here", mapX: 0.85, mapY: 0.6),
        ]),
        DogRoute(name: "Meadow Trail", distance: "3.1 miles", distractions: 1, smells: 3, greenery: 5, friends: 2, waypoints: [
            Waypoint(name: "Trailhead", description: "Parking and map board", mapX: 0.1, mapY: 0.8),
            Waypoint(name: "Cattle grid", description: "Walk the dog across", hazard: "Paws can slip through", mapX: 0.5, mapY: 0.5),
            Waypoint(name: "Hilltop bench", description: "View over the valley", mapX: 0.9, mapY: 0.15),
        ]),
    ]
}
