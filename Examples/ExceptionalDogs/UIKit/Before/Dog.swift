import Foundation

/// A dog in need of a home (WWDC 2018 session 230, "Deliver an Exceptional Accessibility Experience").
struct Dog {
    let name: String
    let breed: String
    let age: String
    let gender: String
    let weight: String
    let size: String
    let isFostered: Bool
    let pictureCount: Int

    static let all: [Dog] = [
        Dog(name: "Pinky", breed: "mixed", age: "7.0 years", gender: "female", weight: "42 pounds",
            size: "medium", isFostered: true, pictureCount: 3),
        Dog(name: "Layla", breed: "Labrador", age: "3.0 years", gender: "female", weight: "58 pounds",
            size: "large", isFostered: false, pictureCount: 1),
        Dog(name: "Bro", breed: "boxer", age: "2.5 years", gender: "male", weight: "64 pounds",
            size: "large", isFostered: true, pictureCount: 3),
        Dog(name: "Pudding", breed: "poodle", age: "9.0 years", gender: "male", weight: "18 pounds",
            size: "small", isFostered: false, pictureCount: 2),
    ]

    static let shelterName = "Skyler's animal shelter"
}
