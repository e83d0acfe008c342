import RuntimeCapture
import Testing

@Suite struct CaptureFormatTests {
    @Test(arguments: [
        (Fixtures.pageSource, CaptureFormat.pageSource),
        (Fixtures.debugDescription, .debugDescription),
        (Fixtures.snapshotJSON, .snapshotJSON),
        (Fixtures.snapshotPropertyList, .snapshotPropertyList),
    ])
    func eachFixtureIsToldByItsContent(file: String, format: CaptureFormat) throws {
        #expect(CaptureFormat.sniff(try Fixtures.bytes(file)) == format)
        #expect(RuntimeCapture.isCapture(atPath: Fixtures.path(file)))
    }

    @Test(arguments: [
        #"{"format": "perceive-snapshot", "version": 1, "screen": {"root": {"id": "r", "elementType": 1}}}"#,
        #"{"name": "package.json"}"#,
        "<?xml version=\"1.0\"?><project><target/></project>",
        "<plist version=\"1.0\"><dict><key>CFBundleName</key><string>App</string></dict></plist>",
        "Just some notes about the app.",
        "",
    ])
    func otherFilesAreNotCaptures(text: String) {
        #expect(CaptureFormat.sniff(Array(text.utf8)) == nil)
    }

    @Test func aPageSourceWithoutTheAppiumWrapperIsOne() {
        #expect(CaptureFormat.sniff(Array("<XCUIElementTypeApplication type=\"XCUIElementTypeApplication\"/>".utf8)) == .pageSource)
    }

    @Test func aBinaryPropertyListIsNamedSoTheErrorCanSayHowToConvertIt() {
        let bytes = Array("bplist00".utf8) + [0, 1, 2]
        #expect(CaptureFormat.sniff(bytes) == .binaryPropertyList)
        #expect(throws: RuntimeCaptureError(file: "home.plist", message: "a binary property list: convert it to XML first "
            + "(`plutil -convert xml1 FILE` on macOS) so its lines can be named in messages")) {
            try RuntimeCapture.screen(from: bytes, file: "home.plist")
        }
    }

    @Test func somethingElseIsRefusedByName() {
        #expect(Fixtures.problem("hello", file: "notes.txt")
            == "notes.txt: not a UI-test capture Perceive reads (Appium page source, XCUITest debugDescription, "
            + "or an XCUITest snapshot as JSON or a property list)")
    }
}
