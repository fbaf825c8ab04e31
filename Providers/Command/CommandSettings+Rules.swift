import Foundation
import WidgettyKit

/// What a command widget's options must say together: one program to run, in a folder that is one.
extension CommandSettings {
    /// The command kind's rules over its options together.
    static let rules: [WidgetOptionRule] = [
        WidgetOptionRule { settings in
            let shell = settings.string("shell") != nil
            let command = settings.values["command"] != nil
            if shell, command {
                return [.error("set either command or shell, not both; keep command = [\"program\", \"argument\"] to run it without a shell, or shell = \"a command line\" to run it by /bin/sh -c", at: "shell")]
            }
            if !shell, !command {
                return [.error("nothing to run; add command = [\"program\", \"argument\"] (run without a shell) or shell = \"a command line\" (run by /bin/sh -c)")]
            }
            return []
        },
        WidgetOptionRule { settings in
            guard let cwd = settings.string("cwd") else { return [] }
            let folder = HomePath.expanding(cwd)
            switch FileStatus.at(folder) {
            case .folder:
                return []
            case .missing:
                return [.warning("\(QuotedValue.quote(cwd)) does not exist, so the program cannot start; create that folder or set cwd to one that exists", at: "cwd")]
            case .unreadable(let reason):
                return [.warning("\(QuotedValue.quote(cwd)) cannot be looked at (\(reason)), so the program may not start; check its permissions or set cwd to another folder", at: "cwd")]
            case let status:
                return [.error("\(QuotedValue.quote(cwd)) is \(status.noun), not a folder; set cwd to the folder the program runs in", at: "cwd")]
            }
        },
    ]
}
