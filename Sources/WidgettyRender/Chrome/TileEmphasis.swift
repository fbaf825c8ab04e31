/// How a tile stands out from the others: lifted under the pointer or with focus, ringed with focus.
///
/// The pointer effects chapter's *lift* for tiles, in cells: a brighter fill and a
/// one-cell shadow on the right and bottom edges, so the tile reads as raised; the
/// keyboard's focus adds a ring (the outline in the tint color), so it is seen
/// without a pointer.
public struct TileEmphasis: OptionSet, Sendable, Hashable {
    public let rawValue: Int

    /// Creates emphasis from its bits.
    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// A brighter fill and a shadow edge.
    public static let lifted = TileEmphasis(rawValue: 1)
    /// The outline in the tint color.
    public static let focusRing = TileEmphasis(rawValue: 2)
}
