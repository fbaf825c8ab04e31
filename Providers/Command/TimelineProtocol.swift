import FoundationEssentials
import WidgettyKit

/// The timeline protocol as other commands see it: whether a document reads, for `widgetty preview`'s banner.
public enum TimelineProtocol {
    /// What is wrong with `data` as a timeline document, named by its path, or nil when it reads.
    public static func problem(in data: Data) -> String? {
        do {
            _ = try TimelineDocument.read(data, now: Date())
            return nil
        } catch {
            return error.description
        }
    }
}
