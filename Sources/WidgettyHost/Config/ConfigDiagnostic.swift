import WidgettyRender

/// One problem in a configuration file, with the file and line it is on.
public struct ConfigDiagnostic: Sendable, Equatable, Hashable, CustomStringConvertible {
    public var file: String
    public var line: Int?
    public var message: String

    /// Creates a diagnostic.
    public init(file: String, line: Int?, message: String) {
        self.file = file
        self.line = line
        self.message = message
    }

    /// `file:line: message`, as compilers print it.
    public var description: String {
        if let line { return "\(shownFile):\(line): \(message)" }
        return "\(shownFile): \(message)"
    }

    /// The path on one line: a line break or tab in its name written out (`\u{A}`), as the output writes other controls,
    /// so that a file's name cannot make a line of a message of its own.
    var shownFile: String {
        guard file.unicodeScalars.contains(where: { $0 == "\n" || $0 == "\t" }) else { return file }
        var shown = ""
        for scalar in file.unicodeScalars {
            if scalar == "\n" || scalar == "\t" { shown += TextSanitizer.written(scalar) } else { shown.unicodeScalars.append(scalar) }
        }
        return shown
    }
}
