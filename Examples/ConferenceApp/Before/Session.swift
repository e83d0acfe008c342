import CoreLocation
import Foundation

/// A talk in the conference timetable.
struct Session: Identifiable, Hashable {
    var id: String { title }
    var title: String
    var timeRange: String
    var room: String
    var speaker: Speaker

    static let sample = Session(title: "Information gets through", timeRange: "10:00 to 10:40", room: "Great Hall",
                                speaker: .dan)
}

/// The person giving a talk.
struct Speaker: Hashable {
    var name: String
    var linkedInURL: URL

    static let dan = Speaker(name: "Dan Akiyama", linkedInURL: URL(string: "https://www.linkedin.com/in/akidon0000")!)
}

/// A place on the venue map.
struct VenuePlace: Identifiable, Hashable {
    var id: String { name }
    var name: String
    var latitude: Double
    var longitude: Double

    var coordinate: CLLocationCoordinate2D { CLLocationCoordinate2D(latitude: latitude, longitude: longitude) }

    static let all: [VenuePlace] = [
        VenuePlace(name: "Great Hall", latitude: 52.4163, longitude: -4.0652),
        VenuePlace(name: "Arts Centre", latitude: 52.4160, longitude: -4.0643),
        VenuePlace(name: "Hugh Owen Building", latitude: 52.4157, longitude: -4.0658),
        VenuePlace(name: "C22", latitude: 52.4155, longitude: -4.0660),
        VenuePlace(name: "Library", latitude: 52.4150, longitude: -4.0665),
        VenuePlace(name: "Bus station", latitude: 52.4140, longitude: -4.0820),
        VenuePlace(name: "Sports Centre", latitude: 52.4172, longitude: -4.0630),
        VenuePlace(name: "Café", latitude: 52.4159, longitude: -4.0648),
    ]
}

/// Where the location link leads.
struct LocationNavigationID: Hashable {
    var value: String
}
