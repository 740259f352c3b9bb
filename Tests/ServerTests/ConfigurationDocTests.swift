import Foundation
import ProsceniumServer
import ProsceniumTesting
import Testing

/// docs/configuration.md and config/proscenium.json must stay true to the option table.
@Suite("Configuration docs")
struct ConfigurationDocTests {
    @Test func everyKeyIsDocumentedWithItsFlag() throws {
        let doc = try String(contentsOfFile: ServerProcess.packageRoot + "/docs/configuration.md", encoding: .utf8)
        for key in OptionTable.all {
            #expect(doc.contains("| `\(key.name)` | `\(key.flag)` | \(key.kind.rawValue) |"), "docs/configuration.md lacks \(key.name)")
        }
    }

    @Test func theDefaultConfigFileIsValid() throws {
        var options = ServerOptions()
        try OptionTable.applyConfigFile(ServerProcess.packageRoot + "/config/proscenium.json", to: &options)
        #expect(options.mainStoryboard == "Main")
        #expect(options.unwindActions["HomeViewController"] == ["unwindToHome"])
    }

    /// The demo config restates the limits for show; `make run` must get the same server as a
    /// bare `proscd` (it once kept a 1 MiB line limit after the default became 16 MiB, and
    /// refused a real-size storyboard sent inline).
    @Test func theDefaultConfigFileKeepsTheBuiltInLimits() throws {
        var options = ServerOptions()
        try OptionTable.applyConfigFile(ServerProcess.packageRoot + "/config/proscenium.json", to: &options)
        let builtIn = ServerOptions()
        #expect(options.ios == builtIn.ios, "make run reproduces the default iOS (the newest)")
        #expect(options.maxLineBytes == builtIn.maxLineBytes)
        #expect(options.maxPendingRequests == builtIn.maxPendingRequests)
        #expect(options.maxOutboundBytes == builtIn.maxOutboundBytes)
        #expect(options.maxEventBacklogBytes == builtIn.maxEventBacklogBytes)
        #expect(options.maxControllersPerWindow == builtIn.maxControllersPerWindow)
        #expect(options.maxWindows == builtIn.maxWindows)
        #expect(options.maxSubscriptions == builtIn.maxSubscriptions)
        #expect(options.maxConnections == builtIn.maxConnections)
        #expect(options.helloTimeout == builtIn.helloTimeout)
        #expect(options.idleTimeout == builtIn.idleTimeout)
        #expect(options.partialLineTimeout == builtIn.partialLineTimeout)
        #expect(options.writeStallTimeout == builtIn.writeStallTimeout)
    }

    @Test func unknownKeysAreRefused() throws {
        let path = ServerProcess.makeTemporaryDirectory() + "/c.json"
        try Data("{\"animationSped\": 2}".utf8).write(to: URL(fileURLWithPath: path))
        var options = ServerOptions()
        #expect(throws: OptionError.self) { try OptionTable.applyConfigFile(path, to: &options) }
    }
}
