/// The SF Symbol an SFSafeSymbols case names. The package writes each symbol as a case of its
/// `SFSymbol` type, and `Image(systemSymbol: .gearshapeFill)` is `Image(systemName:
/// "gearshape.fill")`: each capital or digit run starts a new dotted part of the name
/// (`gearshapeFill` is `gearshape.fill`, `_1Circle` is `1.circle`).
public enum SafeSymbolName {
    public static func symbolName(fromCaseName name: String) -> String {
        var parts: [String] = []
        var previous: Character?
        for character in name where character != "_" {
            let startsPart = previous == nil || character.isUppercase || (character.isNumber && !(previous?.isNumber ?? false))
            if startsPart { parts.append("") }
            parts[parts.count - 1].append(Character(character.lowercased()))
            previous = character
        }
        return parts.joined(separator: ".")
    }
}
