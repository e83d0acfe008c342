/// `Info.plist` texts the tests audit.
enum InfoPlistFixture {
    /// An app kept in portrait: `orientation-locked` reports it at line 4, its orientations key.
    static let portraitOnly = """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0">
        <dict>
            <key>UISupportedInterfaceOrientations</key>
            <array>
                <string>UIInterfaceOrientationPortrait</string>
            </array>
        </dict>
        </plist>
        """
}
