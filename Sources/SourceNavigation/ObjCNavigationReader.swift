import HierarchyEngine

/// Reads one Objective-C file (`.m`, `.mm`) into `TypeFacts`: the methods of each
/// `@implementation` (categories included; `@interface` declarations count for unwind actions
/// only), each body's message sends (`ObjCExpression`) read for the navigation they perform,
/// with local names followed as in Swift (`UIStoryboard *sb = [UIStoryboard
/// storyboardWithName:@"X" bundle:nil]`, `vc.modalPresentationStyle =
/// UIModalPresentationFullScreen`). A method is named by its selector (`openSettings:`), which
/// is also what calls to it (`[self openSettings:nil]`) are matched by. `declarations` is what
/// every Objective-C file declares (`ObjCDeclarations`: properties, protocols, superclasses);
/// the window roots `application:didFinishLaunchingWithOptions:` and
/// `scene:willConnectToSession:options:` set are the type's launch roots, named by UIKit's Swift
/// names of those methods (`LaunchRoot`).
public enum ObjCNavigationReader {
    private static let qualifiers: Set<String> = [
        "_Nonnull", "_Nullable", "nonnull", "nullable", "__nonnull", "__nullable", "__kindof", "const",
    ]

    public static func read(_ source: String, file: String, declarations: ObjCDeclarations? = nil) -> [TypeFacts] {
        let declarations = declarations ?? {
            var own = ObjCDeclarations()
            own.add(source)
            return own
        }()
        let tokens = ObjCTokenizer.tokens(of: source)
        var types: [String: TypeFacts] = [:]
        var order: [String] = []
        var currentClass: String?
        var inImplementation = false
        var index = 0
        func word(_ at: Int) -> String? {
            guard at < tokens.count, case .word(let w) = tokens[at].kind else { return nil }
            return w
        }
        func punctuation(_ c: Character, _ at: Int) -> Bool {
            at < tokens.count && tokens[at].kind == .punctuation(c.asciiValue!)
        }
        while index < tokens.count {
            if punctuation("@", index), let directive = word(index + 1) {
                switch directive {
                case "implementation", "interface":
                    if let name = word(index + 2) {
                        currentClass = name
                        inImplementation = directive == "implementation"
                        if types[name] == nil { types[name] = TypeFacts(name: name); order.append(name) }
                        if directive == "interface", punctuation(":", index + 3), let superclass = word(index + 4) {
                            types[name]!.superclass = types[name]!.superclass ?? superclass
                        }
                    }
                    index += 2
                case "end":
                    currentClass = nil
                    index += 2
                default:
                    index += 1
                }
                continue
            }
            if let className = currentClass, punctuation("-", index) || punctuation("+", index), punctuation("(", index + 1) {
                // The return type.
                var cursor = index + 2
                var returnType: [String] = []
                while cursor < tokens.count, !punctuation(")", cursor) {
                    if let w = word(cursor) { returnType.append(w) }
                    cursor += 1
                }
                cursor += 1
                // The selector's parts: `name` or `name:(type)param …`.
                var pieces: [String] = []
                var parameterTypes: [[String]] = []
                var parameterPointer: [Bool] = []
                var parameterNames: [String] = []
                while let piece = word(cursor) {
                    if punctuation(":", cursor + 1) {
                        pieces.append(piece + ":")
                        cursor += 2
                        var typeWords: [String] = []
                        var pointer = false
                        if punctuation("(", cursor) {
                            cursor += 1
                            while cursor < tokens.count, !punctuation(")", cursor) {
                                if let w = word(cursor) { typeWords.append(w) } else if punctuation("*", cursor) { pointer = true }
                                cursor += 1
                            }
                            cursor += 1
                        }
                        parameterTypes.append(typeWords)
                        parameterPointer.append(pointer)
                        if let name = word(cursor) {   // the parameter's name
                            parameterNames.append(name)
                            cursor += 1
                        }
                    } else {
                        if pieces.isEmpty { pieces.append(piece) }
                        cursor += 1
                        break
                    }
                }
                let selector = pieces.joined()
                let isAction = returnType == ["IBAction"]
                let location = SourceLocation(file: file, line: tokens[index].line)
                if isAction, pieces.count == 1, pieces[0].hasSuffix(":"), parameterPointer.first == true,
                   parameterTypes[0].filter({ !qualifiers.contains($0) }) == ["UIStoryboardSegue"] {
                    let action = String(pieces[0].dropLast())
                    if !types[className]!.unwindActions.contains(where: { $0.name == action }) {
                        types[className]!.unwindActions.append((action, location))
                    }
                }
                if punctuation("{", cursor), inImplementation {
                    let end = matchingBrace(tokens, from: cursor)
                    let body = Array(tokens[(cursor + 1)..<end])
                    var reader = ObjCBodyReader(tokens: body, file: file, parameters: parameterNames, owner: className,
                                                declarations: declarations)
                    reader.run()
                    types[className]!.targetActions += reader.targetActions
                    types[className]!.targetActions += ObjCMenuItems.read(body, file: file)
                    let launchMethod = selector == "application:didFinishLaunchingWithOptions:" ? LaunchRoot.applicationMethod
                        : selector == "scene:willConnectToSession:options:" ? LaunchRoot.sceneMethod : nil
                    if let launchMethod {
                        types[className]!.launchRoots += reader.windowRoots.map {
                            LaunchRoot(source: $0.source, method: "\(className).\(launchMethod)", location: $0.location, conditional: $0.conditional)
                        }
                    }
                    types[className]!.methods.append(MethodFacts(
                        name: selector, selector: selector, baseName: selector, isAction: isAction,
                        location: location, steps: reader.steps, parameters: parameterNames, settings: reader.settings))
                    if selector == "shouldPerformSegueWithIdentifier:sender:" {
                        types[className]!.segueGates += reader.gates
                    }
                    index = end + 1
                    continue
                }
                index = cursor
                continue
            }
            index += 1
        }
        return order.map { types[$0]! }
    }

    /// The index of the `}` closing the `{` at `from` (or the end).
    static func matchingBrace(_ tokens: [ObjCTokenizer.Token], from: Int) -> Int {
        var depth = 0
        var i = from
        while i < tokens.count {
            if tokens[i].kind == .punctuation(UInt8(ascii: "{")) { depth += 1 }
            if tokens[i].kind == .punctuation(UInt8(ascii: "}")) {
                depth -= 1
                if depth == 0 { return i }
            }
            i += 1
        }
        return tokens.count
    }
}
