extension String {
    /// Whether the text sizes a system font by a constant of a named type (`.system(size:
    /// Values.mediumFontSize`), read without parsing it: the fonts whose size another file's type
    /// may decide (`TypeSettlingSourceRule.maySettle`).
    var sizesSystemFontByATypesConstant: Bool {
        namesATypesMember(after: ".system(size:", skipping: [], excluding: ["Self"])
    }

    /// Whether the text sets a font held by a constant of a named type (`.font(.Headings.H5)`,
    /// `.font(Font.Headings.H5)`, `.font(Theme.titleFont)`), read without parsing it.
    var setsFontOfATypesConstant: Bool {
        namesATypesMember(after: ".font(", skipping: [".", "Font."], excluding: ["Font"])
    }

    /// Whether somewhere after `marker` (spaces and each of `prefixes`, where written, passed
    /// over) comes a member of a named type: a capitalised name not in `excluded`, then `.`.
    private func namesATypesMember(after marker: String, skipping prefixes: [String], excluding excluded: Set<String>) -> Bool {
        let marker = Array(marker.utf8)
        let prefixes = prefixes.map { Array($0.utf8) }
        let bytes = Array(utf8)
        var index = 0
        while index + marker.count <= bytes.count {
            guard bytes[index] == marker[0], bytes[index..<index + marker.count].elementsEqual(marker) else {
                index += 1
                continue
            }
            var start = index + marker.count
            while start < bytes.count, bytes[start] == UInt8(ascii: " ") { start += 1 }
            for prefix in prefixes where bytes[start...].starts(with: prefix) { start += prefix.count }
            if let name = IdentifierBytes.identifier(in: bytes, from: start), name.first?.isUppercase == true,
               !excluded.contains(name), start + name.utf8.count < bytes.count, bytes[start + name.utf8.count] == UInt8(ascii: ".") {
                return true
            }
            index += marker.count
        }
        return false
    }
}
