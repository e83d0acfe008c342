import SwiftUI

/// The dog's details in two columns: a row of titles, then the row of their values.
struct DogStatsView: View {
    let dog: Dog

    var body: some View {
        Grid(alignment: .leading, horizontalSpacing: 24, verticalSpacing: 4) {
            GridRow {
                title("Name")
                title("Breed")
            }
            GridRow {
                Text(dog.name)
                Text(dog.breed)
            }
            GridRow {
                title("Age")
                title("Gender")
            }
            GridRow {
                Text(dog.age)
                Text(dog.gender)
            }
            GridRow {
                title("Weight")
                title("Size")
            }
            GridRow {
                Text(dog.weight)
                Text(dog.size)
            }
            GridRow {
                title("Fostered")
            }
            GridRow {
                Text(dog.isFostered ? "yes" : "no")
            }
        }
        .padding(.horizontal, 24)
    }

    private func title(_ text: String) -> some View {
        Text(text)
            .font(.caption)
            .foregroundStyle(.secondary)
    }
}
