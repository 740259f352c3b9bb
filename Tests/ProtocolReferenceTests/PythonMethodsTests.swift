@testable import ProtocolReference
import Testing
import WireProtocol

/// The Python renderer's rules (the generated module itself is checked by the Python tests
/// against docs/protocol-methods.json, and by GeneratedTextTests for being current).
@Suite("Python methods renderer")
struct PythonMethodsTests {
    @Test func aMethodWithoutABindingIsNamedFromItsProtocolName() {
        let d = MethodDescriptor("screen.setMirroring", summary: "x", params: [.required(.screen, "s")], mutates: true)
        #expect(PythonMethods.binding(for: d).name == "screen_set_mirroring")
        #expect(PythonMethods.positional(of: d) == ["screen"])
    }

    @Test func reservedWordsTakeAnUnderscore() {
        #expect(PythonMethods.pythonName(.required(.className, "c")) == "class_")
        #expect(PythonMethods.pythonName(.required(.from, "f")) == "from_")
        #expect(PythonMethods.pythonName(.required(.vc, "v")) == "vc")
    }

    @Test func annotationsAndDefaults() {
        let style = ParamSpec.optional(.transition, "s")
        #expect(PythonMethods.annotation(style) == #"Optional[Literal["coverVertical", "flipHorizontal", "crossDissolve", "partialCurl"]]"#)
        #expect(PythonMethods.defaultClause(style) == " = None")
        let steps = ParamSpec.optional(.removeChildSteps, default: [.willMove], "s")
        #expect(PythonMethods.annotation(steps) == #"Sequence[Literal["willMove", "removeView", "removeFromParent"]]"#)
        #expect(PythonMethods.defaultClause(steps) == #" = ("willMove",)"#)
        #expect(PythonMethods.wireValue(steps) == "list(steps)")
        #expect(PythonMethods.pythonValue(.number(0.25)) == "0.25")
        #expect(PythonMethods.pythonValue(.number(1)) == "1")
        #expect(PythonMethods.pythonValue(.bool(false)) == "False")
        #expect(PythonMethods.annotation(.optional(Param<JSON>("sender"), "s")) == "Any")
        #expect(PythonMethods.annotation(.required(.index, "i")) == "int")
    }

    @Test func textIsEscapedForPython() {
        #expect(PythonMethods.literal(#"a "b" \ c"#) == #""a \"b\" \\ c""#)
        // No three unescaped quotes in a row: the docstring cannot end early.
        #expect(PythonMethods.escape(#"say """ and \n"#) == #"say "\"" and \\n"#)
        #expect(PythonMethods.escape(#"{action: "push"}"#) == #"{action: "push"}"#)
    }

    @Test func theModuleCarriesTheVersionAndEveryMethodButTheHandWrittenOnes() {
        let text = PythonMethods.render()
        #expect(text.contains("__version__ = \"\(ProsceniumVersion.string)\""))
        #expect(text.contains("PROTOCOL_VERSION = \(ProsceniumVersion.protocolVersion)"))
        for d in MethodTable.all {
            let row = "(\"\(PythonMethods.binding(for: d).name)\", \"\(d.name)\","
            #expect(text.contains(row) == !PythonMethods.handWritten.contains(d.name), "\(d.name)")
        }
    }
}
