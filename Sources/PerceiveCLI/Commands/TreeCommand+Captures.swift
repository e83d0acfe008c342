import AccessibilityTree
import SnapshotCodec
import SwiftUIFrontEnd

extension TreeCommand {
    /// `perceive tree` on UI-test captures: each capture's tree as read, or one capture as a
    /// perceive-snapshot file.
    func runOnCaptures(console: Console) throws(CommandError) -> ExitCode {
        guard entry.isEmpty else {
            throw .usage("'\(EntrySelection.view)' and '\(EntrySelection.preview)' apply to SwiftUI source, not to a UI-test capture")
        }
        var screens: [Screen] = []
        for path in paths { screens.append(try CaptureInput.screen(atPath: path)) }
        switch format {
        case .json:
            throw .usage("'\(Self.format) json' writes SwiftUI lowering results; for a capture use 'text' or 'snapshot'")
        case .snapshot:
            guard screens.count == 1, let screen = screens.first else {
                throw .usage("'\(Self.format) snapshot' writes one screen, and \(screens.count) captures were given")
            }
            console.print(String(decoding: Snapshot(screen: screen).encoded(), as: UTF8.self))
        case .text:
            let outline = TreeOutline(includesFrames: true, includesSources: true, includesIDs: showsIDs)
            let texts = zip(paths, screens).map { path, screen in
                "\(screen.name ?? path) (\(path))\n" + outline.render(screen).split(separator: "\n", omittingEmptySubsequences: false)
                    .map { $0.isEmpty ? "" : "  " + $0 }.joined(separator: "\n")
            }
            console.print(texts.joined(separator: "\n"))
        }
        return .clean
    }
}
