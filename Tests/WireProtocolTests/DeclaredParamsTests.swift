import Testing
import WireProtocol

/// Handlers read params through the method table: a missing parameter has the default its spec
/// declares, an enumeration becomes the engine's enum, and a value outside the spec's allowed
/// ones is refused with the dispatcher's own message (issue 28: decoded from the table, no
/// default restated by hand).
@Suite("Params read as the method declares them")
struct DeclaredParamsTests {
    private enum Outcome: String { case finish, cancel }
    private enum Direction: String { case forward, reverse }

    @Test func aMissingParameterHasItsDeclaredDefault() throws {
        let none = try Params(.object([:]))
        #expect(try none.bool("animated", of: .navPop) == true)
        #expect(try none.bool("animated", of: .tabSetViewControllers) == false)
        #expect(try none.bool("snapshot", of: .eventsSubscribe) == false)
        #expect(try none.bool("makeKeyAndVisible", of: .windowCreate) == true)
        #expect(try none.double("scale", of: .screenConnect) == 1)
        #expect(try none.double("duration", of: .vcTransition) == 0.25)
        #expect(try none.enumeration("outcome", of: .navInteractivePop) as Outcome == .finish)
        #expect(try none.enumeration("direction", of: .pageSwipe) as Direction == .forward)
        #expect(try none.optionalEnumeration("style", of: .vcPresent) as Outcome? == nil)
        // The defaults read are the ones the table documents.
        for (method, name) in [(MethodDescriptor.navPop, "animated"), (.pageSwipe, "direction"), (.screenConnect, "scale")] {
            #expect(method.param(named: name)?.defaultValue != nil)
        }
    }

    @Test func aGivenValueWins() throws {
        let given = try Params(.object(["animated": .bool(false), "outcome": .string("cancel"), "scale": .number(3)]))
        #expect(try given.bool("animated", of: .navPop) == false)
        #expect(try given.enumeration("outcome", of: .navInteractivePop) as Outcome == .cancel)
        #expect(try given.double("scale", of: .screenConnect) == 3)
    }

    @Test func aValueOutsideTheSpecIsRefusedAsTheDispatcherRefusesIt() throws {
        let bad = try Params(.object(["outcome": .string("maybe")]))
        var read: RPCError?
        do { _ = try bad.enumeration("outcome", of: .navInteractivePop) as Outcome } catch { read = error }
        var checked: RPCError?
        do { try MethodDescriptor.navInteractivePop.param(named: "outcome")!.check(in: bad) } catch { checked = error }
        #expect(read != nil)
        #expect(read?.message == checked?.message)
        #expect(read?.message.contains("must be one of 'finish', 'cancel'") == true)
    }

    /// `queue` (docs/protocol.md, *Ordering and concurrency*): the dispatcher reads its policy
    /// from `ParamSpec.queue`, the one spec every window-bound mutation declares, restating no
    /// default; a string other than "uikit" is refused with the validation's own message.
    @Test func queueReadsAsItsPolicyWithTheDeclaredDefault() throws {
        #expect(try Params(.object([:])).queuePolicy() == .wait)
        #expect(MethodDescriptor.vcPresent.param(named: "queue")?.defaultValue == .bool(true))
        #expect(try Params(.object(["queue": .bool(true)])).queuePolicy() == .wait)
        #expect(try Params(.object(["queue": .bool(false)])).queuePolicy() == .refuse)
        #expect(try Params(.object(["queue": .string("uikit")])).queuePolicy() == .uikit)
        let bad = try Params(.object(["queue": .string("later")]))
        var read: RPCError?
        do { _ = try bad.queuePolicy() } catch { read = error }
        var validated: RPCError?
        do { try MethodDescriptor.vcPresent.validate(try Params(.object(["vc": .string("vc1"), "presenter": .string("vc2"), "queue": .string("later")]))) } catch { validated = error }
        #expect(read != nil && read?.message == validated?.message)
        #expect(throws: RPCError.self) { try Params(.object(["queue": .number(1)])).queuePolicy() }
    }
}
