import Foundation

/// Source lines the report quotes, by file and 1-based line number.
public struct SourceExcerpts: Hashable, Sendable {
    public var lines: [String: [Int: String]]

    public init(lines: [String: [Int: String]] = [:]) { self.lines = lines }

    /// How many lines around a quoted line are quoted with it.
    public static let context = 2

    /// The lines around each of `places` (file and line), read from disk; files that cannot be
    /// read are left out (the page then shows the place without its code).
    public static func read(around places: [(file: String, line: Int)]) -> SourceExcerpts {
        var wanted: [String: Set<Int>] = [:]
        for place in places {
            wanted[place.file, default: []].formUnion((place.line - context)...(place.line + context))
        }
        var lines: [String: [Int: String]] = [:]
        for (file, numbers) in wanted {
            guard let text = try? String(contentsOfFile: file, encoding: .utf8) else { continue }
            let all = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
            var kept: [Int: String] = [:]
            for number in numbers where number >= 1 && number <= all.count {
                kept[number] = String(all[number - 1])
            }
            lines[file] = kept
        }
        return SourceExcerpts(lines: lines)
    }

    /// The quoted lines around `line` of `file`, in order; empty when none were read.
    public func excerpt(file: String, line: Int) -> [(number: Int, text: String)] {
        guard let known = lines[file] else { return [] }
        return ((line - Self.context)...(line + Self.context)).compactMap { number in known[number].map { (number, $0) } }
    }
}
