import WidgettyKit

/// A stretch of printed text with the colour and weight its SGR escapes gave it.
struct StyledRun: Sendable, Equatable, Encodable {
    /// The characters, with every escape sequence and control character removed.
    var text: String
    /// The nearest semantic colour to the one asked for; nil for the default.
    var color: SemanticColor?
    /// SGR 1 (bold) was in effect.
    var isBold: Bool

    private enum CodingKeys: String, CodingKey { case text, color, isBold }

    /// Encoded with the colour by role name, as `widgetty timeline --json` shows it.
    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(text, forKey: .text)
        try container.encodeIfPresent(color?.rawValue, forKey: .color)
        try container.encode(isBold, forKey: .isBold)
    }
}
