/// Sizes already measured during one render pass, by node and proposal.
///
/// A stack measures each child several times (ideal, flexibility, final
/// offer), and nested stacks would multiply that; remembering each answer
/// keeps a frame's layout linear in the number of views. A node is named by
/// its path from the root, which the environment carries.
final class LayoutCache: @unchecked Sendable {
    private struct Key: Hashable {
        let path: Int
        let width: Int?
        let height: Int?
    }

    private var sizes: [Key: Size] = [:]

    /// The size at `path` for `proposal`, measured once.
    func size(path: Int, proposal: ProposedSize, measure: () -> Size) -> Size {
        let key = Key(path: path, width: proposal.width, height: proposal.height)
        if let size = sizes[key] { return size }
        let size = measure()
        sizes[key] = size
        return size
    }
}
