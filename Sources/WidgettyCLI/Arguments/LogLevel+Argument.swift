import ArgumentParser
import Logging

/// `--log-level trace|debug|info|notice|warning|error|critical`; anything else is refused with the list.
extension Logger.Level: @retroactive ExpressibleByArgument {}
