import HierarchyEngine
@testable import ProsceniumServer
import Testing
import WireProtocol

/// The shell's pure parts, exactly as the shell runs them: the connection flow machine, the
/// router, and the server's method table lined up with the protocol's.
@Suite("Shell machines")
struct ShellMachineTests {
    static let limits = ConnectionFlow.Limits(maxPendingRequests: 2, maxOutboundBytes: 1000)

    @Test func overTheRequestLimitReadingStopsAndResumesWhenARequestFinishes() {
        var f = ConnectionFlow(limits: Self.limits)
        #expect(f.requestStarted(pendingOutput: 0, hasKeptLines: false) == .none)
        #expect(f.requestStarted(pendingOutput: 0, hasKeptLines: false) == .stopReading)
        #expect(f.isReadingPaused && !f.runsLinesNow)
        #expect(f.requestFinished(pendingOutput: 0, hasKeptLines: false) == .startReading)
        #expect(!f.isReadingPaused && f.runsLinesNow)
    }

    @Test func overTheOutputLimitReadingStopsUntilTheClientHasReadIt() {
        var f = ConnectionFlow(limits: Self.limits)
        #expect(f.limitsChanged(pendingOutput: 1000, hasKeptLines: false) == .stopReading)
        #expect(f.limitsChanged(pendingOutput: 999, hasKeptLines: false) == .startReading)
    }

    @Test func keptLinesRunFromTheirOwnCallbackThenReadingResumes() {
        var f = ConnectionFlow(limits: Self.limits)
        _ = f.requestStarted(pendingOutput: 0, hasKeptLines: false)
        _ = f.requestStarted(pendingOutput: 0, hasKeptLines: false)
        // Under the limits again with lines kept: they run later, never inside this step.
        #expect(f.requestFinished(pendingOutput: 0, hasKeptLines: true) == .scheduleResume)
        #expect(f.requestFinished(pendingOutput: 0, hasKeptLines: true) == .none)
        #expect(f.resumeBegins(pendingOutput: 0) == true)
        #expect(f.runsLinesNow)
        #expect(f.keptLinesRan(pendingOutput: 0, hasKeptLines: false) == .startReading)
    }

    @Test func aResumeThatFindsTheConnectionOverItsLimitsWaitsForTheNextChange() {
        var f = ConnectionFlow(limits: Self.limits)
        _ = f.limitsChanged(pendingOutput: 1000, hasKeptLines: true)
        #expect(f.limitsChanged(pendingOutput: 0, hasKeptLines: true) == .scheduleResume)
        #expect(f.resumeBegins(pendingOutput: 2000) == false)
        #expect(f.limitsChanged(pendingOutput: 0, hasKeptLines: true) == .scheduleResume)
    }

    @Test func afterEndOfInputEveryRequestIsFinishedThenTheConnectionCloses() {
        var f = ConnectionFlow(limits: Self.limits)
        _ = f.requestStarted(pendingOutput: 0, hasKeptLines: false)
        #expect(f.inputEnded(pendingOutput: 0, hasKeptLines: false) == .none)
        #expect(f.isDraining)
        #expect(f.requestFinished(pendingOutput: 10, hasKeptLines: false) == .closeAfterFlush)
        #expect(f.isClosed)
        #expect(f.requestFinished(pendingOutput: 0, hasKeptLines: false) == .none)
    }

    @Test func endOfInputWithKeptLinesRunsThemFirst() {
        var f = ConnectionFlow(limits: Self.limits)
        _ = f.requestStarted(pendingOutput: 0, hasKeptLines: false)
        _ = f.requestStarted(pendingOutput: 0, hasKeptLines: false)
        #expect(f.inputEnded(pendingOutput: 0, hasKeptLines: true) == .none)
        #expect(f.requestFinished(pendingOutput: 0, hasKeptLines: true) == .scheduleResume)
        #expect(f.resumeBegins(pendingOutput: 0) == true)
        #expect(f.runsLinesNow)
        #expect(f.keptLinesRan(pendingOutput: 0, hasKeptLines: false) == .none)
        #expect(f.requestFinished(pendingOutput: 0, hasKeptLines: false) == .closeAfterFlush)
    }

    @Test func endOfInputWithNothingInFlightClosesAtOnce() {
        var f = ConnectionFlow(limits: Self.limits)
        #expect(f.inputEnded(pendingOutput: 0, hasKeptLines: false) == .closeAfterFlush)
    }

    /// The quiet paths of the request path (`requestStartedQuietly`, `requestFinishedQuietly`,
    /// `staysReading`) answer only where the full decision changes nothing but the count, and
    /// then leave the flow as it would: every state reached by a few steps, every count and
    /// amount of unsent output around the limits.
    @Test func quietDecisionsAgreeWithTheFullOnes() {
        var flows: [ConnectionFlow] = [ConnectionFlow(limits: Self.limits)]
        for _ in 0..<3 {
            var next: [ConnectionFlow] = []
            for f in flows {
                for pending in [0, 999, 1000] {
                    var a = f; _ = a.requestStarted(pendingOutput: pending, hasKeptLines: false); next.append(a)
                    var b = f; _ = b.requestFinished(pendingOutput: pending, hasKeptLines: true); next.append(b)
                    var c = f; _ = c.limitsChanged(pendingOutput: pending, hasKeptLines: pending == 999); next.append(c)
                }
                var d = f; _ = d.inputEnded(pendingOutput: 0, hasKeptLines: true); next.append(d)
            }
            flows += next
        }
        var quiet = 0
        for f in flows {
            for pending in [0, 500, 999, 1000, 5000] {
                var full = f, fast = f
                if fast.requestStartedQuietly(pendingOutputAtMost: pending) {
                    quiet += 1
                    #expect(full.requestStarted(pendingOutput: pending, hasKeptLines: true) == .none)
                    #expect(String(reflecting: full) == String(reflecting: fast))
                } else {
                    #expect(String(reflecting: fast) == String(reflecting: f), "a refused quiet check changes nothing")
                }
                full = f; fast = f
                if fast.requestFinishedQuietly(pendingOutputAtMost: pending) {
                    quiet += 1
                    #expect(full.requestFinished(pendingOutput: pending, hasKeptLines: true) == .none)
                    #expect(String(reflecting: full) == String(reflecting: fast))
                } else {
                    #expect(String(reflecting: fast) == String(reflecting: f))
                }
                full = f
                if f.staysReading(pendingOutputAtMost: pending) {
                    quiet += 1
                    #expect(full.limitsChanged(pendingOutput: pending, hasKeptLines: true) == .none)
                    #expect(String(reflecting: full) == String(reflecting: f))
                }
            }
        }
        #expect(quiet > 50)
    }

    @Test func everyDescriptorHasExactlyOneServerEntryAtItsIndex() {
        #expect(ServerMethods.entries.count == MethodTable.all.count)
        for (i, entry) in ServerMethods.entries.enumerated() {
            #expect(entry.descriptor.name == MethodTable.all[i].name)
            #expect(MethodTable.index(named: entry.descriptor.name) == i)
            switch entry.handler {
            case .mutation: #expect(entry.descriptor.mutates, "\(entry.descriptor.name)")
            case .request(let request, _):
                #expect(entry.descriptor.mutates && request.descriptor === entry.descriptor, "\(entry.descriptor.name)")
            case .query: #expect(!entry.descriptor.mutates, "\(entry.descriptor.name)")
            case .session: break
            }
        }
    }

    @Test func targetsResolveOnceWithTheContractsErrors() throws {
        func target(_ method: MethodDescriptor, _ o: JSONObject) throws(RPCError) -> Target {
            TargetResolver.resolve(try MethodArguments(decoding: Params(object: o), for: method))
        }
        #expect(try target(.vcPresent, ["presenter": "vc4", "vc": "vc5"]) == .controller(VCID(4)))
        #expect(try target(.vcCreate, ["class": "UINavigationController", "children": ["vc7", "vc8"]]) == .controller(VCID(7)))
        #expect(try target(.windowCreate, [:]) == .server)
        #expect(try target(.windowGet, ["window": "w2"]) == .window(WindowID(2)))
        #expect(try target(.sceneGet, ["scene": "sc2"]) == .scene(SceneID(2)))
        do {
            _ = try target(.vcPresent, ["presenter": "Home", "vc": "vc5"])
            Issue.record("a name that is no id resolved")
        } catch {
            #expect(error.code == RPCErrorCode.notFound.rawValue)
            #expect(error.message == "no view controller 'Home' (parameter 'presenter')")
        }
    }

    @Test func theRouterKeepsRequestsAboutArrivingControllersInTheirWindow() throws {
        var h = Hierarchy(ids: IDSource())
        let spec = ScreenSpec(name: "Main", width: 390, height: 844, scale: 3, idiom: .phone, isMain: true)
        guard case .completed(.screenConnected(let screen, _)) = try h.apply(.connectScreen(spec, externalStoryboard: nil)).status else {
            Issue.record("no screen")
            return
        }
        guard case .completed(.controller(let nav)) = try h.apply(.createController(className: "UINavigationController", title: nil, properties: [:], children: [])).status,
              case .completed(.controller(let x)) = try h.apply(.createController(className: "UIViewController", title: nil, properties: [:], children: [])).status,
              case .completed(.windowCreated(let w, _)) = try h.apply(.createWindow(screen: screen, root: nav, storyboard: nil, identifier: nil, makeKeyAndVisible: true)).status
        else {
            Issue.record("setup failed")
            return
        }
        var router = Router()
        let push = EngineJob(operation: .push(nav: nav, vc: x, animated: true), target: .controller(nav), allowQueue: true,
                             reply: ReplyTarget(connection: 1, requestID: nil), resultStyle: .standard)
        let pushWindow = router.route(push, in: h)
        #expect(pushWindow == w)
        let present = EngineJob(operation: .dismiss(x, animated: false), target: .controller(x), allowQueue: true,
                                reply: ReplyTarget(connection: 1, requestID: nil), resultStyle: .standard)
        #expect(router.route(present, in: h) == nil, "x is in no window and nothing holds it: the server queue")
        // The push waits behind a transition in w: its coordinator holds its arrivals.
        router.hold(push.operation.arrivals, in: w)
        let whileArriving = router.route(present, in: h)
        #expect(whileArriving == w, "x is arriving in w")
        router.settle([x])
        let afterSettling = router.route(present, in: h)
        #expect(afterSettling == nil, "x settled in no window: the server queue")
    }
}
