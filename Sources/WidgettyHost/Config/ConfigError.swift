/// Every problem found in a configuration, reported together.
public struct ConfigError: Error, Sendable, Equatable, CustomStringConvertible {
    public var diagnostics: [ConfigDiagnostic]

    /// Creates an error from its diagnostics.
    public init(_ diagnostics: [ConfigDiagnostic]) {
        self.diagnostics = diagnostics
    }

    /// One diagnostic a line.
    public var description: String { diagnostics.map(\.description).joined(separator: "\n") }
}
