import ArgumentParser
import WidgettyRender

/// `COLSxROWS` on the command line.
struct TerminalSize: ExpressibleByArgument {
    let size: Size

    init?(argument: String) {
        let parts = argument.lowercased().split(separator: "x")
        guard parts.count == 2, let columns = Int(parts[0]), let rows = Int(parts[1]),
              (1...1000).contains(columns), (1...1000).contains(rows) else { return nil }
        size = Size(width: columns, height: rows)
    }
}
