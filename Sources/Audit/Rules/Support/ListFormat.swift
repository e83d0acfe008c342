/// Joins words for messages: "drag", "drag and pinch", "drag, pinch and swipe".
enum ListFormat {
    static func and(_ items: [String]) -> String {
        guard items.count > 1, let last = items.last else { return items.first ?? "" }
        return items.dropLast().joined(separator: ", ") + " and " + last
    }
}
