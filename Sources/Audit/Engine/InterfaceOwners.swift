import Foundation
import UIKitFrontEnd

/// The Swift files of the classes the storyboards and nibs given to an audit name
/// (`customClass="RemindersViewController"`): a storyboard's views are read with the class that
/// owns them (its outlets, the fonts and titles its code sets), so auditing a storyboard alone
/// reads those files as the audit of its project does, and reports in the storyboard only.
enum InterfaceOwners {
    /// The paths of the Swift files among `swiftFiles` that declare a class a file of `layouts`
    /// names; unreadable files name none.
    static func swiftFiles(owning layouts: [String], among swiftFiles: [String]) -> Set<String> {
        guard !layouts.isEmpty else { return [] }
        let names = InterfaceBuilderIndex(paths: layouts).classNames
        guard !names.isEmpty else { return [] }
        return Set(swiftFiles.filter { path in
            guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { return false }
            return names.contains { declares($0, in: text) }
        })
    }

    /// Whether `text` declares the class `name` (`class Name`, `final class Name: …`).
    private static func declares(_ name: String, in text: String) -> Bool {
        var rest = Substring(text)
        while let found = rest.range(of: "class " + name) {
            let after = rest[found.upperBound...].first
            if after.map({ !($0.isLetter || $0.isNumber || $0 == "_") }) ?? true { return true }
            rest = rest[found.upperBound...]
        }
        return false
    }
}
