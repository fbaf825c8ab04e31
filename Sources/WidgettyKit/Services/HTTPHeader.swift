/// A header a widget adds to its request: `Authorization: Bearer …`.
public struct HTTPHeader: Sendable, Equatable {
    /// The header's name, as `Authorization`.
    public var name: String
    /// Its value, which may be a secret: never logged or shown.
    public var value: String

    /// A header of `name` and `value`.
    public init(name: String, value: String) {
        self.name = name
        self.value = value
    }
}
