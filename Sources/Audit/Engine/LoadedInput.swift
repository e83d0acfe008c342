import AssetCatalog
import Foundation
import SwiftSyntaxSupport

/// One input read from disk once: a Swift file parsed, a plist's text, or just the path for
/// inputs a front end reads itself.
struct LoadedInput: Sendable {
    var input: AuditInput
    var source: ParsedSourceFile?
    var plist: PlistFile?
    var catalog: AssetCatalog?
    /// Whether rules and front ends read it; a Swift file the prefilter rules out may still be
    /// parsed for a front end's project index (a model a preview uses).
    var holdsUICode = true
    var error: InputError?

    /// Reads `input`; a Swift file is parsed when it may hold UI code, or always when
    /// `parsesEverySwiftFile` (a front end indexes the whole project).
    static func load(_ input: AuditInput, prefilter: SourcePrefilter, parsesEverySwiftFile: Bool) -> LoadedInput {
        switch input.kind {
        case .swiftSource:
            guard let data = FileManager.default.contents(atPath: input.path) else {
                return LoadedInput(input: input, error: InputError(file: input.path, message: "cannot read the file"))
            }
            let holdsUICode = prefilter.mayHoldUICode(data)
            guard holdsUICode || parsesEverySwiftFile else { return LoadedInput(input: input, holdsUICode: false) }
            guard let text = String(data: data, encoding: .utf8) else {
                let error = holdsUICode ? InputError(file: input.path, message: "not UTF-8 text") : nil
                return LoadedInput(input: input, holdsUICode: false, error: error)
            }
            return LoadedInput(input: input, source: ParsedSourceFile(path: input.path, text: text), holdsUICode: holdsUICode)
        case .infoPlist:
            guard let text = FileManager.default.contents(atPath: input.path).flatMap({ String(data: $0, encoding: .utf8) }) else {
                return LoadedInput(input: input, error: InputError(file: input.path, message: "cannot read the file as UTF-8 text"))
            }
            return LoadedInput(input: input, plist: PlistFile(path: input.path, text: text))
        case .assetCatalog:
            do {
                return LoadedInput(input: input, catalog: try AssetCatalog.read(at: input.path))
            } catch {
                return LoadedInput(input: input, error: InputError(file: input.path, message: error.description))
            }
        case .snapshot:
            return LoadedInput(input: input)
        }
    }

    /// The text findings in this file are fingerprinted against.
    var text: String? { source?.text ?? plist?.text }
}
