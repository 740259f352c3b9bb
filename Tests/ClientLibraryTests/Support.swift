import ProsceniumClient
import ProsceniumTesting

/// A private proscd with the demo storyboards whose transitions complete at once, and a
/// connection to it whose typed calls give up after 30 s.
func startServer() throws -> (ServerProcess, ProsceniumConnection) {
    let server = try ServerProcess(arguments: ["--animation-speed", "0"])
    let connection = try server.connect()
    connection.defaultTimeout = 30
    return (server, connection)
}
