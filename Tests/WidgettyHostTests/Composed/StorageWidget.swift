import Foundation
import WidgettyKit

/// A widget made only of composed views: cards of stacks, and meters that size themselves to their width.
struct StorageWidget: Widget {
    static let kind = "storage"
    static let displayName = "Storage"
    static let description = "Shows how full two disks are."
    static let supportedFamilies: [WidgetFamily] = [.small, .medium, .large]
    static let options: [WidgetOption] = []

    let provider = StorageProvider()

    init(settings: WidgetSettings) {}

    func view(entry: StorageEntry, context: WidgetContext) -> any View {
        StorageView(entry: entry, family: context.family)
    }
}

/// The disks' use at a moment.
struct StorageEntry: TimelineEntry {
    let date: Date
    let disks: [Disk]
}

/// A disk's name and the share of it used, from 0 to 1.
struct Disk: Codable, Sendable {
    let name: String
    let used: Double
}

/// Two disks, the same at every moment.
struct StorageProvider: TimelineProvider {
    func placeholder(in context: WidgetContext) -> StorageEntry {
        StorageEntry(date: context.date, disks: [Disk(name: "Home", used: 0.5), Disk(name: "Backup", used: 0.5)])
    }

    func timeline(in context: WidgetContext) async throws -> Timeline<StorageEntry> {
        Timeline(entries: [StorageEntry(date: context.date, disks: [Disk(name: "Home", used: 0.25), Disk(name: "Backup", used: 0.9)])], policy: .never)
    }
}

/// One card for the first disk when small, side by side when medium, one above the other when large.
struct StorageView: View {
    let entry: StorageEntry
    let family: WidgetFamily

    var body: any View {
        let cards = entry.disks.map { DiskCard(name: $0.name, used: $0.used) }
        return switch family {
        case .small: cards[0]
        case .medium: HStack(alignment: .top, spacing: 2) { for card in cards { card } }
        default: VStack(alignment: .leading, spacing: 1) {
            Text("Storage").font(.headline)
            for card in cards { card }
        }
        }
    }
}

/// A disk's name and share used over a meter as wide as the card.
struct DiskCard: View {
    let name: String
    let used: Double

    var body: any View {
        VStack(alignment: .leading) {
            HStack {
                Text(name)
                Spacer(minLength: 1)
                Text("\(Int(exactly: (used * 100).rounded()) ?? 0) %").foregroundStyle(.secondaryLabel)
            }
            Meter(fraction: used)
        }
    }
}

/// A one-row bar filled to `fraction` of the width it is given.
struct Meter: View {
    let fraction: Double

    var body: any View {
        GeometryReader { proxy in
            let width = proxy.size.columns
            let filled = min(width, max(0, Int(exactly: (fraction * Double(width)).rounded()) ?? 0))
            return HStack(spacing: 0) {
                Text(String(repeating: "█", count: filled)).foregroundStyle(.tint)
                Text(String(repeating: "░", count: width - filled)).foregroundStyle(.separator)
            }
        }
        .frame(height: 1)
    }
}
