import WidgettyKit

/// Picks, among the master VEVENTs that share a UID, the latest save of the event: a series saved again (an edit with a
/// higher SEQUENCE, an iTIP update in the same file) shows once, as its latest version, with its overrides.
///
/// The latest is the highest SEQUENCE, then the latest LAST-MODIFIED or DTSTAMP. Masters no other one of their UID
/// outranks all stay: a feed that gives different events one UID loses none of them.
enum SeriesVersions {
    /// `masters` less every one another master of its UID outranks, in their order; and a note per UID that lost some.
    static func latest(_ masters: [EventRecord]) -> (masters: [EventRecord], notes: [String]) {
        var newest: [String: EventRecord.Revision] = [:]
        for master in masters where !master.uid.isEmpty {
            newest[master.uid] = max(newest[master.uid] ?? master.revision, master.revision)
        }
        var dropped: [String: Int] = [:]
        let kept = masters.filter { master in
            guard let best = newest[master.uid], master.revision < best else { return true }
            dropped[master.uid, default: 0] += 1
            return false
        }
        let notes = masters.compactMap { master -> String? in
            guard let count = dropped.removeValue(forKey: master.uid), let best = newest[master.uid] else { return nil }
            let label = master.title.isEmpty ? "An event without a title" : QuotedValue.quote(master.title)
            let versions = count == 1 ? "an older version" : "\(count) older versions"
            return "\(label) (UID \(QuotedValue.quote(master.uid))) has \(versions) in the file; only its latest (SEQUENCE \(best.sequence)) is shown"
        }
        return (kept, notes)
    }
}
