extension String {
    /// Whether these words hold the placeholder the front ends write for a value worked out only
    /// at run time (`"\(text)"`, `"Posted \(age)"`): the words inside it are an expression's, not
    /// words VoiceOver reads.
    var holdsRunTimePlaceholder: Bool { contains("\\(") }
}
