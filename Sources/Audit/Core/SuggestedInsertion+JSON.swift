import Basics

extension SuggestedInsertion {
    /// The insertion as the JSON report and the cache write it:
    /// `{"file", "line", "column", "offset", "text", "placeholder"}`.
    public var json: JSONValue {
        .object([
            ("file", .string(file)), ("line", .integer(line)), ("column", .integer(column)),
            ("offset", .integer(offset)), ("text", .string(text)), ("placeholder", .bool(hasPlaceholder)),
        ])
    }

    /// Reads what `json` wrote; `placeholder` is derived from the text, so it is not read back.
    public init(json node: JSONNode) throws(JSONError) {
        let object = try node.object(keys: ["file", "line", "column", "offset", "text", "placeholder"])
        let range = 0...Int(Int32.max)
        self.init(file: try object.required("file").string(), line: try object.required("line").integer(in: range),
                  column: try object.required("column").integer(in: range),
                  offset: try object.required("offset").integer(in: range), text: try object.required("text").string())
    }
}
