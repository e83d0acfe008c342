import AccessibilityTree
import Audit
import Basics
import PerceiveExamples
import SwiftUIFrontEnd

extension VoiceOverCommand {
    /// The root a folder of source starts from, lowered: the view or preview `.perceive.json`'s
    /// `root` names, else the view the only `@main` App's window shows; empty when there is
    /// neither, or that view cannot be lowered.
    ///
    /// - Throws: an input error when `.perceive.json` cannot be read, or its `root` names neither a
    ///   view nor a preview (listing those there are).
    static func rootResults(at path: String, settings: AccessibilitySettings,
                            strings: StringsTables) throws(CommandError) -> [LoweringResult] {
        if let (root, file) = try configuredRootName(at: path) {
            return try configuredRoot(root, in: file, at: path, settings: settings, strings: strings)
        }
        guard let view = AppLaunchInput.rootView(at: path)?.view else { return [] }
        return (try? SwiftUIFrontEnd.screens(forPaths: [path], view: view, settings: settings, strings: strings)) ?? []
    }

    /// The `root` of the `.perceive.json` that applies at `path`, with that file's path.
    static func configuredRootName(at path: String) throws(CommandError) -> (root: String, file: String)? {
        guard let file = ConfigurationFile.find(from: path) else { return nil }
        do {
            return try ConfigurationFile.load(file, rules: AuditCommand.catalogue.descriptions).root.map { ($0, file) }
        } catch {
            throw .input(error.description)
        }
    }

    /// The view, else the preview, named `root` in `file`.
    private static func configuredRoot(_ root: String, in file: String, at path: String,
                                       settings: AccessibilitySettings, strings: StringsTables) throws(CommandError) -> [LoweringResult] {
        do {
            return try SwiftUIFrontEnd.screens(forPaths: [path], view: root, settings: settings, strings: strings)
        } catch .unknownView(_, _, let views) {
            do {
                return try SwiftUIFrontEnd.screens(forPaths: [path], preview: root, settings: settings, strings: strings)
            } catch .unknownPreview(_, _, let previews) {
                let names = views + previews
                let suggestion = NameSuggestion.nearest(to: root, in: names).map { " " + NameSuggestion.question($0) } ?? ""
                throw .input("\(file): 'root' is '\(root)', which names no view or preview in \(path).\(suggestion) "
                             + "Views: \(views.joined(separator: ", ")); previews: \(previews.isEmpty ? "none" : previews.joined(separator: ", ")).")
            } catch {
                throw .input(error.description)
            }
        } catch {
            throw .input(error.description)
        }
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
        let appRoot = apps.count == 1 ? apps[0].rootViewName.flatMap { name in entries.first { $0.kind == .view && $0.name == name } } : nil
        let configured = try configuredRootName(at: path).flatMap { configured in
            entries.first { $0.kind == .view && $0.name == configured.root } ?? entries.first { $0.name == configured.root }
        }
        let start = configured ?? appRoot ?? entries[0]
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
