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
        if let line { return "\(file):\(line): \(message)" }
        return "\(file): \(message)"
    }
}
