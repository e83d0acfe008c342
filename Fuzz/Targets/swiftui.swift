import AccessibilityTree
import Foundation
import SwiftSyntaxSupport
import SwiftUIFrontEnd

/// libFuzzer target: the SwiftUI front end, from source text to lowered screens, as
/// `perceive audit` and `perceive tree` read a file.
///
/// The input is one Swift file. Bytes that are not UTF-8, and brackets nested past what the
/// toolchain's parser reads in reasonable time (`BracketNesting`), are skipped, as every reader of
/// source skips such a file with a diagnostic. Every entry point it declares (previews, then views) is lowered at
/// the default settings and at the largest text size, and the screen rendered as
/// `perceive tree` prints it. Every input must give screens and diagnostics, never a crash or
/// a hang.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSwiftUI(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let data = UnsafeBufferPointer(start: bytes, count: count)
    guard let text = String(bytes: data, encoding: .utf8), BracketNesting(text).problem == nil else { return 0 }
    let path = "Fuzz.swift"
    let project = SwiftUIProject(files: [ParsedSourceFile(path: path, text: text, indexesNodes: false)])
    for settings in [AccessibilitySettings(), AccessibilitySettings(contentSize: .accessibilityExtraExtraExtraLarge)] {
        for result in project.lower(entriesDeclaredIn: path, settings: settings) {
            _ = TreeOutline(includesFrames: true, includesSources: true).render(result)
        }
    }
    return 0
}
