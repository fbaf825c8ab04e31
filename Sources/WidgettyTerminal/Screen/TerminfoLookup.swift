import FoundationEssentials

/// Finds terminfo entries, to pick a 24-bit variant of the terminal when COLORTERM promises one.
enum TerminfoLookup {
    /// The directories ncurses searches.
    static func directories(environment: [String: String]) -> [String] {
        var directories: [String] = []
        if let terminfo = environment["TERMINFO"] { directories.append(terminfo) }
        if let home = environment["HOME"] { directories.append(home + "/.terminfo") }
        return directories + ["/etc/terminfo", "/lib/terminfo", "/usr/share/terminfo"]
    }

    /// Whether an entry of this name is installed.
    static func exists(_ name: String, environment: [String: String]) -> Bool {
        guard let first = name.first else { return false }
        return directories(environment: environment).contains {
            FileManager.default.fileExists(atPath: "\($0)/\(first)/\(name)")
        }
    }

    /// The `*-direct` entry for this terminal, when COLORTERM asks for 24-bit color and one is installed.
    static func directVariant(of term: String, environment: [String: String]) -> String? {
        guard ColorDepth.environmentPromisesTrueColor(environment), !term.hasSuffix("-direct") else { return nil }
        let family = term.split(separator: "-").first.map(String.init) ?? term
        let candidates = [family + "-direct", "xterm-direct"]
        return candidates.first { exists($0, environment: environment) }
    }
}
