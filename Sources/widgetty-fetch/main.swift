import Foundation
import WidgettyFetch
import WidgettyNetwork

/// widgetty-fetch [--timeout SECONDS] URL: one GET, answered on standard output as `FetchProtocol` describes.
///
/// The dashboard runs this for each fetch so its own process never starts an HTTP stack.
enum FetchCommand {
    /// Parses the arguments, fetches, writes the answer; returns the exit status.
    static func run(_ arguments: [String]) -> Int32 {
        var timeout = 15.0
        var target: String?
        var index = 0
        while index < arguments.count {
            if arguments[index] == "--timeout", index + 1 < arguments.count {
                timeout = Double(arguments[index + 1]) ?? timeout
                index += 2
            } else {
                target = arguments[index]
                index += 1
            }
        }
        guard let target, let url = URL(string: target), url.scheme == "http" || url.scheme == "https" else {
            FileHandle.standardError.write(Data("usage: widgetty-fetch [--timeout SECONDS] http(s)://URL\n".utf8))
            return 2
        }
        FileHandle.standardOutput.write(answer(url, timeout: timeout))
        return 0
    }

    /// The fetch's answer, waited for on this thread.
    private static func answer(_ url: URL, timeout: Double) -> Data {
        do {
            return FetchProtocol.encode(try CurlFetcher().get(url, timeout: timeout))
        } catch let failure as NetworkFailure {
            return FetchProtocol.encode(failure)
        } catch {
            return FetchProtocol.encode(NetworkFailure.helper("\(error)"))
        }
    }
}

exit(FetchCommand.run(Array(CommandLine.arguments.dropFirst())))
