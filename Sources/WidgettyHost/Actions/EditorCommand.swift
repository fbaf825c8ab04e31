/// The argument vector that opens a file in the person's editor, at a line when the editor can be told one.
///
/// The editor is `$VISUAL`, else `$EDITOR`, else `vi`; a value with arguments
/// (`code --wait`) is split at spaces and run as it is, never through a shell.
/// Editors are told the line the way each reads it: `+LINE file` for vi, vim,
/// nvim, nano, emacs and micro; `file:LINE` for helix and kakoune; `-g file:LINE`
/// for Visual Studio Code (and VSCodium); any other editor gets the file alone.
public struct EditorCommand: Sendable, Equatable {
    /// The program and its arguments.
    public var arguments: [String]

    /// The command opening `file` (at `line`, when given) with the editor the environment names.
    public init(file: String, line: Int? = nil, environment: [String: String]) {
        let chosen = [environment["VISUAL"], environment["EDITOR"]].compactMap { $0 }
            .map { $0.split(separator: " ").map(String.init) }
            .first { !$0.isEmpty } ?? ["vi"]
        let program = chosen[0].split(separator: "/").last.map(String.init) ?? chosen[0]
        arguments = chosen + Self.target(file: file, line: line, editor: program)
    }

    /// The arguments naming the file and line, as `editor` (a program's base name) reads them.
    private static func target(file: String, line: Int?, editor: String) -> [String] {
        guard let line, line > 0 else { return [file] }
        switch editor {
        case "vi", "vim", "nvim", "view", "nano", "emacs", "emacsclient", "micro": return ["+\(line)", file]
        case "hx", "helix", "kak": return ["\(file):\(line)"]
        case "code", "code-insiders", "codium": return ["-g", "\(file):\(line)"]
        default: return [file]
        }
    }
}
