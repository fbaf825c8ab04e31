import FoundationEssentials
import WidgettyKit
import WidgettyRender

/// The tiles of the frame last drawn, kept so that the next frame draws again only the tiles whose content changed.
///
/// A tile is kept (its cells, its regions, its next live date) while what it was drawn from is the same (`TileKey`:
/// the entry, its staleness, the failure, the load, intents, scrub, frame and stack) and none of its live dates has
/// come. Every tile is drawn again when the screen around them changed (`Scene`: another size, scheme, scroll, a
/// tile lifted or focused, another dashboard or runner). A placeholder, made at the frame's moment, is always drawn.
/// Not `Sendable`: the loop that draws owns it.
public final class TileCache {
    /// What every tile of a frame is drawn on: when any of it changes, no tile is kept.
    struct Scene: Equatable {
        let dashboard: ObjectIdentifier
        let runner: ObjectIdentifier
        let size: Size
        let scheme: ColorScheme
        let scroll: Int
        /// The lifted or focused tiles, by slot: a lift casts a shadow outside its tile.
        let emphases: [Int: TileEmphasis]
    }

    /// A tile as drawn: what from, until when it reads the same, and what it recorded.
    struct Tile {
        let key: TileKey
        /// The first moment one of its live dates reads differently; nil when none does.
        let nextChange: Date?
        let regions: [InteractiveRegion]
        let drawsChart: Bool
    }

    private var scene: Scene?
    /// The dashboard and runner the scene names, held so their identifiers cannot be taken by others.
    private var owners: (Dashboard, TimelineRunner)?
    /// The last frame's tiles before anything was drawn over them (highlights, banner, menus, help).
    private var layer: Canvas?
    private var tiles: [Int: Tile] = [:]
    /// The slots whose tiles the last frame drew afresh, in the order drawn; the others were kept.
    public private(set) var drawnSlots: [Int] = []

    /// An empty cache: the first frame draws every tile.
    public init() {}

    /// Starts a frame on `scene`: the last frame's tiles to draw on when it is the same, else nil (and nothing kept).
    /// The layer is handed over, not shared, until `finish` takes the frame's back: drawing on a shared one copied it.
    func begin(_ scene: Scene, owners: (Dashboard, TimelineRunner)) -> Canvas? {
        drawnSlots = []
        defer { layer = nil }
        guard scene == self.scene, let layer else {
            self.scene = scene
            self.owners = owners
            tiles = [:]
            return nil
        }
        return layer
    }

    /// The tile of `slot` as the last frame drew it, when it was drawn from `key` and still reads the same at `date`.
    func tile(_ slot: Int, drawnFrom key: TileKey?, at date: Date) -> Tile? {
        guard let key, let tile = tiles[slot], tile.key == key, tile.nextChange.map({ date < $0 }) ?? true else { return nil }
        return tile
    }

    /// Notes that `slot` was drawn afresh, kept for the next frame when it was drawn from a key.
    func drew(_ slot: Int, as tile: Tile?) {
        drawnSlots.append(slot)
        tiles[slot] = tile
    }

    /// Ends a frame's tiles: `layer` is what the next frame starts from.
    func finish(_ layer: Canvas) {
        self.layer = layer
    }

    /// Forgets everything: the next frame draws every tile (a screen too small for them, say).
    func forget() {
        scene = nil
        owners = nil
        layer = nil
        tiles = [:]
        drawnSlots = []
    }
}
