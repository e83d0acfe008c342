/// The kinds of UI-test capture Perceive reads, told apart by their content rather than their
/// file name (docs/runtime-capture.md, Formats).
public enum CaptureFormat: String, Hashable, Sendable, CaseIterable {
    /// Appium's XCUITest driver page source: XML whose elements are `XCUIElementType…`, under
    /// `AppiumAUT` or directly.
    case pageSource = "Appium page source"
    /// `XCUIApplication().debugDescription`: the indented `Element subtree:` text.
    case debugDescription = "XCUITest debugDescription"
    /// `XCUIElementSnapshot.dictionaryRepresentation` written as JSON.
    case snapshotJSON = "XCUITest snapshot (JSON)"
    /// `XCUIElementSnapshot.dictionaryRepresentation` written as an XML property list.
    case snapshotPropertyList = "XCUITest snapshot (property list)"
    /// A binary property list: recognised so the error can say how to convert it.
    case binaryPropertyList = "binary property list"

    /// How many bytes of a file are looked at to tell its format.
    static let sniffLength = 4_096

    /// The format of a file starting with `prefix`, or nil when it is none of them.
    ///
    /// Looks for markers only a capture has: `<XCUIElementType` or `<AppiumAUT` in XML; a plist
    /// holding an `elementType` key; `Element subtree:` in text; a JSON object whose keys include
    /// `elementType` near the start. A Perceive snapshot (`"format": "perceive-snapshot"`) is
    /// none of these.
    public static func sniff(_ prefix: some Collection<UInt8>) -> CaptureFormat? {
        let head = String(decoding: prefix.prefix(sniffLength), as: UTF8.self)
        if head.hasPrefix("bplist00") { return .binaryPropertyList }
        let trimmed = head.drop { $0.isWhitespace || $0 == "\u{FEFF}" }
        if trimmed.hasPrefix("<") {
            if head.contains("<AppiumAUT") || head.contains("<XCUIElementType") { return .pageSource }
            if head.contains("<plist"), head.contains("<key>elementType</key>") { return .snapshotPropertyList }
            return nil
        }
        if trimmed.hasPrefix("{") {
            guard head.contains("\"elementType\""), !head.contains("perceive-snapshot") else { return nil }
            return .snapshotJSON
        }
        if head.contains("Element subtree:") { return .debugDescription }
        return nil
    }
}
