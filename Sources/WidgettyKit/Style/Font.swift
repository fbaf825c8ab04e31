/// Text styles from the HIG's type ramp, drawn as well as a terminal can.
public enum Font: Sendable, Equatable {
    /// Digits three rows tall (clock faces, temperatures).
    case largeNumerals
    /// Digits five rows tall where the space offered holds them, else three (a medium timer's countdown).
    case extraLargeNumerals
    /// Bold, for the one thing the widget is about.
    case largeTitle
    /// Bold, for section heads.
    case title
    /// Bold body text.
    case headline
    /// Plain text.
    case body
    /// Plain text, usually in a secondary color.
    case subheadline
    /// Small print.
    case footnote
    /// The smallest text.
    case caption

    /// Whether the terminal draws this style in bold.
    public var isBold: Bool {
        switch self {
        case .largeNumerals, .extraLargeNumerals, .largeTitle, .title, .headline: true
        case .body, .subheadline, .footnote, .caption: false
        }
    }
}
