import PerceiveCLI
import Testing

/// The help of every command, exactly as `--help` prints it: generated from the declarations.
@Suite struct HelpTextTests {
    /// The display settings every command that builds screens lists the same way.
    static let displaySettings = """
        DISPLAY SETTINGS:
          --dynamic-type SIZE            Dynamic Type size: XS S M L XL XXL XXXL AX1 … AX5 (default L)
          --bold-text                    Bold Text on
          --reduce-motion                Reduce Motion on
          --reduce-transparency          Reduce Transparency on
          --increase-contrast            Increase Contrast on
          --differentiate-without-color  Differentiate Without Color on
          --on-off-labels                On/Off Labels on
          --button-shapes                Button Shapes on
          --dark-mode                    Dark appearance
          --color-filter FILTER          Color Filters: none, grayscale, invert, protanopia, deuteranopia,
                                         tritanopia, colorTint (default none)
        """

    /// Each command's help.
    static let help: [String: String] = [
        "audit": """
            USAGE: perceive audit [PATH…] [--format FORMAT] [--review HOW] [-o FILE] [--config FILE]
                                  [--baseline FILE] [--write-baseline FILE] [--changed-since REF] [--fix]
                                  [--dry-run] [--fail-on SEVERITY] [--platform PLATFORM] [--include GLOB]…
                                  [--exclude GLOB]… [--shard K/N] [--quiet] [--cache-dir DIR] [--no-cache]
                                  [--screenshot FILE.png]… [--dynamic-type SIZE] [--bold-text] [--reduce-motion]
                                  [--reduce-transparency] [--increase-contrast] [--differentiate-without-color]
                                  [--on-off-labels] [--button-shapes] [--dark-mode] [--color-filter FILTER]

            Audits the Swift files, snapshot JSON files, asset catalogs (.xcassets) and Info.plist files under
            each PATH (default: the current folder), skipping .build, DerivedData, Pods, Carthage,
            node_modules, hidden folders and Xcode's localization catalogs (.xcloc). SwiftUI previews (and
            views no preview shows, with placeholder arguments) are lowered into the accessibility tree
            under the display settings, and every tree rule runs on them, with every branch of their
            run-time if, switch and ternaries as screen variants and at the regular size class; findings point at the line each element is written on. Code the
            app never runs is not reported: previews, tests, private functions nothing calls, and, in an app
            (one with an entry point such as @main), types that no Swift file, nib, storyboard, Info.plist or
            Objective-C file of it names (docs/architecture.md). A file or
            folder given is audited with the project around it (the nearest Package.swift, .xcodeproj,
            .xcworkspace or git root holding it, with its local packages), indexed from skeletons and
            reported in the paths given only. Each project is an app of its own: its files are read with
            its own declarations and its local packages', never another's (docs/configuration.md, The
            project around a path; Apps and modules). UI-test captures
            (Appium page source, XCUITest debugDescription or snapshot dictionaries, told by their content;
            docs/runtime-capture.md) are audited as captured, findings at their lines in the capture; where
            a captured element, or else its nearest ancestor, has an accessibility identifier that a Swift
            file of the same run sets (.accessibilityIdentifier("…") or accessibilityIdentifier = "…"), its
            findings also point at that line (every place, said to be ambiguous, when several set it).
            Code is read as built for iOS unless --platform (or the configuration's platform) names another
            platform, or, naming none, the .xcodeproj targets build none of the Swift files for iOS (a Mac
            app is read as macOS code): #if os(…), targetEnvironment(…) and canImport(…) clauses and
            @available(…, unavailable) declarations follow it, code for other platforms is neither lowered
            nor reported, nor are the Swift files and Info.plists that the targets build only for other
            platforms (a watch app's, in an iOS audit; their number is said on standard error; a file named
            on the command line is audited whatever builds it); rules about Dynamic Type do not run on
            macOS, hit regions are measured against the platform's control size, and on ipados the first
            screen is at the regular size class (docs/swiftui-coverage.md, Platforms and Targets of other
            platforms; docs/dynamic-type.md).
            Reads .perceive.json from the audited folder or above it (see docs/configuration.md).
            With --shard K/N it audits one share of the inputs, chosen by a hash of each path relative
            to the project root (still indexing every Swift file); 'perceive merge' joins the JSON or
            SARIF reports of the N shards into the report of the whole run (see docs/ci.md).
            On a terminal, progress is shown on standard error while it works.
            Results are cached by content: an input that did not change, and whose previews would find
            the same declarations in other files, is not audited again; with nothing changed no file is
            parsed (see docs/cache.md).

            OPTIONS:
              --format FORMAT                text (default), json, sarif, junit, github, markdown, xcode,
                                             gitlab, html (docs/html-report.md)
              --review HOW                   findings to review, after the violations: all (each in full),
                                             summary (per rule: count, first places, the question to answer) or
                                             none; default summary for text, github and markdown, all for the
                                             others
              -o, --output FILE              write the report to FILE (atomically) instead of standard output
              --config FILE                  read this configuration instead of the nearest .perceive.json
              --baseline FILE                report only findings not in this baseline
              --write-baseline FILE          accept every current finding: write them to FILE and exit 0
              --changed-since REF            report only findings on lines changed since the git revision REF
              --fix                          apply the fix-its findings carry, then report what is left
              --dry-run                      with --fix: print the changes as a unified diff, write nothing
              --fail-on SEVERITY             exit 1 when a violation is at or above SEVERITY: note, warning or
                                             error (default error)
              --platform PLATFORM            read the code as built for PLATFORM: ios, ipados, macos, visionos,
                                             tvos, watchos (default ios)
              --include GLOB                 audit only paths matching GLOB (** any folders, * and ? within a
                                             name)
              --exclude GLOB                 skip paths matching GLOB
              --shard K/N                    audit only share K of N of the inputs (by a hash of each path), for
                                             'perceive merge' to join (docs/ci.md)
              --quiet                        no progress and no notes on standard error (errors are still
                                             printed)
              --cache-dir DIR                keep results in DIR (default ~/.cache/perceive, or
                                             $XDG_CACHE_HOME/perceive)
              --no-cache                     neither read nor write cached results
              --screenshot FILE.png          with the HTML report: show this screenshot as drawn and under each
                                             colour-vision deficiency

            \(HelpTextTests.displaySettings)

            EXIT STATUS: 0 clean, 1 findings at or above the failing severity, 2 usage or input error.
            """,
        "merge": """
            USAGE: perceive merge REPORT… [-o FILE] [--baseline FILE]

            Each REPORT is the JSON or SARIF report of one shard of the same audit, written with the same
            perceive, paths, configuration and options; every shard from 1 to N must be given once. The
            merged report, in the same format, is byte for byte the report of one run over every input,
            and the exit status is that run's (see docs/ci.md). A baseline is applied here, to the merged
            findings, rather than by each shard.

            OPTIONS:
              -o, --output FILE  write the merged report to FILE (atomically) instead of standard output
              --baseline FILE    report only findings not in this baseline (from 'perceive audit
                                 --write-baseline')

            EXIT STATUS: 0 clean, 1 findings at or above the shards' failing severity, 2 usage or input error.
            """,
        "tree": """
            USAGE: perceive tree PATH… [--view NAME] [--preview NAME] [--format FORMAT] [--ids]
                                 [--dynamic-type SIZE] [--bold-text] [--reduce-motion] [--reduce-transparency]
                                 [--increase-contrast] [--differentiate-without-color] [--on-off-labels]
                                 [--button-shapes] [--dark-mode] [--color-filter FILTER]

            PATH is a Swift file or a folder (searched recursively, skipping .build, DerivedData, Pods,
            Carthage, hidden folders and localization catalogs). Without --view or --preview every preview
            is lowered (or, when there are none, every view) under the display settings. Each element
            shows its label, value, traits, frame and file:line:column, then what else it carries
            (actions, rotors, custom content, drag and drop points, speech attributes…,
            docs/swiftui-coverage.md); what could not be evaluated is listed per file.
            PATH may also be a UI-test capture (Appium page source, XCUITest debugDescription, or an
            XCUITest snapshot dictionary as JSON or a property list; told by its content,
            docs/runtime-capture.md): its tree is printed as captured, each element at its line in the
            capture; '--format snapshot' turns it into a perceive-snapshot file.

            OPTIONS:
              --view NAME                    lower the SwiftUI view type NAME, with default or placeholder
                                             arguments
              --preview NAME                 lower the #Preview or PreviewProvider named NAME
              --format FORMAT                text (default), json (the lowering results), or snapshot (one
                                             screen as a perceive-snapshot file, its sheets and alerts as named
                                             screens, for 'perceive voiceover')
              --ids                          show each element's id

            \(HelpTextTests.displaySettings)
            """,
        "voiceover": """
            USAGE: perceive voiceover [snapshot.json | capture | FILE_OR_FOLDER] [--example NAME] [--view NAME]
                                      [--preview NAME] [--list] [--gestures SCRIPT] [--launch] [--app-name NAME]
                                      [--interactive] [--say] [--format FORMAT] [--hints on|off] [--no-hints]
                                      [--verbosity LEVEL] [--sounds] [--speech-rate WPM] [--dynamic-type SIZE]
                                      [--bold-text] [--reduce-motion] [--reduce-transparency]
                                      [--increase-contrast] [--differentiate-without-color] [--on-off-labels]
                                      [--button-shapes] [--dark-mode] [--color-filter FILTER]

            Starts VoiceOver on the screen and performs the gestures; without --gestures, swipes right
            through every element. A Swift file or folder is read as SwiftUI: the view its @main App's
            WindowGroup shows, else its only or first preview, is lowered (or the one --view or --preview
            names; --list lists them) under the display settings, and its actions run the app's code on its
            state, naming what they could not follow (docs/live-source.md); a file or folder with no SwiftUI
            views is read as UIKit (its view controller, or the class --view names), and actions run the
            code UIKit would call (docs/uikit.md). A built-in example is laid out under the settings too. A
            snapshot keeps the settings it was made under. A UI-test capture (Appium page source, XCUITest
            debugDescription, or an XCUITest snapshot dictionary as JSON or a property list; told by its
            content, docs/runtime-capture.md) is heard as captured. --launch opens the app as on a device;
            --interactive reads gestures from the keyboard, one line each when input is not a terminal;
            --say speaks with espeak-ng (docs/voiceover-speech.md, Hearing it).

            OPTIONS:
              --example NAME                 a built-in app from the talks ('perceive examples' lists them)
              --view NAME                    lower the SwiftUI view type NAME, with default or placeholder
                                             arguments
              --preview NAME                 lower the #Preview or PreviewProvider named NAME
              --list                         list the app's root view, its previews and views, and stop
              --gestures SCRIPT              e.g. "right,right,up,doubletap,touch(120,300),rotor,down,wait(0.5)"
              --launch                       open the app with VoiceOver turning on: "VoiceOver on.", the app's
                                             name, the first element; "VoiceOver off." at the end
              --app-name NAME                the name said on launch (default: the Info.plist's
                                             CFBundleDisplayName, the @main App's name, the example's title)
              --interactive                  gestures from the keyboard: arrows swipe, Enter double-taps, r
                                             turns the rotor, q quits
              --say                          speak aloud with espeak-ng as well as writing the transcript
              --format FORMAT                text: one utterance per line (default), or json: the transcript

            SPEECH:
              --hints on|off                 VoiceOver's Speak Hints (default on, as on an iPhone)
              --no-hints                     the same as --hints off
              --verbosity LEVEL              brief: no hints, no "Actions available."; default: hints and
                                             "Actions available."; verbose: also "Swipe up or down to select a
                                             custom action, then double tap to activate." and the activation
                                             sound
              --sounds                       show the click of a double tap that activates, as "(activate)"
              --speech-rate WPM              speak at WPM words a minute (180 is typical): the next gesture cuts
                                             off what is still being said, and the transcript shows what was cut

            \(HelpTextTests.displaySettings)
            """,
        "rules": """
            USAGE: perceive rules [ID]

            Without ID, lists every rule: id, severity, WCAG success criteria and title.
            With ID, explains the rule: rationale, WCAG criteria with links, HIG topic, the inputs it
            reads, the options .perceive.json can set, examples that trigger it and examples that do
            not, and its fix-it.
            """,
        "examples": """
            USAGE: perceive examples

            Lists the examples that '--example NAME' accepts (NAME for the fixed app, NAME:before for the original).
            """,
        "contrast": """
            USAGE: perceive contrast FOREGROUND BACKGROUND [--size PT|STYLE] [--weight WEIGHT] [--level aa|aaa]
                                     [--non-text] [--appearance NAME] [--dynamic-type SIZE] [--large-text RULE]
                                     [--deficiency NAME]… [--cvd-model MODEL] [--format FORMAT]

            Colours: #RGB, #RRGGBB, #RRGGBBAA, rgb(…), Color(red:green:blue:opacity:), UIColor(white:alpha:),
            .black, systemBlue, label, secondaryLabel, systemBackground … (a translucent foreground is
            composited over the background; a translucent background over white).

            OPTIONS:
              --size PT|STYLE      text size in points, or a text style (body, headline …) at --dynamic-type
              --weight WEIGHT      regular, semibold, bold, heavy … or 100–900; bold is 700 and above
              --level aa|aaa       the level that decides the exit status (default aa)
              --non-text           judge an icon or control boundary (SC 1.4.11, 3:1) instead of text
              --appearance NAME    resolve system colours in light (default), dark, light-hc or dark-hc
              --dynamic-type SIZE  Dynamic Type size: XS S M L XL XXL XXXL AX1 … AX5 (default L)
              --large-text RULE    wcag-pt (default: 18 pt, or 14 pt bold), hig (18 pt, or bold at any size),
                                   css-px (24 pt, or 18.66 pt bold)
              --deficiency NAME    a colour-vision deficiency to check, repeatable: protanopia,
                                   deuteranomaly:0.3 … (default: the four full deficiencies and the three
                                   anomalies at severity 0.5)
              --cvd-model MODEL    machado (default; Machado et al. 2009), brettel (Brettel et al. 1997, best
                                   for tritan) or vienot (Viénot et al. 1999)
              --format FORMAT      text (default) or json

            EXIT STATUS: 0 passes at the level, 1 fails, 2 usage error.
            """,
        "simulate": """
            USAGE: perceive simulate IN.png OUT.png [--filter NAME[:SEVERITY]] [--all] [--columns N]

            With --filter, writes IN.png as seen with the filter to OUT.png; with --all, writes a contact
            sheet of IN.png and every deficiency to OUT.png.

            Filters: protanopia, deuteranopia, tritanopia, achromatopsia, protanomaly, deuteranomaly,
                     tritanomaly, grayscale, invert, color-tint, protanopia-filter,
                     deuteranopia-filter, tritanopia-filter.
            Anomalies take a severity and display filters an intensity from 0 to 1 (deuteranomaly:0.4,
            protanopia-filter:0.8); color-tint takes a hue in degrees (color-tint:200). Join several
            with '+' to apply them in order (invert+grayscale).

            OPTIONS:
              --filter NAME[:SEVERITY]  the simulation or display filter to apply
              --all                     write a contact sheet: the original and every deficiency, labelled
              --columns N               panels per row of the contact sheet (default 4)

            EXIT STATUS: 0 written, 2 usage or input error.
            """,
        "colors": """
            USAGE: perceive colors PATH.xcassets [--pairs FILE] [--format FORMAT]

            Pairs come from --pairs (a JSON array of {"foreground", "background", "minimumRatio"} objects,
            or lines of 'Foreground on Background'), else from names: *Text*, *Label*, *Foreground* on
            *Background*, *Surface*. Palettes are names with a numeric or letter suffix (Chart1 … Chart5).

            OPTIONS:
              --pairs FILE     the foreground/background pairs to check
              --format FORMAT  text (default) or json

            EXIT STATUS: 0 no findings, 1 findings, 2 usage or input error.
            """,
    ]

    @Test(arguments: ["audit", "merge", "tree", "voiceover", "rules", "examples", "contrast", "simulate", "colors"])
    func helpIsGeneratedFromTheDeclarations(command: String) {
        let expected = Self.help[command] ?? ""
        let recording = RecordingConsole()
        #expect(Perceive.main(arguments: [command, "--help"], console: recording.console) == .clean)
        #expect(recording.standardOutput == expected + "\n")
        #expect(recording.standardError == "")
    }
}
