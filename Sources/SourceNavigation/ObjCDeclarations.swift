/// What the declarations of all the app's Objective-C files (headers included) tell the reader of
/// each method body, gathered before any body is read — a controller's `@property MainCoordinator
/// *coordinator` is usually in its header, its use in the `.m`:
/// - each class's superclass and adopted protocols (`@interface AppDelegate : UIResponder
///   <UIApplicationDelegate>`, class extensions and categories too);
/// - each class's properties with their class or protocol (`@property (nonatomic, weak)
///   id<HomeDelegate> delegate;`);
/// - the classes with an `@implementation` and the protocols the sources declare;
/// - where a class hands `self` to a controller's property (`detail.delegate = self;` after
///   `DetailViewController *detail = …`: `SelfAssignment`).
/// - the string constants declared at file scope (`static NSString *const kDetailID = @"Detail";`,
///   `NSString * const HelpID = @"Help";`, `#define kSettingsSegue @"showSettings"`), which
///   stand for their literal where a body names them (`LiteralNames`' Objective-C side).
/// The Objective-C side of `ObjectProperties`: which property holds one of the app's own objects.
public struct ObjCDeclarations: Sendable {
    var superclass: [String: String] = [:]
    var conformances: [String: [String]] = [:]
    var properties: [String: [String: String]] = [:]
    var implemented: Set<String> = []
    var protocols: Set<String> = []
    var selfAssignments: [SelfAssignment] = []
    /// File-scope string constants: name → literal (the first declaration wins).
    var constants: [String: String] = [:]

    public init() {}

    /// Adds one file's declarations.
    mutating func add(_ source: String) {
        let tokens = ObjCTokenizer.tokens(of: source)
        func word(_ at: Int) -> String? {
            guard at >= 0, at < tokens.count, case .word(let w) = tokens[at].kind else { return nil }
            return w
        }
        func punctuation(_ c: Character, _ at: Int) -> Bool {
            at >= 0 && at < tokens.count && tokens[at].kind == .punctuation(c.asciiValue!)
        }
        var current: String?
        var inImplementation = false
        /// In an `@implementation`: locals declared `Type *name` → Type.
        var locals: [String: String] = [:]
        addDefines(source)
        var depth = 0
        var i = 0
        while i < tokens.count {
            if punctuation("{", i) { depth += 1 } else if punctuation("}", i) { depth = max(0, depth - 1) }
            // At file scope: `… NSString * [const] NAME = @"…";`.
            if depth == 0, let name = word(i), punctuation("=", i + 1), i + 2 < tokens.count, case .string(let value) = tokens[i + 2].kind,
               punctuation(";", i + 3), (max(0, i - 4)..<i).contains(where: { word($0) == "NSString" }), punctuation("*", i - 1) || word(i - 1) == "const" {
                if constants[name] == nil { constants[name] = value }
            }
            if punctuation("@", i), let directive = word(i + 1) {
                switch directive {
                case "interface", "implementation":
                    guard let name = word(i + 2) else { i += 2; continue }
                    current = name
                    inImplementation = directive == "implementation"
                    locals = [:]
                    if inImplementation { implemented.insert(name) }
                    var j = i + 3
                    if punctuation(":", j), let parent = word(j + 1) {
                        superclass[name] = superclass[name] ?? parent
                        j += 2
                    }
                    if punctuation("(", j) {   // a class extension or category
                        while j < tokens.count, !punctuation(")", j) { j += 1 }
                        j += 1
                    }
                    if punctuation("<", j) {
                        j += 1
                        while j < tokens.count, !punctuation(">", j) {
                            if let p = word(j), !(conformances[name] ?? []).contains(p) { conformances[name, default: []].append(p) }
                            j += 1
                        }
                    }
                    i = j
                    continue
                case "protocol":
                    if let name = word(i + 2), !punctuation(";", i + 3) { protocols.insert(name) }
                    i += 2
                    continue
                case "end":
                    current = nil
                    i += 2
                    continue
                case "property":
                    // `@property (attributes) Type *name;`, `@property (…) id<Protocol> name;`
                    var j = i + 2
                    if punctuation("(", j) {
                        while j < tokens.count, !punctuation(")", j) { j += 1 }
                        j += 1
                    }
                    var end = j
                    while end < tokens.count, !punctuation(";", end) { end += 1 }
                    if let owner = current, let name = word(end - 1) {
                        // `id<Protocol>`, else the class (the attributes' parentheses are skipped above).
                        let type = word(j) == "id" && punctuation("<", j + 1) ? word(j + 2) : word(j)
                        if let type { properties[owner, default: [:]][name] = type }
                    }
                    i = end + 1
                    continue
                default:
                    i += 1
                    continue
                }
            }
            if inImplementation, let owner = current {
                // `Type *name` (a local's declared class), `name.property = self;`.
                if let type = word(i), type.first?.isUppercase == true, punctuation("*", i + 1), let name = word(i + 2) {
                    locals[name] = type
                } else if let name = word(i), punctuation(".", i + 1), let property = word(i + 2), punctuation("=", i + 3),
                          word(i + 4) == "self", punctuation(";", i + 5) {
                    // `detail.delegate = self;` on a local, `self.rootController.delegate = self;` on a property.
                    // A property's class may be declared in a file read later: kept as `self.name` until asked.
                    let onProperty = punctuation(".", i - 1) && word(i - 2) == "self"
                    let type = onProperty ? "self." + name : punctuation(".", i - 1) ? nil : locals[name]
                    if let type { selfAssignments.append(SelfAssignment(adopter: owner, controller: type, property: property)) }
                }
            }
            i += 1
        }
    }

    /// `#define NAME @"value"` lines (which the tokenizer skips with every directive).
    private mutating func addDefines(_ source: String) {
        guard source.containsUTF8("#define") else { return }
        for line in source.split(separator: "\n") {
            let words = line.split(whereSeparator: { $0 == " " || $0 == "\t" })
            guard words.count == 3, words[0] == "#define", words[2].hasPrefix("@\""), words[2].hasSuffix("\""), words[2].count >= 3 else { continue }
            let value = words[2].dropFirst(2).dropLast()
            guard !value.contains("\\"), !value.contains("\"") else { continue }
            if constants[String(words[1])] == nil { constants[String(words[1])] = String(value) }
        }
    }

    /// `type` and the classes above it the declarations name, nearest first, then their protocols.
    func ancestry(of type: String) -> [String] {
        var out: [String] = []
        var next: String? = type
        while let t = next, !out.contains(t) {
            out.append(t)
            next = superclass[t]
        }
        for t in out { for p in conformances[t] ?? [] where !out.contains(p) { out.append(p) } }
        return out
    }

    /// One of the app's objects, no view controller: implemented in the sources, a name not
    /// ending in `Controller`, no UIKit controller above it.
    func isObject(_ type: String) -> Bool {
        guard implemented.contains(type), !type.hasSuffix("Controller") else { return false }
        return !UIKitControllerAncestry.isController(ancestry: ancestry(of: type))
    }

    /// The app's object `owner`'s property holds: its declared class when that is one of the
    /// app's objects, or for a property of one of the app's protocols the one object that adopts
    /// it and hands itself to that property of a controller of `owner`'s class.
    func objectType(of owner: String, property: String) -> String? {
        guard let type = ancestry(of: owner).lazy.compactMap({ properties[$0]?[property] }).first else { return nil }
        if protocols.contains(type) {
            let assignments = selfAssignments.compactMap { assignment -> SelfAssignment? in
                guard assignment.controller.hasPrefix("self.") else { return assignment }
                let name = String(assignment.controller.dropFirst("self.".count))
                guard let type = ancestry(of: assignment.adopter).lazy.compactMap({ properties[$0]?[name] }).first else { return nil }
                return SelfAssignment(adopter: assignment.adopter, controller: type, property: assignment.property)
            }
            return SelfAssignment.soleAdopter(assignments, of: type, as: property, on: owner,
                                              ancestry: { ancestry(of: $0) }, isObject: isObject)
        }
        return isObject(type) ? type : nil
    }

    /// The view controller class `owner`'s `property` holds when `owner` is one of the app's
    /// objects and the class one the sources implement as a view controller (`@property
    /// MenuViewController *rootController`: `HeldController`), else nil.
    func heldControllerClass(of owner: String, property: String) -> String? {
        guard isObject(owner), let type = ancestry(of: owner).lazy.compactMap({ properties[$0]?[property] }).first,
              implemented.contains(type), UIKitControllerAncestry.isController(ancestry: ancestry(of: type)) else { return nil }
        return type
    }

    /// The app delegate a cast names (`(AppDelegate *)[UIApplication sharedApplication].delegate`):
    /// a class the sources implement that adopts `UIApplicationDelegate`.
    func appDelegate(_ type: String) -> String? {
        implemented.contains(type) && ancestry(of: type).contains("UIApplicationDelegate") ? type : nil
    }

    /// Whether `type` adopts the app or scene delegate protocol (its `self.window` is the app's window).
    func isAppOrSceneDelegate(_ type: String) -> Bool {
        let ancestry = ancestry(of: type)
        return ancestry.contains("UIApplicationDelegate") || ancestry.contains("UIWindowSceneDelegate")
    }
}
