import FoundationEssentials
import WidgettyKit
import WidgettyRender

/// One cell on a tile's top edge, by its right corner, that turns while the tile's provider call has run
/// longer than 300 ms, as the Buttons chapter asks of actions that do not finish at once.
///
/// It sits on the border, so it covers no data; it turns four times a second at most, and the frame
/// drawn when the call ends has none.
enum ActivityIndicator {
    /// How long a call runs before the indicator appears, in milliseconds.
    static let delay = 300
    /// Milliseconds between two of its frames: four a second.
    static let frameInterval = 250

    /// The frames for a glyph style: braille dots (one cell in every terminal font), or ASCII.
    static func frames(_ style: GlyphStyle) -> [String] {
        switch style {
        case .unicode, .nerdfont: ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"]
        case .ascii: ["|", "/", "-", "\\"]
        }
    }

    /// Draws the frame for a call that started at `started`, or nothing before the delay; reports when it next changes.
    static func draw(since started: Date, on frame: Rect, glyphs: GlyphStyle, canvas: inout Canvas, environment: RenderEnvironment) {
        // Whole milliseconds, so a frame's own date never reads as a hair before it.
        guard let elapsed = Int(exactly: (environment.now.timeIntervalSince(started) * 1000).rounded()) else { return }
        let at = { (milliseconds: Int) in started.addingTimeInterval(Double(milliseconds) / 1000) }
        guard elapsed >= delay else {
            environment.liveDates.report(at(delay))
            return
        }
        let step = (elapsed - delay) / frameInterval
        environment.liveDates.report(at(delay + (step + 1) * frameInterval))
        guard frame.width >= 3 else { return }
        let frames = frames(glyphs)
        canvas.write(frames[step % frames.count], x: frame.maxX - 2, y: frame.y, style: environment.style(for: .secondaryLabel))
    }
}
