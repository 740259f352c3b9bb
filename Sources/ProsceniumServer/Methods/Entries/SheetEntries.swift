import EngineRequests
import HierarchyEngine
import WireProtocol

/// sheet.drag (iOS 15+, R166–R168).
enum SheetEntries {
    static let all: [MethodEntry] = [
        MethodEntry(MutationRequests.sheetDrag),
    ]
}
