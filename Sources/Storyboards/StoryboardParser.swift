import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// The SAX delegate that reads a storyboard in one pass into a `ParsedDocument`.
///
/// It tracks the open elements by name and remembers the depth of the current `<scene>`,
/// its `<objects>` and its controller, which is enough to tell scene members from nested
/// objects and the controller's own `<connections>` from those of its controls. Only
/// `<segue>` elements with a `kind` that sit directly in a `<connections>` are segues:
/// kind-less `<segue reference>` and nested peek-and-pop segues are not. The first error
/// (XML or structural) stops the parse.
final class StoryboardParser: NSObject, XMLParserDelegate {
    private(set) var document = ParsedDocument()
    /// The first problem found: its line and reason.
    private(set) var failure: (line: Int?, reason: String)?

    private var stack: [String] = []
    /// Each open element's title as far as seen (`title`, a button's `<state key="normal" title=…>`,
    /// else `userLabel`), for naming an action's element.
    private var titles: [String?] = []
    private var scenesDepth: Int?
    private var scene: ParsedScene?
    private var sceneDepth: Int?
    private var objectsDepth: Int?
    private var controllerDepth: Int?
    private var sawRoot = false

    /// Parses `data`; afterwards read `document` or `failure`.
    func parse(_ data: Data) {
        let parser = XMLParser(data: data)
        parser.shouldResolveExternalEntities = false
        parser.delegate = self
        _ = parser.parse()
        // XMLParser can report success after a fatal error and stays silent on empty input,
        // so the delegate callbacks are the source of truth. Without a root element libxml2's
        // own reason varies, so say what is missing.
        if !sawRoot {
            let blank = data.allSatisfy { $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }
            failure = (failure?.line, blank ? "empty document" : "no XML root element (not an XML document?)")
        }
    }

    private func fail(_ parser: XMLParser, line: Int?, _ reason: String) {
        guard failure == nil else { return }
        failure = (line, reason)
        parser.abortParsing()
    }

    func parser(_ parser: XMLParser, parseErrorOccurred parseError: any Error) {
        guard failure == nil else { return }
        let code = (parseError as NSError).code
        failure = (parser.lineNumber, XMLErrorReason.reason(code: code, openElement: stack.last))
    }

    func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?,
                qualifiedName: String?, attributes: [String: String] = [:]) {
        let depth = stack.count
        stack.append(name)
        titles.append(attributes["title"] ?? attributes["userLabel"])
        guard failure == nil else { return }
        let line = parser.lineNumber
        if name == "state", attributes["key"] == "normal", let title = attributes["title"], depth >= 1, stack[depth - 1] == "button" {
            titles[depth - 1] = title
        }

        if depth == 0 {
            sawRoot = true
            if let refusal = DocumentKind.refusal(element: name, attributes: attributes) {
                fail(parser, line: line, refusal)
                return
            }
            document.rootAttributes = attributes
            document.rootLine = line
            return
        }
        if name == "scenes", depth == 1 {
            document.sawScenes = true
            scenesDepth = depth
            return
        }
        if name == "scene", let scenesDepth, depth == scenesDepth + 1 {
            scene = ParsedScene(sceneID: attributes["sceneID"], line: line)
            sceneDepth = depth
            return
        }
        guard scene != nil, let sceneDepth else { return }
        if name == "objects", depth == sceneDepth + 1 {
            objectsDepth = depth
            return
        }
        if let objectsDepth, depth == objectsDepth + 1 {
            sceneMember(parser, name: name, attributes: attributes, line: line, depth: depth)
            return
        }
        if name == "segue" {
            segue(attributes: attributes, line: line, depth: depth)
            return
        }
        if name == "action", depth >= 2, stack[depth - 1] == "connections", attributes["selector"] != nil {
            let owner = stack[depth - 2]
            scene?.actions.append(ParsedAction(
                attributes: attributes, element: SegueTrigger.name(forOwner: owner, segueTrigger: nil), title: titles[depth - 2]))
            return
        }
        if let controllerDepth, depth > controllerDepth {
            controllerDetail(name: name, attributes: attributes, relativeDepth: depth - controllerDepth)
        }
    }

    func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?,
                qualifiedName: String?) {
        stack.removeLast()
        titles.removeLast()
        let depth = stack.count
        guard failure == nil else { return }
        if depth == controllerDepth { controllerDepth = nil }
        if depth == objectsDepth { objectsDepth = nil }
        if depth == scenesDepth { scenesDepth = nil }
        if depth == sceneDepth, let finished = scene {
            scene = nil
            sceneDepth = nil
            guard finished.controller != nil else {
                let label = finished.sceneID.map { " '\($0)'" } ?? ""
                fail(parser, line: finished.line, "scene\(label) has no view controller (no element with sceneMemberID=\"viewController\")")
                return
            }
            document.scenes.append(finished)
        }
    }

    private func sceneMember(_ parser: XMLParser, name: String, attributes: [String: String], line: Int, depth: Int) {
        if attributes["sceneMemberID"] == "viewController" {
            if let existing = scene?.controller {
                fail(parser, line: line, "scene has a second view controller <\(name)> (the first is <\(existing.elementName)> on line \(existing.line))")
                return
            }
            scene?.controller = ParsedController(elementName: name, attributes: attributes, line: line)
            controllerDepth = depth
        } else if name == "exit", let id = attributes["id"] {
            document.exitIDs.insert(id)
        }
    }

    private func segue(attributes: [String: String], line: Int, depth: Int) {
        guard attributes["kind"] != nil, attributes["key"] == nil,
              depth >= 2, stack[depth - 1] == "connections" else { return }
        let ownerDepth = depth - 2
        let trigger = ownerDepth == controllerDepth
            ? SegueTrigger.controller
            : SegueTrigger.name(forOwner: stack[ownerDepth], segueTrigger: attributes["trigger"])
        scene?.segues.append(ParsedSegue(attributes: attributes, line: line, trigger: trigger))
    }

    /// Children of the controller element that carry controller properties; `relativeDepth`
    /// is 1 for the controller's direct children.
    private func controllerDetail(name: String, attributes: [String: String], relativeDepth: Int) {
        if relativeDepth == 1 {
            let isSize = (name == "size" && attributes["key"] == "preferredContentSize")
                || (name == "value" && attributes["key"] == "contentSizeForViewInPopover" && attributes["type"] == "size")
            if isSize, let width = attributes["width"].flatMap(Double.init),
               let height = attributes["height"].flatMap(Double.init) {
                scene?.controller?.preferredContentSize = (width, height)
            }
            if name == "navigationItem", attributes["key"] == "navigationItem",
               let hides = attributes["hidesBackButton"].flatMap(ControllerProperties.bool) {
                scene?.controller?.hidesBackButton = hides   // R169, R177
            }
        } else if relativeDepth == 2, name == "userDefinedRuntimeAttribute",
                  stack[stack.count - 2] == "userDefinedRuntimeAttributes",
                  let keyPath = attributes["keyPath"], let type = attributes["type"],
                  let value = attributes["value"] {
            scene?.controller?.runtimeAttributes.append((keyPath, type, value))
        }
    }
}
