/// Every problem found in a configuration, reported together.
public struct ConfigError: Error, Sendable, Equatable, CustomStringConvertible {
    public var diagnostics: [ConfigDiagnostic]
    /// Problems found but not written out (past the first hundred).
    public var omitted: Int

    /// Creates an error from its diagnostics and the number of problems left out.
    public init(_ diagnostics: [ConfigDiagnostic], omitted: Int = 0) {
        self.diagnostics = diagnostics
        self.omitted = omitted
    }

    /// How many problems there are in all.
    public var problemCount: Int { diagnostics.count + omitted }

    /// The lines a command prints: one a diagnostic, then how many more were left out.
    public var lines: [String] {
        let file = diagnostics.first?.file ?? ""
        return diagnostics.map(\.description) + (omitted > 0 ? ["\(file): and \(omitted) more problems"] : [])
    }

    /// One diagnostic a line.
    public var description: String { lines.joined(separator: "\n") }
}
