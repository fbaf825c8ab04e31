/// Gathers problems while a configuration is read, each placed on the line of its key or table.
struct DiagnosticCollector {
    let file: String
    let sourceMap: TOMLSourceMap
    private(set) var diagnostics: [ConfigDiagnostic] = []

    init(file: String, sourceMap: TOMLSourceMap) {
        self.file = file
        self.sourceMap = sourceMap
    }

    /// Records a problem at a path such as `widget[2].size`; a missing key falls back to its table's line.
    mutating func report(at path: String, _ message: String) {
        diagnostics.append(ConfigDiagnostic(file: file, line: line(of: path), message: message))
    }

    /// The line of a path or of the nearest table that holds it.
    func line(of path: String) -> Int? {
        var current = path
        while true {
            if let line = sourceMap.line(of: current) { return line }
            guard let dot = current.lastIndex(of: ".") else { return nil }
            current = String(current[..<dot])
        }
    }
}
