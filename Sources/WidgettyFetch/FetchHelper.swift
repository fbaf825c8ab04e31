import CCurl
import FoundationEssentials
import Glibc
import WidgettyKit
import WidgettyNetwork

/// The fetch helper, `widgetty --fetch-helper`: one GET, read from standard input and answered on standard output
/// as `FetchProtocol` describes.
///
/// The dashboard runs its own program as this for each fetch (`SubprocessFetcher`), so its process never starts an
/// HTTP stack. The request comes through a pipe, not the command line, where any local user could read it with `ps`.
public enum FetchHelper {
    /// Reads the request, fetches, writes the answer; returns the exit status.
    public static func run() -> Int32 {
        // Ends with the dashboard (or `render`): a quit during a hung fetch leaves no helper waiting for its timeout.
        _ = widgetty_die_with_parent()
        if getppid() == 1 { return 1 }
        _ = widgetty_name_process(FetchProtocol.helperName)
        guard let request = FetchProtocol.decodeRequest(readRequest()) else {
            write(STDERR_FILENO, "widgetty --fetch-helper: reads a request on standard input (url URL, timeout SECONDS, max-bytes N lines); widgetty runs it\n".utf8)
            return 2
        }
        write(STDOUT_FILENO, answer(request))
        return 0
    }

    /// Standard input up to the request limit and one byte more (so a longer one is refused, not cut).
    private static func readRequest() -> Data {
        var input = Data()
        var buffer = [UInt8](repeating: 0, count: 4096)
        while input.count <= FetchProtocol.requestLimit {
            let count = read(STDIN_FILENO, &buffer, buffer.count)
            if count > 0 { input.append(contentsOf: buffer[..<count]); continue }
            if count < 0 && errno == EINTR { continue }
            break
        }
        return input
    }

    /// The fetch's answer, waited for on this thread.
    private static func answer(_ request: FetchRequest) -> Data {
        do {
            return FetchProtocol.encode(try CurlFetcher().get(request))
        } catch let failure as NetworkFailure {
            return FetchProtocol.encode(failure)
        } catch {
            return FetchProtocol.encode(NetworkFailure.helper("\(error)"))
        }
    }

    /// Writes all of `bytes` to `descriptor`, as far as it takes them (the dashboard may have gone).
    private static func write(_ descriptor: Int32, _ bytes: some Collection<UInt8>) {
        let bytes = Array(bytes)
        var written = 0
        while written < bytes.count {
            let count = bytes[written...].withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
            if count > 0 { written += count } else if count < 0 && errno == EINTR { continue } else { return }
        }
    }
}
