extension String {
    /// Whether these words hold the placeholder the front ends write for a value worked out only
    /// at run time (`"\(text)"`, `"Posted \(age)"`): the words inside it are an expression's, not
    /// words VoiceOver reads.
    var holdsRunTimePlaceholder: Bool { contains("\\(") }

    /// These words without the placeholders of values worked out at run time (`"\(title) button"`
    /// → `" button"`): what is left is what the label is sure to say.
    var withoutRunTimePlaceholders: String {
        guard holdsRunTimePlaceholder else { return self }
        var kept = ""
        var depth = 0
        var rest = Substring(self)
        while let first = rest.first {
            if depth == 0, rest.hasPrefix("\\(") {
                depth = 1
                rest = rest.dropFirst(2)
                continue
            }
            rest = rest.dropFirst()
            guard depth > 0 else { kept.append(first); continue }
            if first == "(" { depth += 1 } else if first == ")" { depth -= 1 }
        }
        return kept
    }
}
