import SwiftSyntaxSupport

/// Which colour sets of an app's asset catalogs its code names, read from the words of its Swift
/// files, nibs and storyboards.
///
/// A pair of catalog colours guessed from their names (`CardText` on `CardBackground`) is only
/// drawn if the app draws both; a colour nothing names is a leftover (DuckDuckGo's deprecated
/// `CTAPrimaryForeground`). A colour is named by the string
/// the code passes (`Color("info-text")`, `UIColor(named: "info-text")`, a nib's
/// `<namedColor name="info-text">`) or by the symbol Xcode 15 generates for it (`Color(.infoText)`,
/// build setting `ASSETCATALOG_COMPILER_GENERATE_ASSET_SYMBOLS`), as SwiftGen and R.swift do
/// (`Asset.Colors.infoText`, `R.color.infoText()`): the name and the symbol are the same words
/// in lower case without separators, which is how both are compared here. Where the code builds a
/// colour's name at run time (`UIColor(named: "\(theme)Background")`, `UIColor(named: assetName)`),
/// every colour counts as named.
public struct CatalogColourNames: Sendable {
    /// The colour names looked for that the code names, each as its key (`keyBytes`); nil when
    /// every colour counts as named.
    private let words: Set<String>?

    /// Every colour counts as named: a catalog audited without the code around it.
    public static let every = CatalogColourNames(words: nil)

    private init(words: Set<String>?) { self.words = words }

    /// Which of `colourNames` (the colour sets of an app's catalogs) `texts` name, the contents of
    /// the app's Swift files, nibs and storyboards. Only those names are looked for: a set of every
    /// word of three large apps took about 2.5 s more CPU and up to 15 MB more at the peak.
    public init(texts: [String], among colourNames: some Sequence<String>) {
        let wanted = Set(colourNames.map { Self.keyBytes(Array($0.utf8)[...]) })
        var found: Set<String> = []
        for text in texts {
            var text = text
            let buildsNames = text.withUTF8 { bytes in
                if Self.buildsNamesAtRunTime(bytes) { return true }
                Self.collect(bytes, wanted: wanted, into: &found)
                return false
            }
            if buildsNames {
                self.init(words: nil)
                return
            }
        }
        self.init(words: found)
    }

    /// Whether the colour set `name`, one of those looked for, is named by the code.
    public func names(_ name: String) -> Bool {
        guard let words else { return true }
        return words.contains(String(decoding: Self.keyBytes(Array(name.utf8)[...]), as: UTF8.self))
    }

    /// `word` in lower case with only its letters and digits (bytes beyond ASCII kept as they
    /// are): `info-text`, `infoText` and `INFO_TEXT` are all `infotext`.
    static func keyBytes(_ word: ArraySlice<UInt8>) -> [UInt8] {
        var kept: [UInt8] = []
        append(word, to: &kept)
        return kept
    }

    /// Appends the key of `word` (`keyBytes`) to `key`.
    private static func append(_ word: some Collection<UInt8>, to key: inout [UInt8]) {
        for byte in word {
            switch byte {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"): key.append(byte + 32)
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"), 0x80...: key.append(byte)
            default: break
            }
        }
    }

    /// Whether `byte` continues a word: a letter, a digit, `_`, `-`, or a byte beyond ASCII.
    private static func isWordByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
             UInt8(ascii: "_"), UInt8(ascii: "-"), 0x80...: true
        default: false
        }
    }

    /// Adds to `found` each key of `wanted` that a word of `bytes` has: a run of letters, digits,
    /// `_` and `-`, or a string literal holding a space, whole (`"Brand Blue"` names the set
    /// `Brand Blue`, whose symbol is `brandBlue`).
    private static func collect(_ bytes: UnsafeBufferPointer<UInt8>, wanted: Set<[UInt8]>, into found: inout Set<String>) {
        var key: [UInt8] = []
        func look(_ range: Range<Int>) {
            key.removeAll(keepingCapacity: true)
            append(bytes[range], to: &key)
            if wanted.contains(key) { found.insert(String(decoding: key, as: UTF8.self)) }
        }
        var start: Int? = nil
        var literalStart: Int? = nil
        var literalHasSpace = false
        for index in bytes.indices {
            let byte = bytes[index]
            if isWordByte(byte) {
                if start == nil { start = index }
                continue
            }
            if let wordStart = start {
                look(wordStart..<index)
                start = nil
            }
            switch byte {
            case UInt8(ascii: "\""):
                if let opened = literalStart, literalHasSpace { look(opened..<index) }
                literalStart = literalStart == nil ? index + 1 : nil
                literalHasSpace = false
            case UInt8(ascii: "\n"):
                literalStart = nil
            case UInt8(ascii: " "):
                if literalStart != nil { literalHasSpace = true }
            default: break
            }
        }
        if let wordStart = start { look(wordStart..<bytes.count) }
    }

    /// The calls that take a colour's name (`UIImage(named:)` takes an image's).
    /// With each, whether it takes other values than a name (`Color(_:)` a `UIColor`).
    private static let nameTakingCalls: [(call: [UInt8], takesOtherValues: Bool)] = [
        (Array("UIColor(named:".utf8), false), (Array("NSColor(named:".utf8), false), (Array("Color(".utf8), true),
    ]

    /// Whether `text` passes a colour's name built at run time: a literal with an interpolation
    /// (`\(`) to `UIColor(named:`, `NSColor(named:` or `Color(`, or to either of the first two a
    /// name held elsewhere (`UIColor(named: assetName)`, WooCommerce's palette of shades picked
    /// by name and number). `Color(` with a name held elsewhere is not told apart from `Color(_:)`
    /// taking a `UIColor`, and is not counted.
    static func buildsNamesAtRunTime(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        for (call, takesOtherValues) in nameTakingCalls {
            var index = 0
            while let found = call.withUnsafeBufferPointer({ bytes.firstOffset(of: $0, in: index..<bytes.count) }) {
                var position = found + call.count
                while position < bytes.count, bytes[position] == UInt8(ascii: " ") { position += 1 }
                index = found + 1
                guard position < bytes.count else { break }
                if bytes[position] != UInt8(ascii: "\"") {
                    if !takesOtherValues, isWordByte(bytes[position]) { return true }
                    continue
                }
                position += 1
                while position + 1 < bytes.count, bytes[position] != UInt8(ascii: "\""), bytes[position] != UInt8(ascii: "\n") {
                    if bytes[position] == UInt8(ascii: "\\"), bytes[position + 1] == UInt8(ascii: "(") { return true }
                    position += 1
                }
            }
        }
        return false
    }
}
