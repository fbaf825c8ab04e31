import Testing

/// `scripts/lint-blocking-tests.sh`, which `swift test` runs over the tests (`theTestsAreClean`): it must fire on a blocking call that
/// would hold a cooperative-pool thread, and let the same call pass on a thread of its own.
@Suite struct BlockingLintTests {
    let script = LintScript(name: "lint-blocking-tests.sh")

    @Test func blockingCallsInAsyncCodeAreFlaggedWithTheirLines() async throws {
        let (status, output) = try await script.run(over: """
        @Test func waits() async throws {
            usleep(20_000)
            Thread.sleep(forTimeInterval: 0.1)
            _ = waitpid(pid, &status, 0)
            let result = try Subprocess.runOnThisThread(["true"])
            _ = finished.wait(timeout: .now() + 10)
            _ = poll(&descriptor, 1, 1000)
            let count = read(descriptor, &buffer, buffer.count)
        }
        """)
        #expect(status == 1)
        for (line, call) in [(2, "usleep("), (3, "Thread.sleep("), (4, "waitpid("), (5, "runOnThisThread("), (6, ".wait(timeout:"),
                             (7, "poll(&descriptor,1,"), (8, "read(descriptor,&")] {
            #expect(output.contains("Sample.swift:\(line): \(call) blocks a cooperative-pool thread"), "line \(line): \(output)")
        }
        #expect(output.split(separator: "\n").count == 7, "\(output)")
    }

    @Test func blockingCallsOnAThreadOfTheirOwnPass() async throws {
        let (status, output) = try await script.run(over: """
        @Test func waitsElsewhere() async throws {
            try await Task.sleep(for: .milliseconds(20))
            let status = await BlockingWork.run { waitpid(pid, &status, 0) }
            Thread {
                usleep(3000)
            }.start()
            _ = poll(&descriptor, 1, 0)
            // usleep(20_000) in a comment, and "Thread.sleep(forTimeInterval: 1)" in a string
            condition.wait()  // blocking-ok: a provider thread waits here
        }

        private func pollOnThisThread(until deadline: ContinuousClock.Instant) -> Bool {
            while ContinuousClock.now < deadline { usleep(20_000) }
            return true
        }
        """)
        #expect(status == 0, "\(output)")
    }

    @Test func theTestsAreClean() async throws {
        let result = try await script.runOverTheTree()
        #expect(result.status == 0, "\(result.output)")
    }
}
