import WidgettyKit

/// Every problem found in a configuration, reported together.
public struct ConfigError: Error, Sendable, Equatable, CustomStringConvertible {
    public var diagnostics: [ConfigDiagnostic]
    /// Problems found but not written out (past the first hundred).
    public var omitted: Int
    /// What the kinds' rules warned about meanwhile (`DashboardConfig.warnings`), so a command can show them too.
    public var warnings: [ConfigDiagnostic]

    /// Creates an error from its diagnostics, the number of problems left out, and the warnings found beside them.
    public init(_ diagnostics: [ConfigDiagnostic], omitted: Int = 0, warnings: [ConfigDiagnostic] = []) {
        self.diagnostics = diagnostics
        self.omitted = omitted
        self.warnings = warnings
    }

    /// How many problems there are in all.
    public var problemCount: Int { diagnostics.count + omitted }

    /// The lines a command prints: one a diagnostic, then how many more were left out.
    public var lines: [String] {
        let file = diagnostics.first?.shownFile ?? ""
        return diagnostics.map(\.description) + (omitted > 0 ? ["\(file): and \(CountedNoun.phrase(omitted, "more problem"))"] : [])
    }

    /// One diagnostic a line.
    public var description: String { lines.joined(separator: "\n") }
}
