import ClockProvider
import WeatherProvider
import WidgettyHost

/// Every widget kind this build of widgetty offers; the only place concrete providers are named.
public enum ProviderCatalog {
    /// The registry handed to the config loader and the dashboard.
    public static let registry = WidgetRegistry([ClockWidget.self, WeatherWidget.self])
}
