import AccessibilityTree
import PerceiveExamples
import SwiftUIFrontEnd

extension VoiceOverCommand {
    /// The view the `@main` App's window shows at `path`, as an entry to lower; empty when
    /// there is no app, or several.
    static func rootEntry(at path: String) -> EntrySelection {
        var entry = EntrySelection()
        entry.view = AppLaunchInput.rootView(at: path)?.view
        return entry
    }

    /// The name VoiceOver says as the app opens: the example's title, or for source the app's
    /// display name; nil for a snapshot or capture, which do not name their app.
    static func appName(path: String?, example: String?) -> String? {
        if let example { return ExampleCatalog.example(named: example)?.title }
        guard let path, !path.hasSuffix(".json"), !CaptureInput.isCapture(path) else { return nil }
        return AppLaunchInput.displayName(at: path)
    }

    /// What `--list` prints for the SwiftUI source at `path`: the app's root view, then the
    /// previews and views `--preview` and `--view` take, each with where it is declared; the
    /// one `perceive voiceover` starts from is marked.
    static func listing(path: String) throws(CommandError) -> String {
        let (entries, apps): ([EntryPoint], [AppDeclaration])
        do {
            let files = try SwiftUIFrontEnd.parse(paths: [path])
            (entries, apps) = (SwiftUIFrontEnd.entryPoints(in: files), SwiftUIFrontEnd.apps(in: files))
        } catch {
            throw .input(error.description)
        }
        guard !entries.isEmpty else { throw .input("\(path): no SwiftUI views found") }
        let root = apps.count == 1 ? apps[0].rootViewName.flatMap { name in entries.first { $0.kind == .view && $0.name == name } } : nil
        let start = root ?? entries[0]
        func line(_ entry: EntryPoint) -> String {
            "  \(entry.name)  \(entry.source)" + (entry == start ? "  (default)" : "")
        }
        var sections: [String] = []
        for app in apps {
            let shown = app.rootViewName.map { "shows \($0)" } ?? "shows no view of its own"
            sections.append("app:\n  \(app.name)  \(app.source)  \(shown)")
        }
        let previews = entries.filter { $0.kind != .view }
        if !previews.isEmpty { sections.append("previews (--preview NAME):\n" + previews.map(line).joined(separator: "\n")) }
        let views = entries.filter { $0.kind == .view }
        if !views.isEmpty { sections.append("views (--view NAME):\n" + views.map(line).joined(separator: "\n")) }
        return sections.joined(separator: "\n\n") + "\n"
    }
}
