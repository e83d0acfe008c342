import AccessibilityTree
import Basics
import SwiftSyntaxSupport
import SwiftUIFrontEnd
import Testing
import UIKitFrontEnd

/// UIKit code's keys (`NSLocalizedString`, `String(localized:)`, an app's own
/// `String(localizationKey:)`) read as the texts the app's strings tables hold for them.
@Suite struct UIKitStringsTableKeysTests {
    static let controller = """
        import UIKit
        final class SettingsViewController: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                let title = UILabel()
                title.text = NSLocalizedString("settings.title", comment: "")
                view.addSubview(title)
                let sync = UIButton(type: .system)
                sync.setTitle(String(localized: "settings.sync", table: "Settings"), for: .normal)
                view.addSubview(sync)
                let later = UILabel()
                later.text = NSLocalizedString("settings.later", value: "Later", comment: "")
                view.addSubview(later)
                let clear = UIButton(type: .system)
                clear.setTitle(String(localizationKey: "queue.clear"), for: .normal)
                view.addSubview(clear)
            }
        }
        """

    static func labels(_ strings: StringsTables) -> [String] {
        var layout = AppLayout.oneApp
        layout.strings = strings
        let builder = UIKitProject.Builder(store: nil, layout: layout)
        builder.add(ParsedSourceFile(path: "/app/SettingsViewController.swift", text: controller))
        let (screens, _) = builder.finish().screensRecordingLookups(declaredIn: "/app/SettingsViewController.swift",
                                                                    settings: AccessibilitySettings())
        var labels: [String] = []
        screens.first?.root.forEachDescendant { siblings, index, _ in
            if let label = siblings[index].label, !label.isEmpty { labels.append(label) }
        }
        return labels
    }

    @Test func keysReadAsTheirTablesTexts() {
        let tables = StringsTables(tables: [
            StringsTable(name: "Localizable", path: "/app/en.lproj/Localizable.strings",
                         texts: ["settings.title": "Settings", "queue.clear": "Clear Queue"]),
            StringsTable(name: "Settings", path: "/app/Settings.xcstrings", texts: ["settings.sync": "Sync now"]),
        ])
        #expect(Self.labels(tables) == ["Settings", "Sync now", "Later", "Clear Queue"])
        // Without tables a key is shown as written; a table the code names that was not read, or
        // an app's own initialiser looking a key up (`String(localizationKey:)`), holds words the
        // audit does not know.
        #expect(Self.labels(.none) == ["settings.title", "Later"])
    }
}
