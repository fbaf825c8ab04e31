/// Gathers problems while a configuration is read, each placed on the line of its key or table.
struct DiagnosticCollector {
    let file: String
    let sourceMap: TOMLSourceMap
    private(set) var diagnostics: [ConfigDiagnostic] = []
    /// Things that do not stop the configuration from being applied, each message starting "warning: ".
    private(set) var warnings: [ConfigDiagnostic] = []
    /// Problems past `limit`, counted but not written out.
    private(set) var omitted = 0
    /// The most problems written out: a file of 80,000 unknown keys is one mistake, and its messages cost seconds.
    static let limit = 100

    init(file: String, sourceMap: TOMLSourceMap) {
        self.file = file
        self.sourceMap = sourceMap
    }

    /// Records a problem at a path such as `widget[2].size`; a missing key falls back to its table's line.
    /// Past `limit` problems, only counts it (the message is never made).
    mutating func report(at path: String, _ message: @autoclosure () -> String) {
        guard diagnostics.count < Self.limit else {
            omitted += 1
            return
        }
        diagnostics.append(ConfigDiagnostic(file: file, line: line(of: path), message: message()))
    }

    /// Records a warning at a path, as `report` places a problem; past `limit` warnings the rest are dropped.
    mutating func warn(at path: String, _ message: @autoclosure () -> String) {
        guard warnings.count < Self.limit else { return }
        warnings.append(ConfigDiagnostic(file: file, line: line(of: path), message: "warning: " + message()))
    }

    /// The warnings in line order.
    var sortedWarnings: [ConfigDiagnostic] {
        warnings.sorted { ($0.line ?? 0) < ($1.line ?? 0) }
    }

    /// The error: every problem written out, in line order, and how many were left out.
    var error: ConfigError {
        ConfigError(diagnostics.sorted { ($0.line ?? 0) < ($1.line ?? 0) }, omitted: omitted, warnings: sortedWarnings)
    }

    /// The line of a path or of the nearest table or array that holds it (an inline table's, its array's key).
    func line(of path: String) -> Int? {
        var current = path
        while true {
            if let line = sourceMap.line(of: current) { return line }
            if let array = TOMLTablePaths.array(of: current) {
                current = array
                continue
            }
            guard let dot = current.lastIndex(of: ".") else { return nil }
            current = String(current[..<dot])
        }
    }
}
