import CalendarProvider
import Foundation
import ClockProvider
import CommandProvider
import SystemProvider
import TimerProvider
import WeatherProvider
import WidgettyHost
import WidgettyKit

/// Every widget kind this build of widgetty offers; the only place concrete providers are named.
public enum ProviderCatalog {
    /// The registry handed to the config loader and the dashboard.
    public static let registry = WidgetRegistry([WidgetKind(ClockWidget.self), WidgetKind(WeatherWidget.self), WidgetKind(SystemWidget.self),
                                                  WidgetKind(TimerWidget.self), WidgetKind(CalendarWidget.self), CommandKind.widgetKind])

    /// What is wrong with `data` as a command widget's timeline document, or nil when it reads.
    public static func timelineDocumentProblem(_ data: Data) -> String? {
        TimelineProtocol.problem(in: data)
    }
}
