import WidgettyKit

extension Palette {
    /// `color`, or the nearest step of it toward white or black (whichever stands further from `base`) that keeps
    /// `minimum` contrast on `base`: what a state's fill (a lifted tile, a highlight, a selected item) does to its text.
    public func legible(_ color: RGB, over base: RGB, minimum: Double) -> RGB {
        guard color.contrast(with: base) < minimum else { return color }
        let white = RGB(hex: 0xFFFFFF), black = RGB(hex: 0x000000)
        let extreme = white.contrast(with: base) >= black.contrast(with: base) ? white : black
        for step in 1...20 {
            let nearer = extreme.blended(alpha: Double(step) / 20, over: color)
            if nearer.contrast(with: base) >= minimum { return nearer }
        }
        return extreme
    }
}
