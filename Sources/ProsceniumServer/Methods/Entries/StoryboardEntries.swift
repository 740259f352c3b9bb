import EngineRequests
import HierarchyEngine
import Storyboards
import WireProtocol

/// storyboard.load, storyboard.list.
enum StoryboardEntries {
    static let all: [MethodEntry] = [
        MethodEntry(.storyboardLoad) { a throws(RPCError) in
            let path = a.optional(.path)
            let name = a.optional(.name)
            let xml = a.optional(.xml)
            // A name becomes a catalog key and, with --state-dir, a file name (the kept copy).
            if let name, name.isEmpty || name.contains("/") {
                throw .invalidParams("storyboard name must be non-empty and contain no '/'")
            }
            if let path {
                guard xml == nil else { throw .invalidParams("give either 'path' or 'name' and 'xml', not both") }
                return .loadStoryboard(.path(path, name: name))
            }
            guard let name, let xml else { throw .invalidParams("storyboard.load needs 'path', or 'name' and 'xml'") }
            return .loadStoryboard(.xml(Array(xml.utf8), name: name))
        },
        MethodEntry(.storyboardList) { _, h, q throws(RPCError) in
            let catalog = h.catalog
            let list = catalog.storyboards.keys.sorted().compactMap { name in
                catalog.storyboards[name].map { (name: name, template: $0, path: q.storyboardPath(name)) }
            }
            return .result(ResultEncoding.storyboardList(list))
        },
    ]
}
