import Foundation

/// The page: plain HTML, CSS and JavaScript shipped as the Inspector module's resources
/// (`Sources/Inspector/Page`), read once; nothing is fetched from the network.
public struct PageResources: Sendable {
    public let files: [String: (type: String, bytes: [UInt8])]

    public static let names: [(name: String, type: String)] = [
        ("index.html", "text/html; charset=utf-8"),
        ("inspector.css", "text/css; charset=utf-8"),
        ("inspector.js", "text/javascript; charset=utf-8"),
    ]

    public init() throws {
        var files: [String: (type: String, bytes: [UInt8])] = [:]
        for (name, type) in Self.names {
            guard let url = Bundle.module.url(forResource: name, withExtension: nil, subdirectory: "Page") else {
                throw InspectorRefusal("the page's \(name) is missing from the inspector's resources (Proscenium_Inspector.resources beside prosc-inspect)")
            }
            files[name] = (type, Array(try Data(contentsOf: url)))
        }
        self.files = files
    }
}
