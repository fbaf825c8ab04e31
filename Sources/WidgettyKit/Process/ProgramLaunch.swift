/// What `ProgramLauncher` starts: a program, its arguments and environment, and where its three streams go.
public struct ProgramLaunch: Sendable {
    /// Where one of a program's standard streams goes.
    public enum Stream: Sendable {
        /// The dashboard's own.
        case inherited
        /// `/dev/null`.
        case null
        /// A copy of this descriptor of ours (a pipe's end, a terminal).
        case descriptor(Int32)
    }

    /// The program (a path, or a name looked up on PATH) and its arguments.
    public var arguments: [String]
    /// `NAME=value` strings; nil: this process's environment.
    public var environment: [String]?
    /// Standard input, output and error.
    public var input: Stream, output: Stream, errorOutput: Stream
    /// The folder it starts in; nil: ours.
    public var workingDirectory: String?
    /// Whether it starts a session (and process group) of its own, with no controlling terminal.
    public var newSession: Bool

    /// A launch of `arguments`, its streams where given (else ours).
    public init(_ arguments: [String], environment: [String]? = nil, input: Stream = .inherited, output: Stream = .inherited,
                errorOutput: Stream = .inherited, workingDirectory: String? = nil, newSession: Bool = false) {
        self.arguments = arguments
        self.environment = environment
        self.input = input
        self.output = output
        self.errorOutput = errorOutput
        self.workingDirectory = workingDirectory
        self.newSession = newSession
    }
}
