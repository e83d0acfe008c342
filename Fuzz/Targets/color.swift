import ColorScience

/// libFuzzer target: the colour parser as `perceive contrast FOREGROUND BACKGROUND` uses it.
///
/// The input is UTF-8 text; a first line break splits it into foreground and background. Every
/// text must give a colour or a `ColorParseError`; two colours get the full contrast report
/// (deficiencies and nearest passing colours) in every appearance, as the command prints it.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzColor(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: bytes, count: count), as: UTF8.self)
    let parts = text.split(separator: "\n", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
    guard let foreground = try? ColorParser.parse(parts[0]) else { return 0 }
    guard parts.count == 2, let background = try? ColorParser.parse(parts[1]) else {
        _ = ContrastReport(foreground: foreground, background: ParsedColor(source: "white", color: DynamicColor(.white)))
        return 0
    }
    for appearance in [ColorAppearance.light, .darkIncreasedContrast] {
        _ = ContrastReport(foreground: foreground, background: background, appearance: appearance)
    }
    return 0
}
