import Foundation

/// Words a widget shows, in English and in Japanese, picked by the viewer's language (English for any other).
///
/// Dates, weekdays and numbers come localized from the system's ICU data; the
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
    public func callAsFunction(_ locale: Locale) -> String {
        Self.isJapanese(locale) ? japanese : english
    }

    /// Whether `locale` reads Japanese ("ja", "ja_JP", "ja-JP").
    ///
    /// Read from the identifier: asking `locale.language` costs ICU work and
    /// allocations, and clock rows ask every frame.
    public static func isJapanese(_ locale: Locale) -> Bool {
        var bytes = locale.identifier.utf8.makeIterator()
        guard bytes.next() == UInt8(ascii: "j"), bytes.next() == UInt8(ascii: "a") else { return false }
        let next = bytes.next()
        return next == nil || next == UInt8(ascii: "_") || next == UInt8(ascii: "-")
    }
}
