import ArgumentParser
import WidgettyKit

extension ColorScheme: ExpressibleByArgument {}
