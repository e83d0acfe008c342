extension JSONValue {
    /// A whole number.
    public static func integer(_ number: Int) -> JSONValue { .number(Double(number)) }

    /// `string`, or null when it is nil.
    public static func optional(_ string: String?) -> JSONValue { string.map(JSONValue.string) ?? .null }
}
