import FoundationEssentials

/// Cuts a listening program's output into frames: each line for text and json, the lines between `~~~` lines
/// for xbar (as SwiftBar streams). A frame longer than the limit is refused and skipped to its end.
struct FrameSplitter {
    /// What a piece of output gave.
    enum Piece: Sendable, Equatable {
        /// A whole frame, without its separator.
        case frame(Data)
        /// A frame over the limit, dropped.
        case refused
    }

    /// Whether each line is a frame (text, json) or `~~~` lines separate frames (xbar).
    let framesAreLines: Bool
    /// The most bytes a frame may have.
    let limit: Int
    private var pending = Data()
    private var line = Data()
    private var isSkipping = false

    /// A splitter for `format`'s frames of at most `limit` bytes.
    init(format: CommandFormat, limit: Int) {
        framesAreLines = format != .xbar
        self.limit = limit
    }

    /// The frames `chunk` completes.
    mutating func take(_ chunk: Data) -> [Piece] {
        var pieces: [Piece] = []
        for byte in chunk {
            guard byte == UInt8(ascii: "\n") else {
                line.append(byte)
                if !isSkipping, pending.count + line.count > limit {
                    isSkipping = true
                    pieces.append(.refused)
                }
                // Skipping, only the start of the line is kept: enough to tell a `~~~` line, and never a separator once long.
                if isSkipping, line.count > 5 { line = Data(line.prefix(5)) }
                continue
            }
            pieces += endLine()
        }
        return pieces
    }

    /// What of `pieces` (in the order the output gave them) the screen needs: the last frame, and a refusal after it.
    /// A burst of frames read at once is shown by its last, as any later frame replaces an earlier one.
    static func latest(of pieces: [Piece]) -> ArraySlice<Piece> {
        guard let last = pieces.lastIndex(where: { $0 != .refused }) else { return pieces.suffix(1) }
        return pieces[last...].prefix(2)
    }

    /// The last frame, when the output ends without a separator after it.
    mutating func finish() -> [Piece] {
        var pieces = line.isEmpty ? [] : endLine()
        if !framesAreLines, !isSkipping, !pending.isEmpty { pieces.append(.frame(pending)) }
        pending = Data()
        return pieces
    }

    /// Ends the line read: a frame of its own, a separator, or one more line of the frame.
    private mutating func endLine() -> [Piece] {
        defer { line = Data() }
        if framesAreLines {
            defer { isSkipping = false }
            return isSkipping || line.isEmpty ? [] : [.frame(line)]
        }
        if line == Data("~~~".utf8) || line == Data("~~~\r".utf8) {
            defer { pending = Data(); isSkipping = false }
            return isSkipping || pending.isEmpty ? [] : [.frame(pending)]
        }
        if !isSkipping { pending.append(line + [UInt8(ascii: "\n")]) }
        return []
    }
}
