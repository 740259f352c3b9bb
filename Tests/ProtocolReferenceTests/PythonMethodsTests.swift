@testable import ProtocolReference
import Testing
import WireProtocol

/// The Python renderer's rules (the generated module itself is checked by the Python tests
/// against docs/protocol-methods.json, and by GeneratedTextTests for being current).
@Suite("Python methods renderer")
struct PythonMethodsTests {
    @Test func aMethodWithoutABindingIsNamedFromItsProtocolName() {
        let d = MethodDescriptor("screen.setMirroring", summary: "x", params: [.required("screen", .string, "s")], mutates: true)
        #expect(PythonMethods.binding(for: d).name == "screen_set_mirroring")
        #expect(PythonMethods.positional(of: d) == ["screen"])
    }

    @Test func reservedWordsTakeAnUnderscore() {
        #expect(PythonMethods.pythonName(.required("class", .string, "c")) == "class_")
        #expect(PythonMethods.pythonName(.required("from", .string, "f")) == "from_")
        #expect(PythonMethods.pythonName(.required("vc", .string, "v")) == "vc")
    }

    @Test func annotationsAndDefaults() {
        let style = ParamSpec.optional("style", .string, oneOf: ["a", "b"], "s")
        #expect(PythonMethods.annotation(style) == #"Optional[Literal["a", "b"]]"#)
        #expect(PythonMethods.defaultClause(style) == " = None")
        let steps = ParamSpec.optional("steps", .stringArray, default: ["x"], oneOf: ["x", "y"], "s")
        #expect(PythonMethods.annotation(steps) == #"Sequence[Literal["x", "y"]]"#)
        #expect(PythonMethods.defaultClause(steps) == #" = ("x",)"#)
        #expect(PythonMethods.wireValue(steps) == "list(steps)")
        #expect(PythonMethods.pythonValue(.number(0.25)) == "0.25")
        #expect(PythonMethods.pythonValue(.number(1)) == "1")
        #expect(PythonMethods.pythonValue(.bool(false)) == "False")
        #expect(PythonMethods.annotation(.optional("sender", .any, "s")) == "Any")
        #expect(PythonMethods.annotation(.required("index", .integer, "i")) == "int")
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
