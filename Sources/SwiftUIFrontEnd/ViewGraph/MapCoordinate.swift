import AccessibilityTree

/// Where a map marker stands: a `CLLocationCoordinate2D` whose latitude and longitude are known.
struct MapCoordinate: Hashable {
    var latitude: Double
    var longitude: Double

    /// The coordinate of a `CLLocationCoordinate2D(latitude:longitude:)` value, or nil when either
    /// part is not a known number.
    init?(_ value: Value?) {
        guard case .object(let object)? = value, object.typeName == "CLLocationCoordinate2D",
              let latitude = object.fields["latitude"]?.asDouble,
              let longitude = object.fields["longitude"]?.asDouble else { return nil }
        self.latitude = latitude
        self.longitude = longitude
    }

    init(latitude: Double, longitude: Double) {
        self.latitude = latitude
        self.longitude = longitude
    }

    /// The frames of markers `side` points square placed at `coordinates` inside `frame`, north up:
    /// the region is the box around the coordinates, the camera MapKit's automatic position
    /// chooses to show all of a map's content, projected linearly (equirectangular; enough at a
    /// venue's or a walk's scale). A single place, or places on one line, sit at the centre of
    /// the axis they share.
    static func markerFrames(for coordinates: [MapCoordinate], in frame: Rect, side: Double) -> [Rect] {
        guard let south = coordinates.map(\.latitude).min(), let north = coordinates.map(\.latitude).max(),
              let west = coordinates.map(\.longitude).min(), let east = coordinates.map(\.longitude).max() else { return [] }
        let width = max(0, frame.width - side)
        let height = max(0, frame.height - side)
        return coordinates.map { coordinate in
            let across = east > west ? (coordinate.longitude - west) / (east - west) : 0.5
            let down = north > south ? (north - coordinate.latitude) / (north - south) : 0.5
            return Rect(x: frame.minX + across * width, y: frame.minY + down * height, width: side, height: side)
        }
    }
}
