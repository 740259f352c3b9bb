import ProsceniumClient
import ProsceniumTesting
import Testing
import WireProtocol

/// `prosc call METHOD name=value…`: any method of the table by name, its values typed from the
/// method's parameter specs, checked before anything is sent (issue 28: a generic command per
/// method, so a method without a family command of its own is still one command away).
@Suite("prosc call")
struct CallCommandTests {
    @Test func callsAMethodWithTypedValuesAndPrintsItsResult() async throws {
        let server = try startServer()
        defer { server.stop() }
        let socket = server.socketPath
        let created = try await prosc(["call", "vc.create", "class=UIViewController", "title=Made by call", "--json"], socket: socket)
        #expect(created.status == 0, "\(created.stderr)")
        let vc = try #require(try JSONParser.parse(created.stdout.trimmingCharacters(in: .newlines))["vc"]?.stringValue)
        // A list as a,b; a Boolean; an object as JSON: the server took each with its type.
        let nav = try await prosc(["call", "vc.create", "class=UINavigationController", "children=\(vc)", "--json"], socket: socket)
        #expect(nav.status == 0, "\(nav.stderr)")
        let set = try await prosc(["call", "vc.set", "vc=\(vc)", #"properties={"title":"Renamed"}"#], socket: socket)
        #expect(set.status == 0, "\(set.stderr)")
        let got = try await prosc(["call", "vc.get", "vc=\(vc)", "--json"], socket: socket)
        let info = try JSONParser.parse(got.stdout.trimmingCharacters(in: .newlines))
        #expect(info["title"] == "Renamed" && info["parent"] != .null)
        // Without --json, the same human output as the family commands (key: value lines).
        let ping = try await prosc(["call", "ping"], socket: socket)
        #expect(ping.status == 0 && ping.stderr.isEmpty)
    }

    @Test func badParametersExitTwoBeforeAnythingIsSent() async throws {
        let server = try startServer()
        defer { server.stop() }
        let socket = server.socketPath
        let unknownMethod = try await prosc(["call", "vc.teleport"], socket: socket)
        #expect(unknownMethod.status == 2 && unknownMethod.stderr.contains("no method 'vc.teleport'"))
        let unknownParam = try await prosc(["call", "vc.get", "vc=vc1", "colour=red"], socket: socket)
        #expect(unknownParam.status == 2 && unknownParam.stderr.contains("vc.get has no parameter 'colour' (its parameters: vc)"))
        let notBool = try await prosc(["call", "nav.pop", "nav=vc1", "animated=maybe"], socket: socket)
        #expect(notBool.status == 2 && notBool.stderr.contains("'animated' must be true or false, got 'maybe'"))
        let notEnum = try await prosc(["call", "device.rotate", "orientation=sideways"], socket: socket)
        #expect(notEnum.status == 2 && notEnum.stderr.contains("device.rotate:"), "\(notEnum.stderr)")
        let missing = try await prosc(["call", "vc.get"], socket: socket)
        #expect(missing.status == 2 && missing.stderr.contains("vc"), "\(missing.stderr)")
        let malformed = try await prosc(["call", "vc.get", "vc"], socket: socket)
        #expect(malformed.status == 2 && malformed.stderr.contains("a parameter is name=value, got 'vc'"))
        // Nothing was sent: the server made no controller beyond the launch's.
        let c = try server.connect()
        let stats = try await c.stats()
        let again = try await prosc(["call", "vc.create", "class=UIViewController", "title=x", "bogus=1"], socket: socket)
        #expect(again.status == 2)
        #expect(try await c.stats().viewControllers == stats.viewControllers)
    }

    @Test func aRefusalExitsOneWithTheServersMessage() async throws {
        let server = try startServer()
        defer { server.stop() }
        let refused = try await prosc(["call", "vc.get", "vc=vc999"], socket: server.socketPath)
        #expect(refused.status == 1 && refused.stderr.contains("-32001 (notFound)"))
    }
}
