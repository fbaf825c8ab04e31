/// The partial blocks bars are drawn with, an eighth of a cell at a time.
enum EighthBlocks {
    /// Blocks filling a cell from its bottom: index 1 is one eighth, 8 a full cell.
    static let vertical: [Character] = [" ", "▁", "▂", "▃", "▄", "▅", "▆", "▇", "█"]
    /// Blocks filling a cell from its left: index 1 is one eighth, 8 a full cell.
    static let horizontal: [Character] = [" ", "▏", "▎", "▍", "▌", "▋", "▊", "▉", "█"]

    /// The block for `eighths` (clamped to 0...8) along `axis`.
    static func block(_ eighths: Int, along axis: Axis) -> Character {
        (axis == .vertical ? vertical : horizontal)[min(8, max(0, eighths))]
    }
}
