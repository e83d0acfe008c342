extension String {
    /// Whether the text sizes a system font by a constant of a named type (`.system(size:
    /// Values.mediumFontSize`), read without parsing it: the fonts whose size another file's type
    /// may decide (`TypeSettlingSourceRule.maySettle`).
    var sizesSystemFontByATypesConstant: Bool {
        let marker = Array(".system(size:".utf8)
        let bytes = Array(utf8)
        var index = 0
        while index + marker.count <= bytes.count {
            guard bytes[index] == marker[0], bytes[index..<index + marker.count].elementsEqual(marker) else {
                index += 1
                continue
            }
            var start = index + marker.count
            while start < bytes.count, bytes[start] == UInt8(ascii: " ") { start += 1 }
            if let name = IdentifierBytes.identifier(in: bytes, from: start), name.first?.isUppercase == true, name != "Self",
               start + name.utf8.count < bytes.count, bytes[start + name.utf8.count] == UInt8(ascii: ".") {
                return true
            }
            index += marker.count
        }
        return false
    }

    /// Whether the text sets a font held by a constant of a named type (`.font(.Headings.H5)`,
    /// `.font(Font.Headings.H5)`, `.font(Theme.titleFont)`), read without parsing it.
    var setsFontOfATypesConstant: Bool {
        let marker = Array(".font(".utf8)
        let bytes = Array(utf8)
        var index = 0
        while index + marker.count <= bytes.count {
            guard bytes[index] == marker[0], bytes[index..<index + marker.count].elementsEqual(marker) else {
                index += 1
                continue
            }
            var start = index + marker.count
            if start < bytes.count, bytes[start] == UInt8(ascii: ".") { start += 1 }
            let fontPrefix = Array("Font.".utf8)
            if bytes[start...].starts(with: fontPrefix) { start += fontPrefix.count }
            if let name = IdentifierBytes.identifier(in: bytes, from: start), name.first?.isUppercase == true, name != "Font",
               start + name.utf8.count < bytes.count, bytes[start + name.utf8.count] == UInt8(ascii: ".") {
                return true
            }
            index += marker.count
        }
        return false
    }
}
