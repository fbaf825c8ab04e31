/// Words a widget shows, in English and in Japanese, picked by the viewer's language (English for any other).
///
/// Dates and weekdays come from the C library's locale (`DateLocale`); the
/// few words widgets write themselves ("Today", "Sunset", weather conditions)
/// come from here, so a Japanese terminal does not read 日曜日 beside "Overcast".
public struct Phrase: Sendable, Equatable {
    /// The English words.
    public let english: String
    /// The Japanese words.
    public let japanese: String

    /// A phrase with its Japanese.
    public init(_ english: String, ja japanese: String) {
        self.english = english
        self.japanese = japanese
    }

    /// The words for a viewer in `locale`.
    public func callAsFunction(_ locale: DateLocale) -> String {
        Self.isJapanese(locale) ? japanese : english
    }

    /// Whether `locale` reads Japanese ("ja_JP"; not "jam_JM").
    public static func isJapanese(_ locale: DateLocale) -> Bool { locale.language == "ja" }
}
