import WidgettyKit
import WidgettyRender

/// The text styles of the gallery and the configuration sheet on one fill: a title, text, secondary text, the tint,
/// and a problem's colours (red for an error, orange for a warning).
struct SheetStyles {
    let palette: Palette
    /// The colour behind the text.
    let fill: RGB

    var fillStyle: CellStyle { CellStyle(foreground: fill, background: fill) }
    var title: CellStyle { CellStyle(foreground: palette.color(.label, over: fill), background: fill, bold: true) }
    var text: CellStyle { CellStyle(foreground: palette.color(.label, over: fill), background: fill) }
    var secondary: CellStyle { CellStyle(foreground: palette.color(.secondaryLabel, over: fill), background: fill, muted: true) }
    var tint: CellStyle { CellStyle(foreground: palette.color(.tint, over: fill), background: fill, bold: true) }
    var error: CellStyle { CellStyle(foreground: palette.color(.red, over: fill), background: fill) }
    var warning: CellStyle { CellStyle(foreground: palette.color(.orange, over: fill), background: fill) }

    /// The same styles on the highlight of a chosen row: the tint at 30 % over the fill, as a menu's selected item.
    var highlighted: SheetStyles {
        SheetStyles(palette: palette, fill: palette.color(.tint, over: fill).blended(alpha: 0.3, over: fill))
    }
}
