import Glibc

/// A program could not be started: which one, and the C library's error number.
public struct SpawnFailure: Error, Sendable, CustomStringConvertible {
    /// The program (its first argument).
    public let program: String
    /// The error number posix_spawn, pipe2 or the chdir action gave.
    public let code: Int32

    /// The failure to start `program`, for error number `code`.
    public init(program: String, code: Int32) {
        self.program = program
        self.code = code
    }

    /// "could not start PROGRAM: REASON".
    public var description: String {
        program.isEmpty ? "no program to run" : "could not start \(program): \(String(cString: strerror(code)))"
    }
}
