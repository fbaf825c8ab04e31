import Glibc
import WidgettyKit

/// A non-blocking pipe that wakes the event loop from a signal handler or another thread.
final class SelfPipe: Sendable {
    let readDescriptor: Int32
    let writeDescriptor: Int32

    init() {
        // Without a pipe (the process is out of descriptors) both are -1: waking does nothing, and the loop still
        // wakes for its terminal and its timers.
        (readDescriptor, writeDescriptor) = (try? ProgramLauncher.makeWakePipe()) ?? (-1, -1)
    }

    /// Writes one byte; safe from any thread.
    func wake(_ byte: UInt8 = 1) {
        var value = byte
        _ = write(writeDescriptor, &value, 1)
    }

    /// Reads everything waiting; returns the bytes.
    func drain() -> [UInt8] {
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 64)
        while true {
            let count = read(readDescriptor, &buffer, buffer.count)
            if count <= 0 { return bytes }
            bytes.append(contentsOf: buffer.prefix(count))
        }
    }

    deinit {
        close(readDescriptor)
        close(writeDescriptor)
    }
}
