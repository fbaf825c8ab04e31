/// The mouse pointer's shape the home screen asks for: the hand over a link, button or toggle, else the terminal's own.
public enum PointerShape: Sendable, Equatable {
    /// The terminal's default pointer.
    case standard
    /// A pointing hand: a click here acts.
    case hand
}

extension HomeScreenState {
    /// The hand while the pointer is over a tile's link, button or toggle on the home screen (no menu, sheet, gallery
    /// or help over it, not arranging), else the standard pointer.
    public var pointerShape: PointerShape {
        let covered = menu != nil || gallery != nil || sheet != nil || listSheet != nil || stackSheet != nil || isHelpVisible || isEditing
        return hoveredRegion != nil && !covered ? .hand : .standard
    }
}
