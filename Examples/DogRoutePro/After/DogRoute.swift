import CoreLocation

/// A route to walk your dog: its ratings and the waypoints along it.
struct DogRoute: Identifiable, Hashable {
    var id: String { name }
    var name: String
    var distance: String
    /// One rating from 1 to 5 per name in `ratingNames`.
    var ratings: [Int]
    var waypoints: [Waypoint]

    static let ratingNames = ["Distractions", "Smells", "Greenery", "Friends"]

    /// "rated 3 of 5".
    static func ratingValue(_ rating: Int) -> String { "rated \(rating) of 5" }

    static let all: [DogRoute] = [
        DogRoute(name: "Riverside Loop", distance: "2.4 miles", ratings: [2, 4, 5, 3], waypoints: [
            Waypoint(name: "Park gate", description: "Start at the north entrance", latitude: 51.501, longitude: -0.141),
            Waypoint(name: "Old mill bridge", description: "Cross the river", hazard: "Loose planks",
                     latitude: 51.503, longitude: -0.137),
            Waypoint(name: "Duck pond", description: "Keep left around the pond", latitude: 51.5005, longitude: -0.131),
            Waypoint(name: "Main road crossing", description: "Cross at the lights", hazard: "Busy traffic",
                     latitude: 51.497, longitude: -0.133),
            Waypoint(name: "Dog park", description: "Off-leash area", latitude: 51.495, longitude: -0.138),
            Waypoint(name: "Café terrace", description: "Water bowl by the door", latitude: 51.499, longitude: -0.142),
        ]),
        DogRoute(name: "Harbor Walk", distance: "1.8 miles", ratings: [4, 5, 1, 4], waypoints: [
            Waypoint(name: "Fish market", description: "Start by the stalls", latitude: 50.371, longitude: -4.142),
            Waypoint(name: "Pier steps", description: "Steep stairs down", hazard: "Slippery when wet",
                     latitude: 50.372, longitude: -4.137),
            Waypoint(name: "Lighthouse", description: "Turn back here", latitude: 50.366, longitude: -4.133),
        ]),
        DogRoute(name: "Meadow Trail", distance: "3.1 miles", ratings: [1, 3, 5, 2], waypoints: [
            Waypoint(name: "Trailhead", description: "Parking and map board", latitude: 54.451, longitude: -3.081),
            Waypoint(name: "Cattle grid", description: "Walk the dog across", hazard: "Paws can slip through",
                     latitude: 54.456, longitude: -3.075),
            Waypoint(name: "Hilltop bench", description: "View over the valley", latitude: 54.462, longitude: -3.069),
        ]),
    ]
}

/// A step of a route: a place on the map and a row in the step list.
struct Waypoint: Identifiable, Hashable {
    var id: String { name }
    var name: String
    var description: String
    /// What to watch out for, when the waypoint is a hazard.
    var hazard: String?
    var latitude: Double
    var longitude: Double

    init(name: String, description: String, hazard: String? = nil, latitude: Double, longitude: Double) {
        self.name = name
        self.description = description
        self.hazard = hazard
        self.latitude = latitude
        self.longitude = longitude
    }

    var isHazard: Bool { hazard != nil }
    var coordinate: CLLocationCoordinate2D { CLLocationCoordinate2D(latitude: latitude, longitude: longitude) }
}
