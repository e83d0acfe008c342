import Foundation

/// A dog in need of a loving home.
struct Dog: Identifiable, Hashable {
    var id: String { name }
    var name: String
    var breed: String
    var age: String
    var gender: String
    var weight: String
    var size: String
    var isFostered: Bool
    var pictureCount: Int

    /// Whether there is more than one picture to show in the gallery.
    var hasGallery: Bool { pictureCount > 1 }

    /// The title and value pairs the stats view lays out.
    var stats: [Stat] {
        [
            Stat(title: "Name", value: name),
            Stat(title: "Breed", value: breed),
            Stat(title: "Age", value: age),
            Stat(title: "Gender", value: gender),
            Stat(title: "Weight", value: weight),
            Stat(title: "Size", value: size),
            Stat(title: "Fostered", value: isFostered ? "yes" : "no"),
        ]
    }

    /// The photo asset for picture `index` (0-based).
    func photoName(_ index: Int) -> String { "\(name.lowercased())-\(index + 1)" }

    static let roster: [Dog] = [
        Dog(name: "Pinky", breed: "mixed", age: "7.0 years", gender: "female", weight: "42 pounds",
            size: "medium", isFostered: true, pictureCount: 3),
        Dog(name: "Layla", breed: "Labrador", age: "3.0 years", gender: "female", weight: "58 pounds",
            size: "large", isFostered: false, pictureCount: 1),
        Dog(name: "Bro", breed: "boxer", age: "2.5 years", gender: "male", weight: "64 pounds",
            size: "large", isFostered: true, pictureCount: 3),
        Dog(name: "Pudding", breed: "poodle", age: "9.0 years", gender: "male", weight: "18 pounds",
            size: "small", isFostered: false, pictureCount: 2),
    ]
}

/// One line of the stats view: "Breed" over "Labrador".
struct Stat: Identifiable, Hashable {
    var id: String { title }
    var title: String
    var value: String
}

/// Where the dogs live.
struct Shelter: Hashable {
    var name: String
    var phoneNumber: String
    var address: String

    static let skylers = Shelter(name: "Skyler's animal shelter", phoneNumber: "+1-408-555-0134",
                                 address: "1 Infinite Loop, Cupertino")
}
