import Foundation
import ProsceniumTesting
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// Shell completion as a user meets it: bash runs the committed `prosc.bash` for a command line,
/// which calls the built `prosc` back for live names (argument-parser's custom completion) and
/// asks the running server, as kubectl completes names.
@Suite("prosc shell completion")
struct CompletionTests {
    /// What bash offers for the last word of `words` (the words after `prosc`; the last may be
    /// empty), with `PROSCENIUM_SOCKET` set to `socket`.
    static func complete(_ words: [String], socket: String) async throws -> (candidates: [String], run: ProscRun) {
        let line = [ServerProcess.binary("prosc")] + words
        let quoted = line.map { "'" + $0.replacingOccurrences(of: "'", with: #"'\''"#) + "'" }
        let script = """
            source '\(ServerProcess.packageRoot)/clients/prosc/completions/prosc.bash'
            COMP_WORDS=(\(quoted.joined(separator: " ")))
            COMP_CWORD=\(line.count - 1)
            COMP_LINE="${COMP_WORDS[*]}"
            COMP_POINT=${#COMP_LINE}
            COMPREPLY=()
            _prosc prosc "${COMP_WORDS[COMP_CWORD]}" "${COMP_WORDS[COMP_CWORD-1]}"
            printf '%s\\n' "${COMPREPLY[@]}"
            """
        let run = try await prosc(["-c", script], socket: nil, environment: ["PROSCENIUM_SOCKET": socket], binary: "/bin/bash")
        return (run.lines, run)
    }

    @Test func enumOptionsCompleteTheMethodTablesValuesWithoutAServer() async throws {
        let nowhere = ServerProcess.makeTemporaryDirectory("completion") + "/none.sock"
        #expect(try await Self.complete(["present", "--style", "over"], socket: nowhere).candidates
                == ["overFullScreen", "overCurrentContext"])
        #expect(try await Self.complete(["device", "rotate", "--orientation", "landscape"], socket: nowhere).candidates
                == ["landscapeLeft", "landscapeRight"])
        #expect(try await Self.complete(["vc", "present", "--transition", ""], socket: nowhere).candidates
                == ["coverVertical", "flipHorizontal", "crossDissolve", "partialCurl"])
        #expect(try await Self.complete(["snapshot", "--profile", ""], socket: nowhere).candidates == ["classic", "modern"])
        #expect(try await Self.complete(["nav", "push", "--animated", ""], socket: nowhere).candidates == ["true", "false"])
        #expect(try await Self.complete(["watch", "--name", "viewWill"], socket: nowhere).candidates
                == ["viewWillAppear", "viewWillDisappear", "viewWillTransitionToSize"])
    }

    @Test func liveNamesComeFromTheRunningServer() async throws {
        let server = try startServer()
        defer { server.stop() }
        let socket = server.socketPath
        let controllers = try await Self.complete(["present", "--from", ""], socket: socket)
        #expect(controllers.run.stderr.isEmpty)
        #expect(Set(["Home", "HomeNavigation", "Settings", "SettingsChild", "vc1", "vc4"]).isSubset(of: controllers.candidates),
                "\(controllers.candidates)")
        #expect(Set(try await Self.complete(["present", "--from", "Ho"], socket: socket).candidates) == ["Home", "HomeNavigation"])
        // The controller to present: storyboard identifiers, of --storyboard when the line has it.
        let scenes = try await Self.complete(["present", "--from", "Home", ""], socket: socket).candidates
        #expect(Set(["Modal", "Detail", "Popover", "Home"]).isSubset(of: scenes), "\(scenes)")
        #expect(try await Self.complete(["present", "--storyboard", "External", "--from", "Home", ""], socket: socket).candidates
                == ["ExternalRoot"])
        #expect(try await Self.complete(["tree", "--window", ""], socket: socket).candidates == ["w1"])
        #expect(try await Self.complete(["window", "create", "--screen", ""], socket: socket).candidates == ["s1"])
        #expect(Set(try await Self.complete(["vc", "instantiate", "--storyboard", ""], socket: socket).candidates) == ["Main", "External"])
        let segues = try await Self.complete(["segue", "perform", "--source", "Home", "--identifier", ""], socket: socket).candidates
        #expect(Set(["presentSheet", "showDetail", "presentModal"]).isSubset(of: segues), "\(segues)")
        // --window scopes the names: w2 (the TV's window) holds only the external root.
        #expect(try await prosc(["screen", "connect", "--name", "TV", "--size", "1920x1080"], socket: socket).status == 0)
        #expect(try await Self.complete(["dismiss", "--window", "w2", ""], socket: socket).candidates.sorted()
                == ["External Display", "ExternalRoot", "vc6"].sorted())
    }

    @Test func theLinesSocketWinsOverTheEnvironment() async throws {
        let server = try startServer()
        defer { server.stop() }
        let nowhere = ServerProcess.makeTemporaryDirectory("completion") + "/none.sock"
        #expect(try await Self.complete(["tree", "--socket", server.socketPath, "--window", ""], socket: nowhere).candidates == ["w1"])
        #expect(try await Self.complete(["tree", "--socket=\(server.socketPath)", "--window", ""], socket: nowhere).candidates == ["w1"])
    }

    /// No server, or one that never answers: no candidates and not a word on stderr.
    @Test func withoutAnAnsweringServerLiveCompletionIsEmptyAndSilent() async throws {
        let dir = ServerProcess.makeTemporaryDirectory("completion")
        let silent = dir + "/silent.sock"
        let fd = try Self.listenWithoutAnswering(at: silent)
        defer { close(fd) }
        for socket in [dir + "/none.sock", silent] {
            for words in [["present", "--from", ""], ["tree", "--window", ""], ["present", "--from", "Home", ""]] {
                let (candidates, run) = try await Self.complete(words, socket: socket)
                #expect(candidates.isEmpty && run.stderr.isEmpty && run.status == 0, "\(words) on \(socket): \(candidates) \(run.stderr)")
            }
        }
    }

    /// A Unix socket that accepts connections (in the kernel's backlog) and never reads them.
    static func listenWithoutAnswering(at path: String) throws -> Int32 {
        let fd = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        withUnsafeMutableBytes(of: &address.sun_path) { raw in
            for (i, byte) in path.utf8.prefix(raw.count - 1).enumerated() { raw[i] = byte }
        }
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
        }
        guard bound == 0, listen(fd, 16) == 0 else { throw POSIXError(.EADDRINUSE) }
        return fd
    }
}
