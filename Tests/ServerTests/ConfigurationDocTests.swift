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

    @Test func unknownKeysAreRefused() throws {
        let path = ServerProcess.makeTemporaryDirectory() + "/c.json"
        try Data("{\"animationSped\": 2}".utf8).write(to: URL(fileURLWithPath: path))
        var options = ServerOptions()
        #expect(throws: OptionError.self) { try OptionTable.applyConfigFile(path, to: &options) }
    }
}
