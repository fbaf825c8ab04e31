import ArgumentParser
import CalendarProvider
import ClockProvider
import CommandProvider
import FoundationEssentials
import NotesProvider
import SystemProvider
import TimerProvider
import WeatherProvider
import WidgettyHost
import WidgettyKit

/// Every widget kind this build of widgetty offers; the only place concrete providers are named.
public enum ProviderCatalog {
    /// The registry handed to the config loader and the dashboard.
    public static let registry = WidgetRegistry([WidgetKind(ClockWidget.self), WidgetKind(WeatherWidget.self), WidgetKind(SystemWidget.self),
                                                  WidgetKind(TimerWidget.self), WidgetKind(CalendarWidget.self), CommandKind.widgetKind,
                                                  WidgetKind(NotesWidget.self), HTTPKind.widgetKind],
                                                 // The gallery's order: what a home screen shows most, then a person's own programs.
                                                 galleryOrder: ["clock", "weather", "calendar", "notes", "timer", "system", "command", "http"])

    /// Stops with status 70 when a kind breaks a registration rule (more than four quick actions), naming it;
    /// `widgetty check` and `widgetty kinds` ask, and a test holds every build to it. Not asked on every start:
    /// it draws each kind's placeholder at each size, which costs the dashboard's first frame.
    static func requireValidRegistration() throws {
        let problems = registry.registrationProblems()
        guard !problems.isEmpty else { return }
        for problem in problems { Console.error("widgetty: \(problem); this build of widgetty is broken") }
        throw ExitCode(70)
    }

    /// What is wrong with `data` as a command widget's timeline document, or nil when it reads.
    public static func timelineDocumentProblem(_ data: Data) -> String? {
        TimelineProtocol.problem(in: data)
    }
}
