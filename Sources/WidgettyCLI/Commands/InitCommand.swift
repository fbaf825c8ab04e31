import ArgumentParser
import Glibc

/// `widgetty init`: writes a starter configuration at the configuration path, never over a file already there.
struct InitCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "init",
        abstract: "Write a commented starter configuration.",
        discussion: "At $XDG_CONFIG_HOME/widgetty/config.toml (else ~/.config/widgetty/config.toml), never over a file already there.")

    func run() throws {
        // The two variables the path is made of, read as the dashboard reads them.
        let environment = ["XDG_CONFIG_HOME", "HOME"].reduce(into: [String: String]()) { found, name in
            found[name] = getenv(name).map { String(cString: $0) }
        }
        let path = ConfigLocator.defaultPath(environment: environment)
        do {
            try NewFile.create(path, with: StarterConfiguration.text)
        } catch .exists {
            Console.error("widgetty: a configuration is already at \(path); it was left as it is (widgetty check checks it)")
            throw ExitCode(1)
        } catch .system(let place, let reason) {
            Console.error("widgetty: cannot write \(path): \(place): \(reason); nothing was written")
            throw ExitCode(1)
        }
        Console.out("wrote \(path)")
        Console.out("edit it, then run widgetty (a running dashboard applies each save)")
    }
}
