import FoundationEssentials
import WidgettyKit

/// The words a drawing shows, in reading order: its text and its charts' descriptions, for the plain-text form.
///
/// Not `Sendable`: filled while one drawing is made, on the thread that makes it.
public final class Transcript {
    /// Each piece of text and each chart's description, in the order drawn.
    public private(set) var phrases: [String] = []

    /// Creates an empty transcript.
    public init() {}

    /// Notes words a view drew (cleaned of control characters, a no-break space written as the space it is drawn as);
    /// empty words are skipped.
    public func append(_ phrase: String) {
        let clean = TextSanitizer.clean(phrase).replacing("\u{A0}", with: " ").trimmingWhitespace()
        if !clean.isEmpty { phrases.append(clean) }
    }

    /// The phrases as sentences: each ends with a full stop unless it already ends in punctuation.
    public var sentences: String {
        phrases.map { phrase in
            guard let last = phrase.last, !".!?…:;。".contains(last) else { return phrase }
            return phrase + "."
        }.joined(separator: " ")
    }
}
