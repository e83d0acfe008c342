import SwiftSyntaxSupport
import SwiftUIFrontEnd
import Testing

/// The `@main` App and the view its window shows: where `perceive voiceover FOLDER` starts.
@Suite struct AppDeclarationTests {
    func apps(_ source: String) -> [AppDeclaration] {
        SwiftUIFrontEnd.apps(in: [ParsedSourceFile(path: "App/App.swift", text: source)])
    }

    @Test(arguments: [
        ("WindowGroup { ContentView() }", "ContentView"),
        ("WindowGroup { NavigationStack { RootView().environmentObject(Model()) } }", "RootView"),
        ("WindowGroup { TabView { Home().tabItem { Label(\"Home\", systemImage: \"house\") } } }", "Home"),
        ("WindowGroup(\"Main\") { Dogs() }", "Dogs"),
        ("WindowGroup { }", nil),
        ("Settings { Preferences() }", nil),
    ] as [(String, String?)])
    func theWindowsFirstViewIsTheRoot(scene: String, root: String?) {
        let found = apps("@main\nstruct DogsApp: App {\n    var body: some Scene { \(scene) }\n}\n")
        #expect(found.map(\.name) == ["DogsApp"])
        #expect(found.first?.rootViewName == root)
        #expect(found.first?.source.line == 2)
    }

    @Test func theWindowMayBeDeclaredInAnExtension() {
        let app = ParsedSourceFile(path: "App/IceApp.swift", text: """
            @main
            struct IceApp: App {
                var body: some Scene { appScene }
            }
            """)
        let scenes = ParsedSourceFile(path: "App/IceApp+Scene.swift", text: """
            extension Other { var scene: some Scene { WindowGroup { Wrong() } } }
            extension IceApp {
                var appScene: some Scene { WindowGroup(id: "MainWindow") { AppView(tab: $tab).onAppear {} } }
            }
            """)
        #expect(SwiftUIFrontEnd.apps(in: [app, scenes]).map(\.rootViewName) == ["AppView"])
    }

    @Test func onlyAMainAppCounts() {
        #expect(apps("struct Preview: App { var body: some Scene { WindowGroup { A() } } }").isEmpty)
        #expect(apps("@main struct Tool { static func main() {} }").isEmpty)
        #expect(apps("@main struct Shop: SwiftUI.App { var body: some Scene { WindowGroup { A() } } }").map(\.name) == ["Shop"])
    }

    @Test(arguments: [("ExceptionalDogsApp", "Exceptional Dogs"), ("DogRouteProApp", "Dog Route Pro"),
                      ("App", "App"), ("Weather", "Weather"), ("IceCubesApp", "Ice Cubes")])
    func theSpokenNameIsTheTypesWords(name: String, spoken: String) {
        #expect(AppDeclaration(name: name, source: .init(file: "A.swift", line: 1), rootViewName: nil).spokenName == spoken)
    }
}
