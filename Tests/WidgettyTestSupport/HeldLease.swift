import Foundation
import Glibc
import Testing

/// A write lease a test holds on a file, as widgetty's saves and task toggles do, to see a reader wait it out.
public final class HeldLease {
    private let descriptor: Int32
    private let inode: ino_t

    /// Opens `path` and takes a write lease on it (the test's own file: the kernel grants it to the owner), trying for
    /// 10 s at most: the kernel refuses a lease (EAGAIN) while another test's program, between its fork and its exec,
    /// still holds a copy of this descriptor (a stress run met that once).
    public init(on path: String) async throws {
        descriptor = open(path, O_RDONLY | O_CLOEXEC)
        var info = stat()
        inode = fstat(descriptor, &info) == 0 ? info.st_ino : 0
        try #require(descriptor >= 0 && inode != 0, "opening \(path): errno \(errno)")
        // F_SETSIG (10) first: a lease's break is signalled with SIGIO otherwise, which would end the test process.
        try #require(fcntl(descriptor, 10, SIGURG) == 0)
        var taken = fcntl(descriptor, 1024, Int32(F_WRLCK)) == 0
        var refusal = taken ? 0 : errno
        for _ in 0..<1000 where !taken && refusal == EAGAIN {
            try await Task.sleep(for: .milliseconds(10))
            taken = fcntl(descriptor, 1024, Int32(F_WRLCK)) == 0
            refusal = taken ? 0 : errno
        }
        try #require(taken, "a write lease (F_SETLEASE) on a file of our own: errno \(refusal)")
    }

    deinit { close(descriptor) }

    /// Lets the lease go once a reader has met it (the kernel lists it as breaking then), waiting 10 s at most.
    public func releaseOnceMet() async throws {
        try await awaitMet()
        release()
    }

    /// Lets the lease go.
    public func release() {
        #expect(fcntl(descriptor, 1024, Int32(F_UNLCK)) == 0)
    }

    /// Returns once a reader has met the lease and waits for it (the kernel lists it as breaking then), after 10 s at most.
    public func awaitMet() async throws {
        var locks = ""
        for _ in 0..<1000 where !locks.contains("BREAKING") {
            try await Task.sleep(for: .milliseconds(10))
            locks = ((try? String(contentsOfFile: "/proc/locks", encoding: .utf8)) ?? "")
                .split(separator: "\n").filter { $0.contains(":\(inode) ") }.joined(separator: " | ")
        }
        try #require(locks.contains("BREAKING"), "within 10 s the reader never met the lease; /proc/locks: \(locks)")
    }
}
