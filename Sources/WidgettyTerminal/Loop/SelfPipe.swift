import Glibc

/// A non-blocking pipe that wakes the event loop from a signal handler or another thread.
final class SelfPipe: Sendable {
    let readDescriptor: Int32
    let writeDescriptor: Int32

    init() {
        var descriptors: [Int32] = [-1, -1]
        pipe(&descriptors)
        for descriptor in descriptors {
            _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK)
            _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
        }
        readDescriptor = descriptors[0]
        writeDescriptor = descriptors[1]
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
