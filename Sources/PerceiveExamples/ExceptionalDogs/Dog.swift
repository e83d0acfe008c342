/// A dog in need of a home, as the Exceptional Dogs app shows it (WWDC 2018 session 230).
struct Dog: Hashable, Sendable {
    var name: String
    var breed: String
    var age: String
    var gender: String
    var weight: String
    var size: String
    var isFostered: Bool
    /// How many pictures the gallery holds; with one the app shows no gallery button (Layla).
    var pictureCount: Int

    /// Whether the dog has a gallery ("if the dog doesn't have more than one image, we should
    /// probably omit the gallery button").
    var hasGallery: Bool { pictureCount > 1 }

    /// The stats view's title/value pairs, in the order the view lays them out.
    var stats: [(title: String, value: String)] {
        [("Name", name), ("Breed", breed), ("Age", age), ("Gender", gender), ("Weight", weight),
         ("Size", size), ("Fostered", isFostered ? "yes" : "no")]
    }

    /// The picture's label in the gallery: "Picture one of Pinky".
    func pictureLabel(_ index: Int) -> String {
        let ordinals = ["one", "two", "three", "four", "five", "six"]
        let number = index < ordinals.count ? ordinals[index] : String(index + 1)
        return "Picture \(number) of \(name)"
    }

    /// The dogs in the carousel, in order; the talk names Pinky, Layla, Bro and Pudding, and says
    /// Pinky is a mixed breed of 7.0 years and Layla a Labrador without a gallery.
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

    /// The shelter every dog in the demo lives at.
    static let shelterName = "Skyler's animal shelter"
}
