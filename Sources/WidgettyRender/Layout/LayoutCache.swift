/// Sizes already measured during one render pass, by node and proposal.
///
/// A stack measures each child several times (ideal, flexibility, final
/// offer), and nested stacks would multiply that; remembering each answer
/// keeps a frame's layout linear in the number of views. A node is named by
/// its exact path from the root, so two different paths never share a number,
/// however many children a stack has: the path written in base 64, one digit
/// (1 to 63) a step, while it fits in an `Int`; past 63 children or 10 levels,
/// a negative number given to each step (parent and index) the first time it
/// is taken.
/// Not `Sendable`: it lives for one render pass, on the thread that draws.
final class LayoutCache {
    /// One step down the tree: child `index` of the node numbered `parent`.
    private struct Step: Hashable {
        let parent: Int
        let index: Int
    }

    private struct Key: Hashable {
        let node: Int
        let width: Int?
        let height: Int?

        /// One word for the hasher instead of five (node, and each offer with its "is there one" flag):
        /// a frame looks sizes up thousands of times. Equality still compares every field.
        func hash(into hasher: inout Hasher) {
            hasher.combine(node &* 0x9E37_79B9 ^ (width ?? -1) &* 0x10001 ^ (height ?? -2))
        }
    }

    /// The number of the root of every tree laid out with this cache.
    static let root = 0
    /// The base paths are written in while they fit: a step is one digit from 1 to `radix - 1`.
    private static let radix = 64

    private var nodes: [Step: Int] = [:]
    private var sizes: [Key: Size] = [:]

    /// The number of child `index` of node `parent`, the same each time it is asked for.
    func child(of parent: Int, at index: Int) -> Int {
        if parent >= 0, index < Self.radix - 1 {
            let (shifted, overflow) = parent.multipliedReportingOverflow(by: Self.radix)
            if !overflow, shifted <= Int.max - Self.radix { return shifted + index + 1 }
        }
        let step = Step(parent: parent, index: index)
        if let node = nodes[step] { return node }
        let node = -(nodes.count + 1)
        nodes[step] = node
        return node
    }

    /// The size of node `node` for `proposal`, measured once.
    func size(node: Int, proposal: ProposedSize, measure: () -> Size) -> Size {
        let key = Key(node: node, width: proposal.width, height: proposal.height)
        if let size = sizes[key] { return size }
        let size = measure()
        sizes[key] = size
        return size
    }
}
