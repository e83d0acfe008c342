/// Every built-in example, before and after.
public enum ExampleCatalog {
    public static let all: [ExampleApp] = []

    /// The example named `name` (`exceptional-dogs`, `exceptional-dogs:before`), or nil.
    public static func example(named name: String) -> ExampleApp? {
        all.first { $0.qualifiedName == name }
    }
}
