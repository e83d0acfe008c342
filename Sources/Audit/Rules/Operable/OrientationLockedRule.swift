import SwiftUIFrontEnd
/// An `Info.plist` that supports only portrait or only landscape.
///
/// People with a device on a fixed mount (a wheelchair armrest, sideways beside a bed) cannot
/// turn it, and some people with low vision use landscape for longer lines (the conference talk
/// in `seeds/`).
public struct OrientationLockedRule: PlistRule {
    static let keys = ["UISupportedInterfaceOrientations", "UISupportedInterfaceOrientations~ipad",
                       "UISupportedInterfaceOrientations~iphone"]

    public static let description = RuleDescription(
        of: Self.self,
        id: "orientation-locked",
        title: "App supports only one orientation",
        rationale: """
            Many Switch Control users have their device on a fixed mount and cannot rotate it; \
            some people with low vision use landscape to fit more words on a line. An app locked \
            to portrait or to landscape shuts them out unless the orientation is essential.
            """,
        wcag: [.orientation],
        hig: "Layout › Device orientations",
        severity: .warning,
        // An iPhone or iPad turns; a Mac's window, a TV, a watch and a headset do not.
        platforms: [.iOS, .iPadOS],
        triggeringExamples: [
            .swift("""
                <?xml version="1.0" encoding="UTF-8"?>
                <plist version="1.0">
                <dict>
                    ↓<key>UISupportedInterfaceOrientations</key>
                    <array>
                        <string>UIInterfaceOrientationPortrait</string>
                    </array>
                </dict>
                </plist>
                """),
        ],
        nonTriggeringExamples: [
            .swift("""
                <?xml version="1.0" encoding="UTF-8"?>
                <plist version="1.0">
                <dict>
                    <key>UISupportedInterfaceOrientations</key>
                    <array>
                        <string>UIInterfaceOrientationPortrait</string>
                        <string>UIInterfaceOrientationLandscapeLeft</string>
                        <string>UIInterfaceOrientationLandscapeRight</string>
                    </array>
                </dict>
                </plist>
                """),
        ])

    public init(configuration: RuleConfiguration) {}

    public func check(_ plist: PlistFile) -> [Finding] {
        Self.keys.compactMap { key in
            guard let orientations = plist.strings(forKey: key), !orientations.isEmpty else { return nil }
            let portrait = orientations.contains { $0.hasPrefix("UIInterfaceOrientationPortrait") }
            let landscape = orientations.contains { $0.hasPrefix("UIInterfaceOrientationLandscape") }
            guard portrait != landscape else { return nil }
            return finding(.locked(to: portrait ? "portrait" : "landscape"), at: plist.location(ofKey: key))
        }
    }
}

extension RuleMessage {
    fileprivate static func locked(to orientation: String) -> RuleMessage {
        RuleMessage(
            id: "orientation-locked",
            text: """
                The app only runs in \(orientation): a person whose device is mounted the other way \
                round cannot turn it to use the app.
                """,
            fix: """
                List both portrait and landscape orientations in `UISupportedInterfaceOrientations` \
                and let the layout adapt, unless one orientation is essential to the app.
                """)
    }
}
