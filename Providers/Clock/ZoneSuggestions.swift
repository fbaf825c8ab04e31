import WidgettyKit

/// The IANA zones someone most likely meant by names that are not zones, from the database's list read once: the same
/// name in other letter case ("asia/tokyo"), or a zone whose city it is ("Tokyo", "new york").
struct ZoneSuggestions {
    /// Each known zone by its name in lower case.
    private let byName: [String: String]
    /// The known zones by their city in lower case ("new_york"): one, or several that share it.
    private let byCity: [String: [String]]

    /// Suggestions among `known` zone names.
    init(known: [String]) {
        byName = Dictionary(known.map { ($0.lowercased(), $0) }, uniquingKeysWith: { first, _ in first })
        byCity = Dictionary(grouping: known) { $0.split(separator: "/").last.map { $0.lowercased() } ?? "" }
    }

    /// The zone meant by `name`, or nil when none or several could be.
    func zone(meant name: String) -> String? {
        let wanted = name.lowercased().replacing(" ", with: "_")
        guard !wanted.isEmpty else { return nil }
        if let same = byName[wanted] { return same }
        guard let cities = byCity[wanted], cities.count == 1 else { return nil }
        return cities[0]
    }
}
