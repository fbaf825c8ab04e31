import Foundation
import Testing
@testable import SystemProvider

/// The history kept between reloads: CPU use and throughput from neighbouring samples, an hour kept, a damaged file survived.
@Suite struct SystemHistoryTests {
    let start = Date(timeIntervalSince1970: 1_795_340_000)

    func sample(_ minute: Int, busy: UInt64, total: UInt64, received: UInt64 = 0) -> SystemHistory.Sample {
        .init(date: start.addingTimeInterval(Double(minute) * 60), cpu: CPUTimes(busy: busy, total: total),
              network: InterfaceCounters(name: "eth0", received: received, sent: 0))
    }

    @Test func cpuUseAndThroughputAreTheChangesBetweenSamples() {
        let history = SystemHistory().adding(sample(0, busy: 100, total: 1000)).adding(sample(1, busy: 400, total: 2000, received: 6000))
            .adding(sample(2, busy: 300, total: 3000, received: 12000))
        #expect(history.cpuPercent.map(\.value) == [30], "a counter that went back (a reboot) gives no value")
        #expect(history.throughput.received.map(\.value) == [100, 100])
    }

    @Test func anHourIsKeptWithTheSampleBeforeIt() {
        var history = SystemHistory()
        for minute in 0...90 { history = history.adding(sample(minute, busy: UInt64(minute), total: UInt64(minute * 10))) }
        #expect(history.samples.count == 62)
        #expect(history.samples.first?.date == start.addingTimeInterval(29 * 60))
    }

    @Test func aSampleMomentsAfterTheLastIsNotAddedAndOneFromBeforeItDropsLaterOnes() {
        let history = SystemHistory().adding(sample(0, busy: 1, total: 10)).adding(sample(1, busy: 2, total: 20))
        let soon = SystemHistory.Sample(date: start.addingTimeInterval(62), cpu: CPUTimes(busy: 3, total: 30), network: nil)
        #expect(history.adding(soon) == history)
        #expect(history.adding(sample(-5, busy: 0, total: 0)).samples.count == 1, "a clock set back forgets the samples after it")
    }

    @Test func theStateFileRoundTripsAndSkipsDamagedLines() {
        let history = SystemHistory().adding(sample(0, busy: 1, total: 10, received: 5)).adding(
            .init(date: start.addingTimeInterval(60), cpu: nil, network: nil))
        #expect(SystemHistory.parse(history.text) == history)
        #expect(SystemHistory.parse("garbage\n1795340000 1 2 eth0 3\n\u{1B}[2J 1 2 eth0 3 4\n" + history.text) == history)
    }
}
