import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
@testable import SnapshotRendering

/// A parsed SVG document (Foundation's XMLParser), for checking the writer's structure.
final class SVGElement {
    let name: String
    let attributes: [String: String]
    var children: [SVGElement] = []
    var text = ""
    weak var parent: SVGElement?

    init(name: String, attributes: [String: String]) {
        self.name = name
        self.attributes = attributes
    }

    subscript(_ attribute: String) -> String? { attributes[attribute] }

    /// Every descendant (pre-order) matching `predicate`.
    func all(_ predicate: (SVGElement) -> Bool) -> [SVGElement] {
        var out: [SVGElement] = []
        var stack: [SVGElement] = children.reversed()
        while let e = stack.popLast() {
            if predicate(e) { out.append(e) }
            stack += e.children.reversed()
        }
        return out
    }

    /// Descendants whose `class` is `cls`.
    func all(class cls: String) -> [SVGElement] { all { $0["class"] == cls } }

    /// Direct children whose `class` is `cls`.
    func children(class cls: String) -> [SVGElement] { children.filter { $0["class"] == cls } }

    /// Every text below this element.
    var texts: [String] { all { $0.name == "text" }.map(\.text) }

    /// The rectangle of a `<rect>`.
    var rect: Rect? {
        guard let x = attributes["x"].flatMap(Double.init), let y = attributes["y"].flatMap(Double.init),
              let w = attributes["width"].flatMap(Double.init), let h = attributes["height"].flatMap(Double.init) else { return nil }
        return Rect(x: x, y: y, width: w, height: h)
    }

    /// Parses `svg`; nil when it is not well-formed XML.
    static func parse(_ svg: String) -> SVGElement? {
        let delegate = Builder()
        let parser = XMLParser(data: Data(svg.utf8))
        parser.delegate = delegate
        guard parser.parse() else { return nil }
        return delegate.root
    }

    private final class Builder: NSObject, XMLParserDelegate {
        var root: SVGElement?
        var stack: [SVGElement] = []

        func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
                    attributes: [String: String] = [:]) {
            let e = SVGElement(name: name, attributes: attributes)
            e.parent = stack.last
            stack.last?.children.append(e)
            if root == nil { root = e }
            stack.append(e)
        }

        func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
            stack.removeLast()
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) { stack.last?.text += string }
    }
}

/// Rectangles equal to within rounding of the writer (two decimals).
func close(_ a: Rect?, _ b: Rect?, tolerance: Double = 0.011) -> Bool {
    guard let a, let b else { return false }
    return abs(a.x - b.x) <= tolerance && abs(a.y - b.y) <= tolerance && abs(a.width - b.width) <= tolerance
        && abs(a.height - b.height) <= tolerance
}
