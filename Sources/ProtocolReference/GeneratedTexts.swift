/// Every generated text of the repository (`proscenium-gen` writes them all; the tests check
/// each is current). One entry per file or region; the renderers live one per file beside this.
public enum GeneratedTexts {
    public static let all: [GeneratedText] = [
        GeneratedText(path: "docs/protocol-methods.json", render: MethodCatalogJSON.render),
        GeneratedText(path: "clients/python/src/proscenium/_generated.py", render: PythonMethods.render),
        GeneratedText(path: "clients/prosc/EventNames.swift", render: ClientEventNames.render),
        GeneratedText(path: "Sources/ProsceniumClient/Generated/ProsceniumConnection+Calls.swift", render: SwiftClientCalls.render),
        GeneratedText(path: "clients/python/src/proscenium/results.py", render: PythonResults.render),
        GeneratedText(path: "Sources/ProsceniumClient/Generated/Results.swift", render: SwiftResults.render),
        GeneratedText(path: "clients/prosc/Generated/FamilyCommands.swift", render: ProscCommands.render),
        ResultTypeReference.text,
    ] + MethodReferenceRegions.all + MethodLists.all
}
