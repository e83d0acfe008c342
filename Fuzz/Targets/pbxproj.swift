import Basics

/// libFuzzer target: the old-style property list reader that reads an Xcode project's
/// `project.pbxproj` for its targets (docs/swiftui-coverage.md, Targets of other platforms).
///
/// Every input must give a property list or an `OpenStepPropertyListError` whose line and
/// column lie in the input; a value read is walked whole, as the project reader walks it.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPBXProj(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let input = Array(UnsafeBufferPointer(start: bytes, count: count))
    do {
        _ = strings(in: try OpenStepPropertyList.parse(input))
    } catch {
        let lines = input.reduce(1) { $0 + ($1 == UInt8(ascii: "\n") ? 1 : 0) }
        precondition(error.line >= 1 && error.line <= lines && error.column >= 1, "\(error) is outside the input")
    }
    return 0
}

/// How many strings a value holds, counted through every array and dictionary.
private func strings(in value: OpenStepPropertyList) -> Int {
    switch value {
    case .string: 1
    case .array(let items): items.reduce(0) { $0 + strings(in: $1) }
    case .dictionary(let entries): entries.reduce(entries.count) { $0 + strings(in: $1.value) }
    }
}
