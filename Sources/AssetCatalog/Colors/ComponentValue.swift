import Foundation

/// Reads one colour component in any encoding Xcode writes (Attributes inspector › Input
/// Method): floating point (`0.502` or `"0.502"`), 8-bit integer (`"128"`), or hexadecimal
/// (`"0x80"`). Integers and hex are divided by 255.
///
/// Xcode writes alpha as a float always, so an integer alpha string (`"1"`) is read as a
/// float; for red, green, blue and white an integer string is 0…255. A JSON number is a
/// float, except a whole number from 2 to 255 for a colour component, which can only mean
/// an 8-bit value (hand-written catalogs use `"red": 255`).
enum ComponentValue {
    static func read(_ json: CatalogJSON, isAlpha: Bool) throws(AssetCatalogError) -> Double {
        if case let .number(number) = json.node.value {
            let isEightBit = !isAlpha && number == number.rounded() && (2...255).contains(number)
            return isEightBit ? number / 255 : number
        }
        guard case let .string(raw) = json.node.value else {
            throw json.failure("expected a number or a string")
        }
        let text = raw.trimmingCharacters(in: .whitespaces)
        if text.lowercased().hasPrefix("0x") {
            guard let value = Int(text.dropFirst(2), radix: 16), (0...255).contains(value) else {
                throw json.failure("'\(raw)' is not a hexadecimal byte (0x00…0xFF)")
            }
            return Double(value) / 255
        }
        if !isAlpha, !text.contains("."), !text.lowercased().contains("e"), let integer = Int(text) {
            guard (0...255).contains(integer) else {
                throw json.failure("'\(raw)' is not an 8-bit value (0…255)")
            }
            return Double(integer) / 255
        }
        guard let value = Double(text), value.isFinite else {
            throw json.failure("'\(raw)' is not a number")
        }
        return value
    }
}
