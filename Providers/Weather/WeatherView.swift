import FoundationEssentials
import WidgettyKit

/// Chooses the weather view for the tile's size.
enum WeatherView {
    /// The view for `entry` in `context`, drawing glyphs from `glyphs`.
    static func view(entry: WeatherEntry, context: WidgetContext, glyphs: GlyphSet) -> any View {
        let parts = WeatherParts(entry: entry, glyphs: glyphs, locale: context.locale)
        switch context.family {
        case .small: return WeatherSmallView(parts: parts)
        case .medium: return WeatherMediumView(parts: parts)
        default: return WeatherLargeView(parts: parts, days: entry.days)
        }
    }
}
