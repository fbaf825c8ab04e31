/// Text as set in the space it was offered: nothing, one line (most text, measured without an array), or several.
enum TextLines {
    case none
    /// One line and its width in cells.
    case one(String, width: Int)
    case several([String])

    /// The cells the lines take: the widest line by the number of lines.
    var size: Size {
        switch self {
        case .none: .zero
        case .one(_, let width): Size(width: width, height: 1)
        case .several(let lines): Size(width: lines.reduce(0) { max($0, GraphemeWidth.of($1)) }, height: lines.count)
        }
    }

    /// Calls `body` with each line and its row offset, top to bottom.
    func forEach(_ body: (Int, String) -> Void) {
        switch self {
        case .none: break
        case .one(let line, _): body(0, line)
        case .several(let lines): for (offset, line) in lines.enumerated() { body(offset, line) }
        }
    }
}
