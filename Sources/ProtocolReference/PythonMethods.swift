import WireProtocol

/// `clients/python/src/proscenium/_generated.py`: the Python client's version, its `METHODS`
/// table and one typed method per protocol method, twice — `GeneratedMethods` for the threaded
/// `Client` and `AsyncGeneratedMethods` (the same methods as coroutines) for `AsyncClient` — so
/// that mypy and editors see every method with its parameters, their types (enumerations as
/// `Literal[...]`), defaults, documentation and the result's `TypedDict`.
///
/// A method's required parameters are positional (or named), the others keyword-only; each
/// method also takes `timeout=`. A parameter whose name Python reserves takes a trailing
/// underscore (`class_`, `from_`). Optional parameters with a documented default take it and
/// are always sent; the others default to None and are sent only when given.
public enum PythonMethods {
    /// How one protocol method appears in Python: its name and its positional parameters (nil:
    /// the required ones, in the table's order). Its result is the `TypedDict` of
    /// `proscenium.results` the method table names (`MethodDescriptor.returns`).
    struct Binding {
        var name: String
        var positional: [String]?

        init(_ name: String, positional: [String]? = nil) {
            self.name = name
            self.positional = positional
        }
    }

    /// The Python names the client has always used. A method missing here still gets a
    /// method, named from its protocol name (`window.setRoot` → `window_set_root`).
    static let bindings: [String: Binding] = [
        "hello": Binding("hello"),
        "ping": Binding("ping"),
        "server.stats": Binding("stats"),
        "server.shutdown": Binding("shutdown"),
        "server.checkInvariants": Binding("check_invariants"),
        "screen.list": Binding("screens"),
        "screen.connect": Binding("connect_screen"),
        "screen.disconnect": Binding("disconnect_screen"),
        "window.create": Binding("create_window"),
        "window.list": Binding("windows"),
        "window.get": Binding("get_window"),
        "window.setRoot": Binding("set_root"),
        "window.makeKeyAndVisible": Binding("make_key_and_visible"),
        "window.setTraits": Binding("set_traits"),
        "window.destroy": Binding("destroy_window"),
        "device.rotate": Binding("rotate"),
        "system.memoryWarning": Binding("memory_warning"),
        "storyboard.load": Binding("load_storyboard"),
        "storyboard.list": Binding("storyboards"),
        "vc.instantiate": Binding("instantiate"),
        "vc.create": Binding("create_vc"),
        "vc.get": Binding("get_vc"),
        "vc.set": Binding("set_properties"),
        "vc.present": Binding("present"),
        "vc.instantiateAndPresent": Binding("vc_instantiate_and_present"),
        "vc.dismiss": Binding("dismiss"),
        "vc.show": Binding("show"),
        "vc.showDetail": Binding("show_detail"),
        "vc.instantiateAndShow": Binding("vc_instantiate_and_show"),
        "vc.instantiateAndShowDetail": Binding("vc_instantiate_and_show_detail"),
        "vc.addChild": Binding("add_child"),
        "vc.removeFromParent": Binding("remove_from_parent"),
        "vc.addView": Binding("add_view"),
        "vc.transition": Binding("transition"),
        "vc.beginAppearanceTransition": Binding("begin_appearance_transition"),
        "vc.endAppearanceTransition": Binding("end_appearance_transition"),
        "nav.push": Binding("push"),
        "nav.pop": Binding("pop"),
        "nav.instantiateAndPush": Binding("nav_instantiate_and_push"),
        "nav.popTo": Binding("pop_to"),
        "nav.popToRoot": Binding("pop_to_root"),
        "nav.setViewControllers": Binding("set_view_controllers"),
        "tab.select": Binding("select_tab"),
        "tab.setViewControllers": Binding("set_tab_view_controllers"),
        "tab.tap": Binding("tap_tab"),
        "tab.tapMore": Binding("tap_more"),
        "page.setViewControllers": Binding("set_page_view_controllers"),
        "page.swipe": Binding("swipe_page"),
        "nav.interactivePop": Binding("interactive_pop"),
        "vc.interactiveDismiss": Binding("interactive_dismiss"),
        // `perform_segue(source, "identifier")`, or `perform_segue(source, segue="id")`.
        "segue.perform": Binding("perform_segue", positional: ["source", "identifier"]),
        "vc.segues": Binding("segues"),
        "segue.unwind": Binding("unwind"),
        "tree": Binding("tree"),
        "sync": Binding("sync"),
    ]

    /// Methods each client writes by hand: `subscribe` returns a subscription object that
    /// receives the events, and the subscription's `unsubscribe` ends it.
    static let handWritten: Set<String> = ["events.subscribe", "events.unsubscribe"]

    /// Python's reserved words: a parameter named so is spelt with a trailing underscore.
    static let keywords: Set<String> = [
        "False", "None", "True", "and", "as", "assert", "async", "await", "break", "class", "continue",
        "def", "del", "elif", "else", "except", "finally", "for", "from", "global", "if", "import", "in",
        "is", "lambda", "nonlocal", "not", "or", "pass", "raise", "return", "try", "while", "with", "yield",
    ]

    /// The module's text.
    @Sendable public static func render() -> String {
        let methods = MethodTable.all.filter { !handWritten.contains($0.name) }
        let resultTypes = Set(methods.map(\.returns.name)).sorted()
        var out = """
            # Generated by proscenium-gen from the method table (Sources/WireProtocol/Methods) and
            # ProsceniumVersion: do not edit; run `make generate`.
            \"\"\"The protocol's methods as typed Python methods, for ``Client`` (``GeneratedMethods``)
            and ``AsyncClient`` (``AsyncGeneratedMethods``, the same methods as coroutines).\"\"\"

            from __future__ import annotations

            from typing import Any, Dict, List, Literal, Mapping, Optional, Sequence, Tuple, Union, cast

            from .results import (

            """
        for name in resultTypes { out += "    \(name),\n" }
        out += """
            )

            __all__ = ["__version__", "PROTOCOL_VERSION", "METHODS", "GeneratedMethods", "AsyncGeneratedMethods"]

            #: The release: what ``proscd --version``, ``prosc --version`` and ``hello`` report.
            __version__ = \(literal(ProsceniumVersion.string))
            #: The wire protocol's version (``hello``'s ``protocol``).
            PROTOCOL_VERSION = \(ProsceniumVersion.protocolVersion)

            #: One row per generated method: (Python name, protocol method, positional parameters).
            METHODS: List[Tuple[str, str, Tuple[str, ...]]] = [

            """
        for d in methods {
            let names = positional(of: d).map { literal($0) }
            let tuple = names.isEmpty ? "()" : "(" + names.joined(separator: ", ") + (names.count == 1 ? ",)" : ")")
            out += "    (\(literal(binding(for: d).name)), \(literal(d.name)), \(tuple)),\n"
        }
        out += "]\n"
        out += mixin(methods, isAsync: false)
        out += mixin(methods, isAsync: true)
        return out
    }

    /// One of the two classes.
    private static func mixin(_ methods: [MethodDescriptor], isAsync: Bool) -> String {
        let className = isAsync ? "AsyncGeneratedMethods" : "GeneratedMethods"
        let client = isAsync ? "AsyncClient" : "Client"
        let def = isAsync ? "async def" : "def"
        let awaitWord = isAsync ? "await " : ""
        var out = """


            class \(className):
                \"\"\"One method per protocol method, for ``\(client)``: each sends its request and
                \(isAsync ? "returns (awaited) the" : "waits for the") result, or raises the error as its ``ProsceniumError``.\"\"\"

                __slots__ = ()

                \(def) _invoke(self, method: str, params: Dict[str, Any], timeout: Optional[float]) -> Any:
                    \"\"\"Sends ``method`` with ``params`` and returns its result (the client provides it).\"\"\"
                    raise NotImplementedError

            """
        for d in methods {
            out += "\n" + method(d, def: def, awaitWord: awaitWord)
        }
        return out
    }

    /// One method: signature, docstring, body.
    private static func method(_ d: MethodDescriptor, def: String, awaitWord: String) -> String {
        let b = binding(for: d)
        let leading = positional(of: d)
        let ordered = leading.compactMap { name in d.params.first { $0.name == name } }
            + d.params.filter { !leading.contains($0.name) }
        var lines = ["    \(def) \(b.name)(", "        self,"]
        var keywordOnly = false
        for p in ordered {
            precondition(p.name != "timeout" && p.name != "self", "\(d.name): parameter '\(p.name)' collides with the Python method's own")
            if !leading.contains(p.name) && !keywordOnly {
                lines.append("        *,")
                keywordOnly = true
            }
            lines.append("        \(pythonName(p)): \(annotation(p))\(defaultClause(p)),")
        }
        if !keywordOnly { lines.append("        *,") }
        lines.append("        timeout: Optional[float] = None,")
        let result = d.returns.name
        lines.append("    ) -> \(result):")
        lines.append(contentsOf: docstring(d).map { $0.isEmpty ? "" : "        " + $0 })
        let always = d.params.filter { $0.required || $0.defaultValue != nil }
        let members = always.map { "\(literal($0.name)): \(wireValue($0))" }
        lines.append("        params: Dict[str, Any] = {" + members.joined(separator: ", ") + "}")
        for p in d.params where !p.required && p.defaultValue == nil {
            lines.append("        if \(pythonName(p)) is not None:")
            lines.append("            params[\(literal(p.name))] = \(wireValue(p))")
        }
        lines.append("        return cast(\(result), \(awaitWord)self._invoke(\(literal(d.name)), params, timeout))")
        return lines.joined(separator: "\n") + "\n"
    }

    /// The docstring's lines, quotes included: summary, parameters (reST fields), result.
    private static func docstring(_ d: MethodDescriptor) -> [String] {
        var lines = ["\"\"\"``\(d.name)``: \(escape(sentence(d.summary)))"]
        var notes: [String] = []
        if d.isExtension { notes.append("A Proscenium extension to the contract.") }
        if d.mutates { notes.append("Changes state: an observer gets ``PermissionDenied``.") }
        if !notes.isEmpty { lines += ["", notes.joined(separator: " ")] }
        lines.append("")
        for p in d.params {
            var text = p.doc
            if let value = p.defaultValue { text += " (default: \(pythonValue(value)))" }
            if let values = p.allowedValues { text += "; one of " + values.joined(separator: ", ") }
            lines.append(":param \(pythonName(p)): \(escape(text))")
        }
        lines.append(":param timeout: seconds to wait for the answer (default: the client's)")
        lines.append(":returns: ``\(escape(d.result))``")
        lines.append("\"\"\"")
        return lines
    }

    static func binding(for d: MethodDescriptor) -> Binding {
        bindings[d.name] ?? Binding(snakeCase(d.name.replacingDots()))
    }

    /// The parameters a method takes positionally.
    static func positional(of d: MethodDescriptor) -> [String] {
        binding(for: d).positional ?? d.params.filter(\.required).map(\.name)
    }

    /// The parameter's Python name.
    static func pythonName(_ p: ParamSpec) -> String {
        keywords.contains(p.name) ? p.name + "_" : p.name
    }

    /// The parameter's type annotation (Optional[...] when it defaults to None).
    static func annotation(_ p: ParamSpec) -> String {
        let choices = p.allowedValues.map { "Literal[" + $0.map(literal).joined(separator: ", ") + "]" }
        let base: String
        switch p.type {
        case .string: base = choices ?? "str"
        case .bool: base = "bool"
        case .number: base = "float"
        case .integer: base = "int"
        case .stringArray: base = "Sequence[\(choices ?? "str")]"
        case .object: base = "Mapping[str, Any]"
        case .any: base = "Any"
        case .boolOrString: base = "Union[bool, \(choices ?? "str")]"
        }
        if p.required || p.defaultValue != nil || p.type == .any { return base }
        return "Optional[\(base)]"
    }

    /// ` = default`, or nothing for a required parameter that is positional.
    static func defaultClause(_ p: ParamSpec) -> String {
        if let value = p.defaultValue { return " = " + pythonValue(value) }
        return p.required ? "" : " = None"
    }

    /// The expression that puts the parameter into the request (copies of sequences and
    /// mappings, so that tuples and read-only mappings are sent as JSON arrays and objects).
    static func wireValue(_ p: ParamSpec) -> String {
        switch p.type {
        case .stringArray: "list(\(pythonName(p)))"
        case .object: "dict(\(pythonName(p)))"
        default: pythonName(p)
        }
    }

    /// A JSON value as a Python literal (arrays as tuples: defaults must not be mutable).
    static func pythonValue(_ value: JSON) -> String {
        switch value {
        case .null: return "None"
        case .bool(let b): return b ? "True" : "False"
        case .number: return jsonText(value)  // JSON's number syntax is Python's
        case .string(let s): return literal(s)
        case .array(let items):
            let texts = items.map(pythonValue)
            return "(" + texts.joined(separator: ", ") + (texts.count == 1 ? ",)" : ")")
        case .object(let object):
            return "{" + object.map { key, member in literal(key) + ": " + pythonValue(member) }.joined(separator: ", ") + "}"
        }
    }

    /// A value as JSON text, for documentation.
    static func jsonText(_ value: JSON) -> String {
        var w = JSONWriter()
        w.write(value)
        return String(decoding: w.bytes, as: UTF8.self)
    }

    /// A double-quoted Python string literal.
    static func literal(_ s: String) -> String {
        var out = "\""
        for c in s.unicodeScalars {
            switch c {
            case "\\": out += "\\\\"
            case "\"": out += "\\\""
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            default: out.unicodeScalars.append(c)
            }
        }
        return out + "\""
    }

    /// Text safe inside a triple-quoted docstring (whose closing quotes are on a line of their
    /// own): backslashes escaped, and a double quote that follows an unescaped one.
    static func escape(_ s: String) -> String {
        var out = ""
        var afterQuote = false
        for c in s.unicodeScalars {
            let escaped = c == "\\" || (c == "\"" && afterQuote)
            if escaped { out += "\\" }
            out.unicodeScalars.append(c)
            afterQuote = c == "\"" && !escaped
        }
        return out
    }

    /// The summary as a sentence: a final full stop added when it has none.
    static func sentence(_ s: String) -> String {
        s.hasSuffix(".") ? s : s + "."
    }

    /// `windowSetRoot` → `window_set_root`.
    static func snakeCase(_ s: String) -> String {
        var out = ""
        for c in s {
            if c.isUppercase {
                out += "_" + c.lowercased()
            } else {
                out.append(c)
            }
        }
        return out
    }
}

extension String {
    /// The string with each `.` as `_`.
    fileprivate func replacingDots() -> String {
        String(map { $0 == "." ? "_" : $0 })
    }
}
