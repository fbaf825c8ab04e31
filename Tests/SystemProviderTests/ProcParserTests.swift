import Foundation
import Testing
@testable import SystemProvider
import WidgettyTestSupport

/// The parsers of /proc's files, on the recorded machine's files and on damaged ones.
@Suite struct ProcParserTests {
    @Test func cpuTimesAddTheFirstEightCountersAndCountIdleAndIOWaitAsNotBusy() {
        let times = CPUTimes.parse("cpu  100 5 20 800 50 1 2 3 9 9\ncpu0 1 1 1 1\n")
        #expect(times == CPUTimes(busy: 131, total: 981))
        #expect(CPUTimes.parse("cpu  1 2 x 4\n") == nil, "a word that is not a number")
        #expect(CPUTimes.parse("cpu  18446744073709551615 1 0 0\n") == nil, "a sum beyond 64 bits")
        #expect(CPUTimes.parse("intr 0\n") == nil)
    }

    @Test func memoryIsReadInKilobytesAndAvailableNeverExceedsTotal() throws {
        let memory = try #require(MemoryInfo.parse("MemTotal: 1000 kB\nMemAvailable: 5000 kB\nSwapTotal: 100 kB\nSwapFree: 25 kB\n"))
        #expect(memory.total == 1_024_000 && memory.used == 0, "available is capped at the total")
        #expect(memory.swapUsed == 76_800)
        #expect(MemoryInfo.parse("MemTotal: nan kB\n") == nil)
        #expect(MemoryInfo.parse("") == nil)
    }

    @Test func theBusiestInterfaceButLoopbackIsPickedForAuto() {
        let interfaces = InterfaceCounters.parse("""
        Inter-|   Receive
         face |bytes    packets errs drop fifo frame compressed multicast|bytes
            lo: 9000000 1 0 0 0 0 0 0 9000000 1 0 0 0 0 0 0
          eth0: 100 1 0 0 0 0 0 0 50 1 0 0 0 0 0 0
         wlan0: 300 1 0 0 0 0 0 0 20 1 0 0 0 0 0 0
          bad0: x 1 0 0 0 0 0 0 20 1 0 0 0 0 0 0
        """)
        #expect(interfaces.map(\.name) == ["lo", "eth0", "wlan0"])
        #expect(InterfaceCounters.pick("auto", from: interfaces)?.name == "wlan0")
        #expect(InterfaceCounters.pick("eth0", from: interfaces)?.sent == 50)
        #expect(InterfaceCounters.pick("eth9", from: interfaces) == nil)
    }

    @Test func leadingNumbersStopAtTheFirstWordThatIsNotAFiniteNumber() {
        #expect(LeadingNumbers.parse("0.42 0.38 0.30 2/141 32135\n", count: 3) == [0.42, 0.38, 0.30])
        #expect(LeadingNumbers.parse("12.5 nan 3", count: 3) == [12.5])
        #expect(LeadingNumbers.parse("inf", count: 1).isEmpty)
    }

    @Test func recordedDiskFiguresAreMatchedToTheMountsAskedFor() {
        let disks = DiskUsage.recorded("/ 100 99\n/var 200 250\n/bad x 1\n", mounts: ["/var", "/", "/none"])
        #expect(disks.map(\.mount) == ["/var", "/"])
        #expect(disks.map(\.percent) == [100, 99], "used is capped at the size")
    }

    @Test func theRecordedBuildMachineReads() throws {
        let proc = SystemFixtures.folder("vm").appendingPathComponent("proc")
        let files = SystemFiles(procRoot: proc, sysRoot: proc.appendingPathComponent("none"))
        #expect(try #require(files.proc("stat")).hasPrefix("cpu "))
        #expect(files.proc("stat").flatMap(CPUTimes.parse) != nil)
        #expect(files.proc("meminfo").flatMap(MemoryInfo.parse) != nil)
        #expect(files.proc("net/dev").flatMap { InterfaceCounters.pick("auto", from: InterfaceCounters.parse($0)) }?.name == "eth0")
        #expect(PowerSource.read(files) == nil, "the VM has no battery")
        #expect(files.proc("missing") == nil)
        #expect(files.proc("net") == nil, "a folder is not read")
    }

    @Test func theLaptopsBatteryIsLowAndOffMains() throws {
        let folder = SystemFixtures.folder("laptop")
        let files = SystemFiles(procRoot: folder.appendingPathComponent("proc"), sysRoot: folder.appendingPathComponent("sys"))
        let power = try #require(PowerSource.read(files))
        #expect(power == PowerSource(percent: 8, status: "Discharging", onAC: false))
        #expect(power.isLow)
    }
}
