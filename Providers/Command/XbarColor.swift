import FoundationEssentials
import WidgettyKit

/// An xbar `color` value as a semantic colour: a common CSS name as the role it means, any other CSS name xbar knows
/// and `#RGB[A]`/`#RRGGBB[AA]` as the nearest role, or a `light,dark` pair of those, of which the one for the
/// dashboard's appearance is taken.
enum XbarColor {
    /// The CSS names plugins use most, each as the role it means (a name's own RGB value would land a dark green
    /// on a gray, say).
    private static let names: [String: SemanticColor] = [
        "black": .label, "white": .label, "red": .red, "darkred": .red, "crimson": .red, "maroon": .red, "tomato": .red,
        "green": .green, "lime": .green, "limegreen": .green, "darkgreen": .green, "forestgreen": .green, "olive": .green,
        "blue": .blue, "navy": .blue, "darkblue": .blue, "royalblue": .blue, "dodgerblue": .blue, "steelblue": .blue,
        "skyblue": .teal, "cyan": .teal, "aqua": .teal, "teal": .teal, "yellow": .yellow, "gold": .yellow,
        "orange": .orange, "darkorange": .orange, "coral": .orange, "brown": .orange, "purple": .purple,
        "magenta": .purple, "fuchsia": .purple, "violet": .purple, "indigo": .indigo, "pink": .pink,
        "gray": .gray, "grey": .gray, "darkgray": .gray, "darkgrey": .gray, "silver": .gray,
        "lightgray": .secondaryLabel, "lightgrey": .secondaryLabel,
    ]

    /// The colour `value` names for `scheme`; nil when it names none this reads.
    static func semantic(_ value: String, scheme: ColorScheme) -> SemanticColor? {
        let choices = value.split(separator: ",", omittingEmptySubsequences: false)
        let picked = choices.count == 2 && scheme == .dark ? choices[1] : choices[0]
        let name = picked.trimmingWhitespace().lowercased()
        if let role = names[name] { return role }
        if let value = CSSColorNames.rgb[name] {
            return TerminalColorMatch.nearest(Int(value >> 16), Int(value >> 8 & 0xFF), Int(value & 0xFF))
        }
        return rgb(name).map { rgb in
            // Pure black and white are the text colour, as their names are: the terminal's own, readable either way.
            [(0, 0, 0), (255, 255, 255)].contains { $0 == rgb } ? .label : TerminalColorMatch.nearest(rgb.0, rgb.1, rgb.2)
        }
    }

    /// The RGB value of a hex colour (its alpha ignored).
    private static func rgb(_ text: String) -> (Int, Int, Int)? {
        guard text.hasPrefix("#") else { return nil }
        let digits = text.dropFirst().map { $0.hexDigitValue }
        guard digits.allSatisfy({ $0 != nil }) else { return nil }
        let values = digits.compactMap { $0 }
        switch values.count {
        case 3, 4: return (values[0] * 17, values[1] * 17, values[2] * 17)
        case 6, 8: return (values[0] * 16 + values[1], values[2] * 16 + values[3], values[4] * 16 + values[5])
        default: return nil
        }
    }
}
