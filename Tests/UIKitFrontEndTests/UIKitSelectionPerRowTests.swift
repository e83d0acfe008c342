import AccessibilityTree
import Scenes
import Testing
import UIKitFrontEnd

/// A settings table whose selection presents from some rows only (`IndexPathReach`), and the
/// labels UIKit gives a standard cell (`textLabel`, `detailTextLabel`, a list content
/// configuration), as VoiceOver reads them (docs/uikit.md, Lists).
@Suite struct UIKitSelectionPerRowTests {
    /// The elements of the screen `source` declares.
    static func cells(_ source: String) throws -> [AccessibilityElement] {
        let scene = try #require(try UIKitFrontEnd.scenes(source: "import UIKit\n" + source).first)
        return scene.render().exposedNodes.filter(\.isAccessibilityElement)
    }

    /// Each exposed element as `label|tapped`, where `tapped` says whether selecting it navigates.
    static func rows(_ source: String) throws -> [String] {
        try cells(source).map { element in "\(element.label ?? "")|\(element.gestures.contains(.tap) ? "tap" : "-")" }
    }

    /// How each cell is given its words: its text label set to its title.
    static let titleLabelling = "cell.textLabel?.text = titles[indexPath.section][indexPath.row]"

    static func settings(selection: String = "", labelling: String = titleLabelling) -> String {
        """
        final class SettingsController: UIViewController, UITableViewDataSource, UITableViewDelegate {
            let table = UITableView()
            let titles = [["Add Keyword", "Keywords"], ["Notifications", "Sounds", "About"]]
            override func viewDidLoad() {
                super.viewDidLoad()
                table.dataSource = self
                table.delegate = self
                view.addSubview(table)
            }
            func numberOfSections(in tableView: UITableView) -> Int { 2 }
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { section == 0 ? 2 : 3 }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                let cell = UITableViewCell(style: .default, reuseIdentifier: "row")
                \(labelling)
                return cell
            }
            func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
                tableView.deselectRow(at: indexPath, animated: true)
                \(selection)
            }
        }
        """
    }

    @Test(arguments: [
        // Mammoth's filter screen: one row presents.
        ("if indexPath.section == 0 { if indexPath.row == 0 { present(UIViewController(), animated: true) } }",
         ["Add Keyword|tap", "Keywords|-", "Notifications|-", "Sounds|-", "About|-"]),
        ("if indexPath.section == 1 && indexPath.row != 0 { show(UIViewController(), sender: nil) }",
         ["Add Keyword|-", "Keywords|-", "Notifications|-", "Sounds|tap", "About|tap"]),
        ("guard indexPath.section == 1 else { return }\nnavigationController?.pushViewController(UIViewController(), animated: true)",
         ["Add Keyword|-", "Keywords|-", "Notifications|tap", "Sounds|tap", "About|tap"]),
        ("switch indexPath.row { case 2: present(UIViewController(), animated: true) default: break }",
         ["Add Keyword|-", "Keywords|-", "Notifications|-", "Sounds|-", "About|tap"]),
        ("if !(indexPath.section == 0) || indexPath.row > 0 { present(UIViewController(), animated: true) } else { return }",
         ["Add Keyword|-", "Keywords|tap", "Notifications|tap", "Sounds|tap", "About|tap"]),
        // A condition on anything else may hold: every row may navigate.
        ("if titles[indexPath.section][indexPath.row].isEmpty == false { present(UIViewController(), animated: true) }",
         ["Add Keyword|tap", "Keywords|tap", "Notifications|tap", "Sounds|tap", "About|tap"]),
        ("switch (indexPath.section, indexPath.row) { case (0, 0): present(UIViewController(), animated: true) default: break }",
         ["Add Keyword|tap", "Keywords|tap", "Notifications|tap", "Sounds|tap", "About|tap"]),
    ])
    func onlyTheRowsWhoseSelectionMayNavigateAreTapped(_ selection: String, _ expected: [String]) throws {
        #expect(try Self.rows(Self.settings(selection: selection)) == expected)
    }

    @Test func aCellReadsItsDetailLabelAfterItsTextLabel() throws {
        let source = Self.settings(labelling: Self.titleLabelling + "\ncell.detailTextLabel?.text = \"On\"")
        #expect(try Self.rows(source) == ["Add Keyword, On|-", "Keywords, On|-", "Notifications, On|-", "Sounds, On|-", "About, On|-"])
    }

    @Test func aCellReadsTheTextsOfItsListContentConfiguration() throws {
        let source = Self.settings(labelling: """
                var content = cell.defaultContentConfiguration()
                content.text = titles[indexPath.section][indexPath.row]
                content.secondaryText = "Off"
                cell.contentConfiguration = content
                """)
        #expect(try Self.rows(source) == ["Add Keyword, Off|-", "Keywords, Off|-", "Notifications, Off|-", "Sounds, Off|-", "About, Off|-"])
    }

    /// A label set to words the audit cannot read names the cell at run time: it is not "not
    /// filled in code".
    @Test func aCellWhoseLabelIsSetToRunTimeTextIsNamedAtRunTime() throws {
        let cells = try Self.cells(Self.settings(labelling: "cell.textLabel?.text = Settings.shared.title(for: indexPath)"))
        #expect(cells.count == 5)
        #expect(cells.allSatisfy { cell in cell.unresolved.contains { $0.fact == .label && $0.origin == .runTimeText } })
    }
}
