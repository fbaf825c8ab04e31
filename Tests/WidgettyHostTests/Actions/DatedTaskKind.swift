import FoundationEssentials
import WidgettyKit
import WidgettyTestSupport

extension TaskList {
    /// A run-time kind, "dated", showing this list and the moment of the load that drew it, with a toggle or a
    /// primary button ("Marking…" while it runs) whose intent holds that moment too.
    func datedKind(toggle: Bool) -> WidgetKind {
        WidgetKind(kind: "dated", displayName: "Dated", description: "Shows one task and when it was loaded.",
                   supportedFamilies: [.medium], options: [], makeWidget: { _ in
            AnyWidget(
                placeholder: { StubEntry(date: $0.date, label: "open") },
                timeline: { context in
                    ErasedTimeline(Timeline(entries: [StubEntry(date: context.date, label: self.isDone ? "done" : "open")], policy: .never))
                },
                view: { entry, _ in
                    let label = "\((entry as? StubEntry)?.label ?? "?") \(entry.date.ISO8601Format())"
                    let intent = MarkDoneAsLoaded(list: self, loadedAt: entry.date)
                    return VStack(alignment: .leading) {
                        if toggle {
                            Toggle(label, isOn: (entry as? StubEntry)?.label == "done", intent: intent)
                        } else {
                            Text(label)
                            Button("Mark", runningLabel: "Marking…", role: .primary, intent: intent).buttonStyle(.filled)
                        }
                    }
                })
        })
    }
}

/// Flips the task on a `TaskList`, holding the moment of the load that drew its control, which its identity leaves out.
struct MarkDoneAsLoaded: WidgetIntent {
    static let title = "Mark Done"
    let list: TaskList
    let loadedAt: Date

    /// The list it flips, not the moment.
    var identity: String { String(reflecting: ObjectIdentifier(list)) }

    func perform() async throws {
        await list.waitWhileHeld()
        try list.toggle()
    }
}
